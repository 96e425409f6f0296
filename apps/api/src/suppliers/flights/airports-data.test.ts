import { describe, expect, it } from 'vitest';
import { searchAirports } from '@portal/domain';
import { airportData } from './airports-data.ts';

describe('the airports list the search offers', () => {
  const { list, byIata } = airportData();

  it('has no city codes, stations or heliports (a city code found no flight)', () => {
    for (const code of ['LON', 'NYC', 'PAR', 'QQP', 'JRB']) expect(byIata.has(code)).toBe(false);
    for (const code of ['LHR', 'LGW', 'DXB', 'JFK']) expect(byIata.has(code)).toBe(true);
  });

  it('ranks the UAE airports, then the served ones, before small airfields', () => {
    expect(list.slice(0, 5).map((a) => a.iata)).toEqual(['DXB', 'AUH', 'SHJ', 'RKT', 'DWC']);
    const at = (iata: string) => list.findIndex((a) => a.iata === iata);
    expect(at('LHR')).toBeLessThan(at('04G'));
    expect(at('BOM')).toBeLessThan(at('ABE'));
    // What an agent sees: the empty field and "lon".
    expect(searchAirports(list, '').map((a) => a.iata)).toEqual(['DXB', 'AUH', 'SHJ', 'RKT', 'DWC']);
    expect(
      searchAirports(list, 'lon')
        .map((a) => a.iata)
        .slice(0, 2),
    ).toEqual(['LGW', 'LHR']);
    expect(searchAirports(list, 'lon').map((a) => `${a.city},${a.country}`)).toEqual(
      Array(5).fill('London,United Kingdom'),
    );
  });
});
