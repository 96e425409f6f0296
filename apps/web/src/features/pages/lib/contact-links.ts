/** A tel: link keeps only digits and a leading plus sign ("+971 4 123 4567" -> "tel:+97141234567"). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
