import { describe, expect, it } from 'vitest';
import { coordinatesProblem, mapLinkOf, parseCoordinates } from './coordinates';

describe('hotel coordinates', () => {
  it('reads a pasted pair or a map site link', () => {
    const burj = { latitude: 25.1972, longitude: 55.2744 };
    expect(parseCoordinates('25.1972, 55.2744')).toEqual(burj);
    expect(parseCoordinates(' 25.1972;55.2744 ')).toEqual(burj);
    expect(parseCoordinates('25.1972 55.2744')).toEqual(burj);
    expect(parseCoordinates('https://www.google.com/maps/place/Burj/@25.1972,55.2744,17z/data')).toEqual(
      burj,
    );
    expect(
      parseCoordinates('https://www.openstreetmap.org/?mlat=25.1972&mlon=55.2744#map=17/25.1/55.2'),
    ).toEqual(burj);
    expect(parseCoordinates('https://www.openstreetmap.org/#map=17/25.1972/55.2744')).toEqual(burj);
    expect(parseCoordinates('https://maps.google.com/?q=25.1972,55.2744')).toEqual(burj);
    expect(parseCoordinates('-33.8568, 151.2153')).toEqual({ latitude: -33.8568, longitude: 151.2153 });
  });

  it('refuses text without a point, or a point out of range', () => {
    expect(parseCoordinates('Downtown Dubai')).toBeNull();
    expect(parseCoordinates('95.1, 55.2')).toBeNull();
    expect(parseCoordinates('25.1, 190')).toBeNull();
    expect(parseCoordinates('')).toBeNull();
  });

  it('checks typed coordinates as the API does', () => {
    expect(coordinatesProblem('25.2', '55.27')).toBeNull();
    expect(coordinatesProblem('', '55.27')).toBe('Latitude is a number between -90 and 90');
    expect(coordinatesProblem('91', '55.27')).toBe('Latitude is a number between -90 and 90');
    expect(coordinatesProblem('25.2', 'east')).toBe('Longitude is a number between -180 and 180');
    expect(coordinatesProblem('25.2', '-180.5')).toBe('Longitude is a number between -180 and 180');
  });

  it('links the point on a map site', () => {
    expect(mapLinkOf({ latitude: 25.1972, longitude: 55.2744 })).toBe(
      'https://www.openstreetmap.org/?mlat=25.197200&mlon=55.274400#map=17/25.197200/55.274400',
    );
  });
});
