import { describe, expect, it } from 'vitest';
import {
  amountDue,
  applyFormSchema,
  bookingFields,
  bookingGate,
  guestSkeleton,
  holdCountdown,
  payLaterOffered,
  restoreGuests,
  toTravellerDetails,
  type ApplyFormInput,
  type GuestInput,
} from './apply-form';

const rooms = [
  { noOfAdults: 2, noOfChildren: 1, childrenAges: [5] },
  { noOfAdults: 1, noOfChildren: 0, childrenAges: [] },
];

const adult = (first: string, over: Partial<GuestInput> = {}): GuestInput => ({
  title: 'Mr',
  firstName: first,
  lastName: 'Haddad',
  gender: 'male',
  type: 'adult',
  age: null,
  ...over,
});
const child = (first: string, age: number): GuestInput => ({
  title: 'Miss',
  firstName: first,
  lastName: 'Haddad',
  gender: 'female',
  type: 'child',
  age,
});

const form = (over: Partial<ApplyFormInput> = {}): ApplyFormInput => ({
  rooms: [{ guests: [adult('Omar')] }, { guests: [adult('Sara', { title: 'Ms', gender: 'female' })] }],
  contact: { name: 'Omar Haddad', email: 'lead@agency.test', phone: '+971 50 123 4567' },
  specialRequests: '',
  agentReferenceNumber: 'AG-1',
  paymentMethod: 'wallet',
  ...over,
});

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`));

describe('guest rows', () => {
  it('ask for a lead guest per room, or every guest with the children aged as searched', () => {
    expect(guestSkeleton(rooms, false).map((r) => r.map((g) => g.type))).toEqual([['adult'], ['adult']]);
    const all = guestSkeleton(rooms, true);
    expect(all.map((r) => r.map((g) => `${g.type}${g.age ?? ''}`))).toEqual([
      ['adult', 'adult', 'child5'],
      ['adult'],
    ]);
  });

  it('keep what was typed when the slots still match, and store each guest with its room', () => {
    const typed = [{ guests: [adult('Omar'), adult('Lina'), child('Maya', 5)] }, { guests: [adult('Sara')] }];
    const stored = toTravellerDetails(typed);
    expect(stored.map((t) => `${t.roomId}:${t.firstName}`)).toEqual(['0:Omar', '0:Lina', '0:Maya', '1:Sara']);
    const restored = restoreGuests(guestSkeleton(rooms, true), stored);
    expect(restored[0]!.map((g) => g.firstName)).toEqual(['Omar', 'Lina', 'Maya']);
    // A child of another age is not the same guest.
    const older = restoreGuests(
      guestSkeleton([{ noOfAdults: 1, noOfChildren: 1, childrenAges: [7] }], true),
      stored,
    );
    expect(older[0]!.map((g) => g.firstName)).toEqual(['Omar', '']);
  });
});

describe('booking form', () => {
  const lead = applyFormSchema({ rooms, allGuestsRequired: false, payLaterOffered: false });
  const all = applyFormSchema({ rooms, allGuestsRequired: true, payLaterOffered: true });

  it('accepts a lead guest per room with a contact and a reference', () => {
    const parsed = lead.safeParse(form());
    expect(messages(parsed)).toEqual([]);
    expect(parsed.data?.contact.email).toBe('lead@agency.test');
  });

  it('takes names in the script the guest uses: Arabic letters as well as Latin (issue 35)', () => {
    const arabic = form({
      rooms: [
        { guests: [adult('محمد', { lastName: 'أحمد' })] },
        { guests: [adult('Sara', { title: 'Ms', gender: 'female' })] },
      ],
      contact: { name: 'محمد أحمد', email: 'lead@agency.test', phone: '+971 50 123 4567' },
    });
    const parsed = lead.safeParse(arabic);
    expect(messages(parsed)).toEqual([]);
    expect(parsed.data?.rooms[0]!.guests[0]).toMatchObject({ firstName: 'محمد', lastName: 'أحمد' });
    // Digits are no letters in either script.
    const digits = lead.safeParse(
      form({
        rooms: [{ guests: [adult('محمد٣')] }, { guests: [adult('Sara', { title: 'Ms', gender: 'female' })] }],
      }),
    );
    expect(messages(digits)).toEqual(['rooms.0.guests.0.firstName: Use letters only in the first name']);
  });

  it('explains missing names, titles that do not fit and a bad contact', () => {
    const parsed = lead.safeParse(
      form({
        rooms: [{ guests: [adult('', { title: 'Master' })] }, { guests: [adult('S4ra', { gender: '' })] }],
        contact: { name: '', email: 'nope', phone: '12' },
        agentReferenceNumber: ' ',
      }),
    );
    expect(messages(parsed)).toEqual([
      'rooms.0.guests.0.firstName: Enter the first name',
      'rooms.0.guests.0.title: Choose Mr, Mrs or Ms',
      'rooms.1.guests.0.firstName: Use letters only in the first name',
      'rooms.1.guests.0.gender: Choose a gender',
      'contact.name: Enter the contact name',
      'contact.email: Enter a valid e-mail address',
      'contact.phone: Enter a valid phone number',
      'agentReferenceNumber: Enter your reference number',
    ]);
  });

  it('needs every guest when the hotel requires it, with the ages of the search', () => {
    expect(messages(all.safeParse(form()))).toEqual(['rooms.0.guests: Room 1: enter all 3 guests']);
    const full = form({
      rooms: [{ guests: [adult('Omar'), adult('Lina'), child('Maya', 5)] }, { guests: [adult('Sara')] }],
    });
    const parsed = all.safeParse(full);
    expect(messages(parsed)).toEqual([]);
    // The body sends a child's age and no age for adults.
    expect(bookingFields(parsed.data!).rooms[0]!.guests.map((g) => ('age' in g ? g.age : '-'))).toEqual([
      '-',
      '-',
      5,
    ]);
    const wrongAge = form({
      rooms: [{ guests: [adult('Omar'), adult('Lina'), child('Maya', 6)] }, { guests: [adult('Sara')] }],
    });
    expect(messages(all.safeParse(wrongAge))).toEqual([
      'rooms.0.guests.2.age: The ages must match the search (5)',
    ]);
  });

  it('offers pay later only when the rate does', () => {
    expect(messages(lead.safeParse(form({ paymentMethod: 'pay_later' })))).toEqual([
      'paymentMethod: Pay later is not offered for this rate',
    ]);
    const payLater = applyFormSchema({ rooms, allGuestsRequired: false, payLaterOffered: true });
    expect(messages(payLater.safeParse(form({ paymentMethod: 'pay_later' })))).toEqual([]);
  });
});

describe('pay later, hold and price', () => {
  const now = Date.parse('2030-03-01T10:00:00Z');

  it('is offered until its last payment instant only', () => {
    const rate = { payLaterAvailable: true, payLaterUntil: '2030-03-01T10:00:01Z' };
    expect(payLaterOffered(rate, now)).toBe(true);
    expect(payLaterOffered(rate, now + 1000)).toBe(false);
    expect(payLaterOffered({ ...rate, payLaterAvailable: false }, now)).toBe(false);
    expect(payLaterOffered({ payLaterAvailable: true, payLaterUntil: null }, now)).toBe(false);
  });

  it('counts the hold down to zero', () => {
    expect(holdCountdown(now + 15 * 60_000, now)).toEqual({
      secondsLeft: 900,
      label: '15:00',
      expired: false,
      urgent: false,
    });
    expect(holdCountdown(now + 59_500, now)).toMatchObject({ label: '1:00', urgent: false });
    expect(holdCountdown(now + 9_000, now)).toMatchObject({ label: '0:09', urgent: true });
    expect(holdCountdown(now - 5_000, now)).toMatchObject({ label: '0:00', expired: true, urgent: false });
  });

  it('books only a live hold at an accepted price, never a sold-out rate', () => {
    const changed = { kind: 'changed', shownPrice: 100_00, newPrice: 120_00 } as const;
    expect(bookingGate({ outcome: { kind: 'same' }, priceAccepted: false, expired: false }).canBook).toBe(
      true,
    );
    expect(bookingGate({ outcome: changed, priceAccepted: false, expired: false })).toEqual({
      canBook: false,
      reason: 'The price has changed: accept the new price to continue.',
    });
    expect(bookingGate({ outcome: changed, priceAccepted: true, expired: false }).canBook).toBe(true);
    expect(bookingGate({ outcome: changed, priceAccepted: true, expired: true }).canBook).toBe(false);
    expect(
      bookingGate({ outcome: { kind: 'sold_out' }, priceAccepted: true, expired: false }).reason,
    ).toMatch(/sold out/);
  });

  it('charges the card fee on card, nothing now on pay later', () => {
    expect(amountDue(100_000, 'wallet', 3)).toEqual({ now: 100_000, fee: 0 });
    expect(amountDue(100_000, 'card', 3)).toEqual({ now: 103_000, fee: 3_000 });
    expect(amountDue(100_000, 'card', null)).toBeNull();
    expect(amountDue(100_000, 'pay_later', 3)).toEqual({ now: 0, fee: 0 });
  });
});
