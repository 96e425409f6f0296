import type { ModuleConfigurationDto } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { enabledCountAfter, moduleAccessRows } from './module-access';

const all = (on: boolean): ModuleConfigurationDto => ({
  showAttraction: on,
  showHotel: on,
  showFlight: on,
  showVisa: on,
  showA2a: on,
  showQuotaion: on,
  showInsurance: on,
});

describe('module access switches', () => {
  it('marks modules the parent lacks as unavailable and off', () => {
    const rows = moduleAccessRows(all(true), { ...all(true), showVisa: false });
    const visa = rows.find((r) => r.flag === 'showVisa');
    expect(visa).toMatchObject({ label: 'Visa', available: false, on: false });
    expect(rows.filter((r) => r.available)).toHaveLength(6);
    expect(rows[0]?.flag).toBe('showHotel');
  });

  it('counts the modules left on after a flip', () => {
    const rows = moduleAccessRows({ ...all(false), showHotel: true }, all(true));
    expect(enabledCountAfter(rows, 'showHotel', false)).toBe(0);
    expect(enabledCountAfter(rows, 'showVisa', true)).toBe(2);
  });
});
