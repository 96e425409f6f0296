import { describe, expect, it } from 'vitest';
import { strongPassword } from '@portal/contracts';
import { generatePassword, parseFlagAssignments } from './flag-args.ts';

describe('parseFlagAssignments', () => {
  it('reads on/off words case-insensitively', () => {
    expect(parseFlagAssignments(['showHotel=on', 'SHOWVISA=Off', 'showA2a=true', 'showQuotaion=0'])).toEqual({
      showHotel: true,
      showVisa: false,
      showA2a: true,
      showQuotaion: false,
    });
  });

  it('refuses unknown names, bad values and repeats', () => {
    expect(() => parseFlagAssignments(['showCars=on'])).toThrow(/Unknown flag "showCars"/);
    expect(() => parseFlagAssignments(['showQuotation=on'])).toThrow(/Unknown flag/);
    expect(() => parseFlagAssignments(['showHotel'])).toThrow(/showHotel=on/);
    expect(() => parseFlagAssignments(['showHotel=maybe'])).toThrow(/showHotel=on/);
    expect(() => parseFlagAssignments(['showHotel=on=off'])).toThrow(/showHotel=on/);
    expect(() => parseFlagAssignments(['showHotel=on', 'showhotel=off'])).toThrow(/twice/);
  });
});

describe('generatePassword', () => {
  it('always satisfies the sign-up strength rule and differs each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const pw = generatePassword();
      expect(pw).toHaveLength(16);
      expect(strongPassword.safeParse(pw).success).toBe(true);
      seen.add(pw);
    }
    expect(seen.size).toBe(200);
  });
});
