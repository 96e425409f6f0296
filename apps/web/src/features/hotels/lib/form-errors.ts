import { validateHotelDates, validateHotelRooms } from '@portal/domain';
import type { HotelState } from '../hotel.slice';

export type FormField =
  'destination' | 'fromDate' | 'toDate' | 'nights' | 'rooms' | 'nationality' | 'starCategory' | 'priceType';

export type FormErrors = Partial<Record<FormField | 'general', string>>;

/** Where a field error (key such as `rooms.0.childrenAges.1`, the API's and the domain's) shows. */
export function fieldForKey(key: string): FormField | 'general' {
  const head = key.split('.')[0] ?? '';
  if (head === 'searchQuery' || head === 'hotelId' || head === 'locality') return 'destination';
  if (head === 'fromDate' || head === 'toDate' || head === 'rooms' || head === 'nationality') return head;
  if (head === 'priceType' || head === 'starCategory') return head;
  return 'general';
}

function add(errors: FormErrors, key: string, text: string): void {
  if (!text) return;
  const field = fieldForKey(key);
  const current = errors[field];
  if (!current) errors[field] = text;
  else if (!current.includes(text)) errors[field] = `${current} ${text}`;
}

/**
 * The messages the form shows, from the domain's search validation (the API answers with the same
 * keys and texts). Date problems show at once (they follow the agent's last pick); a missing
 * destination or child age only after a search attempt. Server field errors of the last search land
 * under their fields.
 */
export function formErrors({
  form,
  now,
  submitted,
  serverErrors,
}: {
  form: HotelState;
  now: Date;
  submitted: boolean;
  serverErrors?: Record<string, string[]> | undefined;
}): FormErrors {
  const errors: FormErrors = {};
  for (const [key, messages] of Object.entries(serverErrors ?? {})) add(errors, key, messages.join(' '));
  for (const e of validateHotelDates(form.enquiry, now)) add(errors, e.field, e.message);
  if (submitted) {
    const { locality, suggestionType } = form.enquiry;
    if (!locality || !suggestionType)
      add(errors, 'searchQuery', 'Choose a destination or hotel from the list.');
    for (const e of validateHotelRooms(form.rows)) add(errors, e.field, e.message);
  }
  return errors;
}
