/**
 * A company bank account's numbers as banks check them: the IBAN (ISO 13616: country, two check
 * digits, then up to 30 letters or digits, mod 97 = 1) and the SWIFT/BIC code (ISO 9362).
 */

/** The IBAN without spaces, in capitals (how it is stored and shown). */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The IBAN in groups of four, as printed on bank letters and shown to agents. */
export function formatIban(value: string): string {
  return normaliseIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** Bank code (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidSwiftCode(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim().toUpperCase());
}
