import { SANDBOX_CARDS } from '../../suppliers/payment-gateway/index.ts';

export type CardOutcome = 'approve' | 'decline' | 'challenge' | 'processingError' | 'unknownCard';

export interface CardForm {
  holder?: string;
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks the card form like a gateway would; an error message, or the sandbox outcome of the card. */
export function readCard(form: CardForm, now: Date): { error: string } | { outcome: CardOutcome } {
  if (!form.holder?.trim()) return { error: 'Enter the name on the card' };
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { error: 'The card number is not valid' };
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry?.trim() ?? '');
  const month = Number(exp?.[1]);
  const year = 2000 + Number(exp?.[2]);
  if (!exp || month < 1 || month > 12) return { error: 'Enter the expiry date as MM/YY' };
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) return { error: 'The card has expired' };
  if (!/^\d{3,4}$/.test(form.cvc?.trim() ?? '')) return { error: 'Enter the 3 or 4 digit security code' };
  const entry = Object.entries(SANDBOX_CARDS).find(([, n]) => n === number);
  return { outcome: entry ? (entry[0] as CardOutcome) : 'unknownCard' };
}
