import { roundHalfUp, sumMinor, type Minor } from '@portal/domain';
import type { Translate } from '../../../lib/i18n';

/** UAE VAT rate in percent; sample prices include it. */
export const UAE_VAT_PERCENT = 5;

export interface VoucherLine {
  description: string;
  quantity: number;
  /** Price per unit in fils (AED minor units), VAT included. */
  unitPrice: Minor;
}

export interface VoucherTotals {
  lines: (VoucherLine & { amount: Minor })[];
  total: Minor;
  /** The VAT share of the VAT-inclusive total. */
  vatIncluded: Minor;
}

/** Rounds per line and sums the rounded lines (guide section 4). */
export function voucherTotals(lines: readonly VoucherLine[]): VoucherTotals {
  const priced = lines.map((line) => ({ ...line, amount: line.unitPrice * line.quantity }));
  const total = sumMinor(priced.map((line) => line.amount));
  const vatIncluded = roundHalfUp((total * UAE_VAT_PERCENT) / (100 + UAE_VAT_PERCENT));
  return { lines: priced, total, vatIncluded };
}

/**
 * The static sample booking shown on /demo (not a real booking), its words in the reader's language
 * (issue 35): names, references, codes and contact details stay as they are.
 */
export function demoBooking(t: Translate) {
  const adult = t('demo.adult', 'Adult');
  const child = t('demo.child', 'Child');
  return {
    reference: 'DRT-ATT-SAMPLE-0001',
    supplierConfirmation: 'BKT-7429-SAMPLE',
    bookedOn: t('demo.bookedOn', '12/03/2026 10:42 (Dubai time)'),
    status: t('demo.status', 'Confirmed'),
    agent: { companyName: 'Sample Travel Agency LLC', agentCode: 10000, reference: 'AGT-REF-2045' },
    leadPassenger: {
      name: 'Mr. John Sample',
      nationality: t('demo.nationality', 'United Kingdom'),
      phone: '+44 7700 900123',
      email: 'john.sample@example.com',
    },
    attraction: {
      name: t('demo.attraction', 'Burj Khalifa: At the Top (Levels 124 & 125)'),
      destination: t('demo.destination', 'Dubai, United Arab Emirates'),
      date: t('demo.date', 'Saturday 21/03/2026'),
      timeSlot: t('demo.timeSlot', '16:30 - 17:00 (arrive 30 minutes early)'),
      meetingPoint: t('demo.meetingPoint', 'At the Top entrance, lower ground floor, The Dubai Mall'),
      pax: { adults: 2, children: 1, infants: 0 },
      transfer: t('demo.transfer', 'Private transfer (7-seater vehicle)'),
      pickup: t('demo.pickup', 'Hotel lobby, Downtown Dubai, 15:30'),
    },
    tickets: [
      { number: 'TKT-SAMPLE-118204', type: adult },
      { number: 'TKT-SAMPLE-118205', type: adult },
      { number: 'TKT-SAMPLE-118206', type: child },
    ],
    lines: [
      {
        description: t('demo.line.adult', 'At the Top (Levels 124 & 125) - Adult'),
        quantity: 2,
        unitPrice: 16_900,
      },
      {
        description: t('demo.line.child', 'At the Top (Levels 124 & 125) - Child (4-12 years)'),
        quantity: 1,
        unitPrice: 12_900,
      },
      {
        description: t('demo.line.transfer', 'Private transfer, 7-seater, return'),
        quantity: 1,
        unitPrice: 25_000,
      },
    ] satisfies VoucherLine[],
    notes: [
      t(
        'demo.note.id',
        'Present this voucher (printed or on a phone) with a valid photo ID for every guest.',
      ),
      t(
        'demo.note.children',
        'Children under 4 enter free of charge; children must be accompanied by an adult.',
      ),
      t(
        'demo.note.cancellation',
        'Free cancellation up to 24 hours before the visit; later cancellations and no-shows are non-refundable.',
      ),
      t('demo.note.slot', 'The time slot is fixed; late arrival may result in refused entry without refund.'),
    ],
  };
}
