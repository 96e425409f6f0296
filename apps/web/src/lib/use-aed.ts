import { useCallback } from 'react';
import { formatAed, majorToMinor } from './format';
import { formatCurrency, formatNumber, useLanguage } from './i18n';

/**
 * AED amounts and counts in the reader's language (issue 35): English keeps the portal's
 * "AED 1,234.50" (as the PDFs and mails print it); Arabic formats through Intl `ar-AE`
 * ("1,234.50 د.إ.", digits as the company chose).
 */
export function useAed(): { aed: (major: number) => string; count: (n: number) => string } {
  const { language } = useLanguage();
  const aed = useCallback(
    (major: number) =>
      language === 'en' ? formatAed(major) : formatCurrency(majorToMinor(major), 'AED', language),
    [language],
  );
  const count = useCallback(
    (n: number) => (language === 'en' ? String(n) : formatNumber(n, language)),
    [language],
  );
  return { aed, count };
}
