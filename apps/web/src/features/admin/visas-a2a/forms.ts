import { ADMIN_VISA_FILE, a2aAdminTicketBody, type A2aAdminTicketBody } from '@portal/contracts';
import { majorToMinor } from '../../../lib/format';

/** Pure form rules of the visa and a2a desks (unit-tested in forms.test.ts). */

export const MAX_VISA_MB = ADMIN_VISA_FILE.maxBytes / (1024 * 1024);

/** Checks the chosen visa file before it is sent: present, a PDF, not too large. */
export function visaFileProblem(file: File | null): string | null {
  if (!file) return 'Choose the visa PDF';
  const pdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!pdf) return 'The visa must be a PDF file';
  if (file.size > ADMIN_VISA_FILE.maxBytes) return `The file is larger than ${MAX_VISA_MB} MB`;
  if (file.size === 0) return 'The file is empty';
  return null;
}

export type TicketForm = Record<
  | 'airportFrom'
  | 'airportTo'
  | 'airline'
  | 'airlineCode'
  | 'flightNo'
  | 'date'
  | 'departureTime'
  | 'arrivalTime'
  | 'durationMinutes'
  | 'returnFlightNo'
  | 'returnDate'
  | 'returnDepartureTime'
  | 'returnArrivalTime'
  | 'returnDurationMinutes'
  | 'baggage'
  | 'handBaggage'
  | 'price'
  | 'infantPrice'
  | 'seats'
  | 'infantLimit'
  | 'pnrNo'
  | 'deadlineHours'
  | 'cancellationFee'
  | 'terms',
  string
>;

export const EMPTY_TICKET_FORM: TicketForm = {
  airportFrom: 'DXB',
  airportTo: '',
  airline: '',
  airlineCode: '',
  flightNo: '',
  date: '',
  departureTime: '',
  arrivalTime: '',
  durationMinutes: '',
  returnFlightNo: '',
  returnDate: '',
  returnDepartureTime: '',
  returnArrivalTime: '',
  returnDurationMinutes: '',
  baggage: '30 kg checked',
  handBaggage: '7 kg',
  price: '',
  infantPrice: '0',
  seats: '',
  infantLimit: '4',
  pnrNo: '',
  deadlineHours: '72',
  cancellationFee: '0',
  terms: '',
};

/** The API's field paths (onward.flightNo, return.date...) to the form's fields. */
const PATHS: Record<string, keyof TicketForm> = {
  'onward.airline': 'airline',
  'onward.airlineCode': 'airlineCode',
  'onward.flightNo': 'flightNo',
  'onward.date': 'date',
  'onward.departureTime': 'departureTime',
  'onward.arrivalTime': 'arrivalTime',
  'onward.durationMinutes': 'durationMinutes',
  'return.flightNo': 'returnFlightNo',
  'return.date': 'returnDate',
  'return.departureTime': 'returnDepartureTime',
  'return.arrivalTime': 'returnArrivalTime',
  'return.durationMinutes': 'returnDurationMinutes',
};
export const fieldOf = (path: string): keyof TicketForm | undefined =>
  PATHS[path] ?? (path in EMPTY_TICKET_FORM ? (path as keyof TicketForm) : undefined);

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const money = (text: string) => (MONEY.test(text.trim()) ? majorToMinor(Number(text.trim())) : Number.NaN);
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The request body from the form, or the problems per field (the contract's own checks). */
export function ticketBodyOf(
  form: TicketForm,
  withReturn: boolean,
): { body: A2aAdminTicketBody } | { errors: Partial<Record<keyof TicketForm, string>> } {
  const errors: Partial<Record<keyof TicketForm, string>> = {};
  for (const key of ['price', 'infantPrice', 'cancellationFee'] as const)
    if (Number.isNaN(money(form[key]))) errors[key] = 'Enter an amount such as 850.00';
  const flight = (prefix: '' | 'return') => {
    const k = (name: string) =>
      (prefix ? `return${name[0]!.toUpperCase()}${name.slice(1)}` : name) as keyof TicketForm;
    return {
      airline: form.airline,
      airlineCode: form.airlineCode,
      flightNo: form[k('flightNo')],
      date: form[k('date')],
      departureTime: form[k('departureTime')],
      arrivalTime: form[k('arrivalTime')],
      durationMinutes: whole(form[k('durationMinutes')]),
    };
  };
  const parsed = a2aAdminTicketBody.safeParse({
    airportFrom: form.airportFrom,
    airportTo: form.airportTo,
    onward: flight(''),
    return: withReturn ? flight('return') : null,
    baggage: form.baggage,
    handBaggage: form.handBaggage,
    price: money(form.price),
    infantPrice: money(form.infantPrice),
    seats: whole(form.seats),
    infantLimit: whole(form.infantLimit),
    pnrNo: form.pnrNo,
    deadlineHours: whole(form.deadlineHours),
    cancellationFee: money(form.cancellationFee),
    terms: form.terms,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = fieldOf(issue.path.join('.'));
      if (key && !errors[key])
        errors[key] =
          issue.code !== 'invalid_type'
            ? issue.message
            : form[key].trim()
              ? 'Enter a whole number'
              : 'Fill in this field';
    }
  if (!form.airportTo.trim()) errors.airportTo = 'Enter the destination airport';
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}
