import { roundHalfUp, sumMinor, type Minor } from '@portal/domain';

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

/** The static sample booking shown on /demo (not a real booking). */
export const DEMO_BOOKING = {
  reference: 'DRT-ATT-SAMPLE-0001',
  supplierConfirmation: 'BKT-7429-SAMPLE',
  bookedOn: '12/03/2026 10:42 (Dubai time)',
  status: 'Confirmed',
  agent: { companyName: 'Sample Travel Agency LLC', agentCode: 10000, reference: 'AGT-REF-2045' },
  leadPassenger: {
    name: 'Mr. John Sample',
    nationality: 'United Kingdom',
    phone: '+44 7700 900123',
    email: 'john.sample@example.com',
  },
  attraction: {
    name: 'Burj Khalifa: At the Top (Levels 124 & 125)',
    destination: 'Dubai, United Arab Emirates',
    date: 'Saturday 21/03/2026',
    timeSlot: '16:30 - 17:00 (arrive 30 minutes early)',
    meetingPoint: 'At the Top entrance, lower ground floor, The Dubai Mall',
    pax: { adults: 2, children: 1, infants: 0 },
    transfer: 'Private transfer (7-seater vehicle)',
    pickup: 'Hotel lobby, Downtown Dubai, 15:30',
  },
  tickets: [
    { number: 'TKT-SAMPLE-118204', type: 'Adult' },
    { number: 'TKT-SAMPLE-118205', type: 'Adult' },
    { number: 'TKT-SAMPLE-118206', type: 'Child' },
  ],
  lines: [
    { description: 'At the Top (Levels 124 & 125) - Adult', quantity: 2, unitPrice: 16_900 },
    { description: 'At the Top (Levels 124 & 125) - Child (4-12 years)', quantity: 1, unitPrice: 12_900 },
    { description: 'Private transfer, 7-seater, return', quantity: 1, unitPrice: 25_000 },
  ] satisfies VoucherLine[],
  notes: [
    'Present this voucher (printed or on a phone) with a valid photo ID for every guest.',
    'Children under 4 enter free of charge; children must be accompanied by an adult.',
    'Free cancellation up to 24 hours before the visit; later cancellations and no-shows are non-refundable.',
    'The time slot is fixed; late arrival may result in refused entry without refund.',
  ],
} as const;
