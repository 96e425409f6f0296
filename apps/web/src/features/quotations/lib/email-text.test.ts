import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setArabicDigits, translatorIn } from '../../../lib/i18n';
import { quotationEmailText, type EmailWords } from './email-text';
import { testAmendment } from './test-amendment';

let english: EmailWords;
let arabic: EmailWords;
beforeAll(async () => {
  english = { t: await translatorIn('en'), language: 'en' };
  arabic = { t: await translatorIn('ar'), language: 'ar' };
});

describe('quotationEmailText', () => {
  let text = '';
  beforeAll(() => {
    text = quotationEmailText(testAmendment(), english);
  });

  it('greets the client and names the quotation, version and reference', () => {
    expect(text.startsWith('Dear Ms Lina Haddad,\n\n')).toBe(true);
    expect(text).toContain('our quotation QTN-2027-000042, version 2 (your reference REF-9)');
  });

  it('gives the itinerary with dates, nights, party and airports', () => {
    expect(text).toContain('- Dates: 01/03/2027 to 05/03/2027 (4 nights)');
    expect(text).toContain('- Travellers: 2 adults, 1 child (age 4)');
    expect(text).toContain('- Arrival: Dubai International (DXB), Terminal 3');
    expect(text).toContain('- Departure: Abu Dhabi International (AUH)\n');
  });

  it('lists hotels and the transfers taken, not the ones without', () => {
    expect(text).toContain(
      '- Marina Hotel 5*, Dubai: Deluxe Room, Bed and breakfast, 01/03/2027 to 03/03/2027 (2 nights)\n',
    );
    expect(text).toContain('(2 nights), non-refundable');
    expect(text).toContain('- Transfer Dubai International to Marina Hotel: Private (1 x Sedan)');
    expect(text).toContain('- Transfer Marina Hotel to Corniche Hotel: Shared');
    expect(text).not.toContain('Without');
  });

  it('prices per person in the quotation currency with 2 decimals, client prices only', () => {
    expect(text).toContain('- Single room: USD 1,234.50 per adult');
    expect(text).toContain('- Double / Twin room: USD 875.25 per adult');
    expect(text).not.toContain('Triple');
    expect(text).toContain('- Child sharing with parents: USD 310.00 per child');
    // The agent's cost (sell price minus 10.00 in the fixture) never appears.
    expect(text).not.toContain('1,224.50');
  });

  it('names inclusions, the visa and the optional extras with their own prices', () => {
    expect(text).toContain('INCLUDED\n- Desert Safari (Shared transfer)');
    expect(text).toContain(
      '- Visa: 30 days tourist visa for India nationals (processing 3 days, valid 58 days)',
    );
    expect(text).toContain(
      'OPTIONAL EXTRAS (not included in the prices above)\n- Dhow Cruise Dinner (Shared transfer): USD 54.00 per adult, USD 27.00 per child',
    );
    expect(text).toContain('All prices are in USD per person unless given for the whole trip.');
  });

  it('gives the whole trip for the party and the validity date', () => {
    expect(text).toContain('- Whole trip, 2 adults and 1 child (1 x Double / Twin room): USD 2,060.50');
    expect(text).toContain('This quotation is valid until 04/12/2026.');
  });

  it('gives the pick-up places with their notes', () => {
    expect(text).toContain('PICK-UP\n- Marina Bay Hotel: Lobby, 08:30');
  });

  it('without hotels gives the land price per person, and no child prices without children', () => {
    const a = testAmendment();
    a.costing.stays = [];
    a.costing.landOnly = {
      perPersonAdultPrice: { agentPrice: 17500, sellPrice: 18500 },
      perPersonChildPrice: { agentPrice: 13000, sellPrice: 14000 },
    };
    a.draft.noOfChildren = 0;
    a.draft.childrenAges = [];
    const plain = quotationEmailText(a, english);
    expect(plain).toContain('PRICE PER PERSON\n- USD 185.00 per adult\n');
    expect(plain).not.toContain('per child');
    expect(plain).toContain('- Travellers: 2 adults\n');
  });
});

describe('quotationEmailText in the client language (issue 35)', () => {
  afterAll(() => {
    setArabicDigits('latn');
    vi.unstubAllGlobals();
  });
  const bare = (s: string) =>
    s.replace(/[\u2068\u2069\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

  it('writes the e-mail in Arabic: Arabic words, month names and money, the names as entered', () => {
    const text = bare(quotationEmailText(testAmendment(), arabic));
    expect(text.startsWith('عزيزي/عزيزتي Ms Lina Haddad،')).toBe(true);
    expect(text).toContain('1 مارس 2027');
    expect(text).toContain('Marina Hotel 5*');
    expect(text).toMatch(/1,234\.50 US\$/);
    expect(text).not.toContain('Dear ');
    expect(text).not.toContain('per adult');
  });
});
