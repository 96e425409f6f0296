import { useFormats } from './use-formats';

/**
 * AED amounts and counts in the reader's language (issue 35): English keeps the portal's
 * "AED 1,234.50" (as the PDFs and mails print it); Arabic formats through Intl `ar-AE`
 * ("1,234.50 د.إ.", digits as the company chose). The rest of the formats: lib/use-formats.ts.
 */
export function useAed(): { aed: (major: number) => string; count: (n: number) => string } {
  const { aed, count } = useFormats();
  return { aed, count };
}
