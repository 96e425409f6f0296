/**
 * Inputs accept both digit sets (issue 35): Arabic-Indic (٠١٢٣٤٥٦٧٨٩), Eastern Arabic-Indic as on
 * Persian and Urdu keyboards (۰۱۲۳۴۵۶۷۸۹), and the Arabic decimal and thousands separators (٫ ٬),
 * read as Western digits, "." and ",". The one helper the number and date inputs parse through.
 */
export function westernDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06F0-\u06F9\u066B\u066C]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * Rewrites a number input's text in Western digits as it is typed (the caret stays: each digit is one
 * character in both sets), before React or react-hook-form reads it: the value, the checks and the
 * request all see "1234.5" whichever keyboard typed it.
 */
export function acceptArabicDigits(input: HTMLInputElement): void {
  const western = westernDigits(input.value);
  if (western === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = western;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}
