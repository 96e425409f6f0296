/** Buy-now-pay-later provider page content (spec sections 4 and 9: 4 instalments, customers 18 or older). */
export const BNPL_PROVIDER = 'Tabby';
export const BNPL_INSTALMENTS = 4;
export const BNPL_MIN_AGE = 18;
export const BNPL_COUNTRIES = ['UAE', 'KSA', 'Qatar', 'Bahrain', 'Kuwait'] as const;

export interface FaqEntry {
  id: string;
  question: string;
  answer: string[];
}

export interface BnplStep {
  title: string;
  text: string;
}

export const BNPL_STEPS: BnplStep[] = [
  {
    title: `Choose ${BNPL_PROVIDER} at checkout`,
    text: `On the payment step, select "Pay in ${BNPL_INSTALMENTS}" with ${BNPL_PROVIDER} as your payment method.`,
  },
  {
    title: 'Sign in and verify',
    text: `Sign in to ${BNPL_PROVIDER} or create an account with your mobile number and e-mail, then add a debit or credit card.`,
  },
  {
    title: 'Pay the first instalment',
    text: `Your purchase is split into ${BNPL_INSTALMENTS} interest-free payments. The first one is charged today and your booking is confirmed right away.`,
  },
  {
    title: 'Pay the rest monthly',
    text: `The remaining ${BNPL_INSTALMENTS - 1} payments are taken automatically from your card, one each month. ${BNPL_PROVIDER} sends a reminder before every payment.`,
  },
];

function listCountries(countries: readonly string[]): string {
  return `${countries.slice(0, -1).join(', ')} and ${countries[countries.length - 1] ?? ''}`;
}

export const BNPL_FAQ: FaqEntry[] = [
  {
    id: 'who',
    question: `Who can use ${BNPL_PROVIDER}?`,
    answer: [
      `${BNPL_PROVIDER} is available to residents of ${listCountries(BNPL_COUNTRIES)} who are ${BNPL_MIN_AGE} years of age or older and hold a valid debit or credit card issued in one of these countries.`,
    ],
  },
  {
    id: 'limits',
    question: 'What are the spending limits?',
    answer: [
      `${BNPL_PROVIDER} sets a spending limit for each customer. It depends on your payment history with ${BNPL_PROVIDER}, the amount you owe at the moment and the details of the order.`,
      'Your limit can grow as you pay on time. If an order is above your limit, you can pay the rest by another method or choose a smaller booking.',
    ],
  },
  {
    id: 'fees',
    question: 'Does it cost anything?',
    answer: [
      `No. ${BNPL_PROVIDER} is free when you pay on time: there is no interest and there are no fees for splitting your purchase into ${BNPL_INSTALMENTS} payments.`,
      `If a payment is missed, ${BNPL_PROVIDER} may charge a late fee as set out in its own terms.`,
    ],
  },
  {
    id: 'refunds',
    question: 'How do refunds work?',
    answer: [
      'If the refund is smaller than the payments still due, it is adjusted against your remaining payments, starting with the last one, so you pay less later.',
      'If the refund is larger than the payments still due, your remaining payments are cancelled and the rest of the refund is returned to your card.',
    ],
  },
];
