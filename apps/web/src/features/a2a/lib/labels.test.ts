import { describe, expect, it } from 'vitest';
import { A2A_EMPTY_TEXT, A2A_UNAVAILABLE_DATE_TEXT } from '@portal/domain';
import { t } from '../../../lib/i18n';
import { a2aEmptyText, a2aUnavailableDateText } from './labels';

describe('the A2A spec texts', () => {
  it('are the spec words, verbatim, in English', () => {
    expect(a2aEmptyText(t)).toBe(A2A_EMPTY_TEXT);
    expect(a2aUnavailableDateText(t)).toBe(A2A_UNAVAILABLE_DATE_TEXT);
  });
});
