import { describe, expect, it } from 'vitest';
import { QUOTATION_COMPONENT_LABELS, QUOTATION_COMPONENTS, QUOTATION_FLAT_UNITS } from '@portal/domain';
import { t } from '../../../lib/i18n';
import { componentLabel, flatUnitLabel } from './labels';

describe('the quotation markup labels', () => {
  it("are the domain's English words, verbatim, in English", () => {
    for (const c of QUOTATION_COMPONENTS) {
      expect(componentLabel(t, c)).toBe(QUOTATION_COMPONENT_LABELS[c]);
      expect(flatUnitLabel(t, QUOTATION_FLAT_UNITS[c])).toBe(QUOTATION_FLAT_UNITS[c]);
    }
  });
});
