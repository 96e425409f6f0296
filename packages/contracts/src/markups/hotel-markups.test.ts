import { describe, expect, it } from 'vitest';
import {
  hotelClientMarkupUpsertBody,
  hotelMarkupsQuery,
  hotelSubAgentMarkupUpsertBody,
} from './hotel-markups.ts';

const HOTEL = '3f1c2a44-5d6e-4f70-8a9b-0c1d2e3f4a5b';

describe('hotel markup bodies', () => {
  it('stores flat markups in fils per room night and percentages as given', () => {
    expect(
      hotelClientMarkupUpsertBody.parse({ scope: 'star', itemId: '5', markupType: 'flat', markup: '12.50' }),
    ).toMatchObject({
      scope: 'star',
      itemId: '5',
      value: 1250,
    });
    expect(
      hotelClientMarkupUpsertBody.parse({
        scope: 'hotel',
        itemId: HOTEL,
        markupType: 'percentage',
        markup: 7.5,
      }).value,
    ).toBe(7.5);
  });

  it('checks the item against its scope and the value', () => {
    const issues = (body: object) =>
      hotelClientMarkupUpsertBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ scope: 'star', itemId: '6', markupType: 'flat', markup: 1 })).toEqual([
      ['itemId', 'Unknown star category'],
    ]);
    expect(issues({ scope: 'room', itemId: 'abc', markupType: 'flat', markup: 1 })).toEqual([
      ['itemId', 'Unknown room type'],
    ]);
    expect(issues({ scope: 'hotel', itemId: HOTEL, markupType: 'flat', markup: -1 })).toEqual([
      ['markup', 'The markup cannot be negative'],
    ]);
    expect(issues({ scope: 'chain', itemId: HOTEL, markupType: 'flat', markup: 1 })?.[0]?.[0]).toBe('scope');
    expect(
      hotelSubAgentMarkupUpsertBody.safeParse({
        scope: 'hotel',
        itemId: HOTEL,
        markupType: 'flat',
        markup: 1,
      }).success,
    ).toBe(false);
  });

  it('reads the list query', () => {
    expect(hotelMarkupsQuery.parse({})).toEqual({ marked: false, skip: 0, limit: 20 });
    expect(hotelMarkupsQuery.parse({ marked: 'true', starCategory: 'hostel', skip: '40' })).toMatchObject({
      marked: true,
      starCategory: 'hostel',
      skip: 40,
    });
    expect(hotelMarkupsQuery.safeParse({ starCategory: '7' }).success).toBe(false);
    expect(hotelMarkupsQuery.safeParse({ limit: 101 }).success).toBe(false);
  });
});
