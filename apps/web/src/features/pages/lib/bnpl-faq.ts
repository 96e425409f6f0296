import type { Translate } from '../../../lib/i18n';

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

const provider = BNPL_PROVIDER;
const instalments = BNPL_INSTALMENTS;

/** The checkout steps in the reader's language (English is the spec's text). */
export const bnplSteps = (t: Translate): BnplStep[] => [
  {
    title: t('bnpl.step1Title', 'Choose {provider} at checkout', { provider }),
    text: t(
      'bnpl.step1',
      'On the payment step, select "Pay in {instalments}" with {provider} as your payment method.',
      {
        instalments,
        provider,
      },
    ),
  },
  {
    title: t('bnpl.step2Title', 'Sign in and verify'),
    text: t(
      'bnpl.step2',
      'Sign in to {provider} or create an account with your mobile number and e-mail, then add a debit or credit card.',
      { provider },
    ),
  },
  {
    title: t('bnpl.step3Title', 'Pay the first instalment'),
    text: t(
      'bnpl.step3',
      'Your purchase is split into {instalments} interest-free payments. The first one is charged today and your booking is confirmed right away.',
      { instalments },
    ),
  },
  {
    title: t('bnpl.step4Title', 'Pay the rest monthly'),
    text: t(
      'bnpl.step4',
      'The remaining {rest} payments are taken automatically from your card, one each month. {provider} sends a reminder before every payment.',
      { rest: instalments - 1, provider },
    ),
  },
];

/** "UAE, KSA, Qatar, Bahrain and Kuwait" in the reader's language. */
function listCountries(t: Translate, countries: readonly string[]): string {
  return t('bnpl.countries', '{first} and {last}', {
    first: countries.slice(0, -1).join(t('bnpl.comma', ', ')),
    last: countries[countries.length - 1] ?? '',
  });
}

export const bnplFaq = (t: Translate): FaqEntry[] => [
  {
    id: 'who',
    question: t('bnpl.whoQ', 'Who can use {provider}?', { provider }),
    answer: [
      t(
        'bnpl.whoA',
        '{provider} is available to residents of {countries} who are {age} years of age or older and hold a valid debit or credit card issued in one of these countries.',
        { provider, countries: listCountries(t, BNPL_COUNTRIES), age: BNPL_MIN_AGE },
      ),
    ],
  },
  {
    id: 'limits',
    question: t('bnpl.limitsQ', 'What are the spending limits?'),
    answer: [
      t(
        'bnpl.limitsA1',
        '{provider} sets a spending limit for each customer. It depends on your payment history with {provider}, the amount you owe at the moment and the details of the order.',
        { provider },
      ),
      t(
        'bnpl.limitsA2',
        'Your limit can grow as you pay on time. If an order is above your limit, you can pay the rest by another method or choose a smaller booking.',
      ),
    ],
  },
  {
    id: 'fees',
    question: t('bnpl.feesQ', 'Does it cost anything?'),
    answer: [
      t(
        'bnpl.feesA1',
        'No. {provider} is free when you pay on time: there is no interest and there are no fees for splitting your purchase into {instalments} payments.',
        { provider, instalments },
      ),
      t(
        'bnpl.feesA2',
        'If a payment is missed, {provider} may charge a late fee as set out in its own terms.',
        {
          provider,
        },
      ),
    ],
  },
  {
    id: 'refunds',
    question: t('bnpl.refundsQ', 'How do refunds work?'),
    answer: [
      t(
        'bnpl.refundsA1',
        'If the refund is smaller than the payments still due, it is adjusted against your remaining payments, starting with the last one, so you pay less later.',
      ),
      t(
        'bnpl.refundsA2',
        'If the refund is larger than the payments still due, your remaining payments are cancelled and the rest of the refund is returned to your card.',
      ),
    ],
  },
];
