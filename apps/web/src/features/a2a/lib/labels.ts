import type { Translate } from '../../../lib/i18n';

/**
 * The A2A pages' spec texts (packages/domain `A2A_EMPTY_TEXT`, `A2A_UNAVAILABLE_DATE_TEXT`) in the
 * reader's language: t() keeps the spec's English verbatim (labels.test.ts holds them equal), the
 * Arabic page says them in Arabic.
 */
export const a2aEmptyText = (t: Translate): string => t('a2a.empty', 'No Available A2A Found');

export const a2aUnavailableDateText = (t: Translate): string =>
  t('a2a.unavailableDate', 'You should select a available date');
