import { z } from 'zod';
import { percentOf, type RoomPax } from '@portal/domain';
import { t } from '../../../lib/i18n';
import type { TravellerDetail } from '../hotel.slice';

/**
 * The hotel booking form (/hotel/{id}/apply/{roomtypeid}): guests per room, lead contact, special
 * requests, the agent's reference and the payment choice. Pure rules, tested on their own; the page
 * wires them to react-hook-form and the API.
 */

export const ADULT_TITLES = ['Mr', 'Mrs', 'Ms'] as const;
export const CHILD_TITLES = ['Master', 'Miss'] as const;
export const GUEST_TITLES = [...ADULT_TITLES, ...CHILD_TITLES] as const;
export type GuestTitle = (typeof GUEST_TITLES)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export type GuestType = 'adult' | 'child';

/** A title as the reader's language writes it (the booking keeps the English value). */
export function titleLabel(title: string): string {
  switch (title) {
    case 'Mr':
      return t('guests.mr', 'Mr');
    case 'Mrs':
      return t('guests.mrs', 'Mrs');
    case 'Ms':
      return t('guests.ms', 'Ms');
    case 'Master':
      return t('guests.master', 'Master');
    case 'Miss':
      return t('guests.miss', 'Miss');
    default:
      return title;
  }
}

/** The gender a title implies (chosen with the title; the agent can still change it). */
export const TITLE_GENDER: Record<GuestTitle, Gender> = {
  Mr: 'male',
  Master: 'male',
  Mrs: 'female',
  Ms: 'female',
  Miss: 'female',
};

export const titlesFor = (type: GuestType): readonly GuestTitle[] =>
  type === 'child' ? CHILD_TITLES : ADULT_TITLES;

/** One guest row as the form holds it (strings for the selects, age null for adults). */
export interface GuestInput {
  title: string;
  firstName: string;
  lastName: string;
  gender: string;
  type: GuestType;
  /** Children: the age of the search (0 = under one); null for adults. */
  age: number | null;
}

export interface ApplyFormInput {
  rooms: { guests: GuestInput[] }[];
  contact: { name: string; email: string; phone: string };
  specialRequests: string;
  agentReferenceNumber: string;
  paymentMethod: PaymentChoice;
}

export const PAYMENT_CHOICES = ['wallet', 'card', 'pay_later'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

const blankGuest = (type: GuestType, age: number | null): GuestInput => ({
  title: '',
  firstName: '',
  lastName: '',
  gender: '',
  type,
  age,
});

/**
 * The guest rows the booking asks for: every adult and child of each room when the hotel requires
 * all guests, otherwise one lead (adult) guest per room. Children carry their age from the search.
 */
export function guestSkeleton(rooms: readonly RoomPax[], allGuestsRequired: boolean): GuestInput[][] {
  return rooms.map((room) => {
    if (!allGuestsRequired) return [blankGuest('adult', null)];
    return [
      ...Array.from({ length: room.noOfAdults }, () => blankGuest('adult', null)),
      ...room.childrenAges.slice(0, room.noOfChildren).map((age) => blankGuest('child', age)),
    ];
  });
}

/**
 * The rows to show: the skeleton, with what the agent already typed for this booking (kept in the
 * hotel state's travellerDetails, spec section 3) where the room and the slot still match.
 */
export function restoreGuests(skeleton: GuestInput[][], stored: readonly TravellerDetail[]): GuestInput[][] {
  const byRoom = new Map<number, TravellerDetail[]>();
  for (const t of stored) {
    const room = t.roomId ?? 0;
    byRoom.set(room, [...(byRoom.get(room) ?? []), t]);
  }
  return skeleton.map((guests, room) =>
    guests.map((slot, i) => {
      const saved = byRoom.get(room)?.[i];
      if (!saved || saved.type !== slot.type) return slot;
      if (slot.type === 'child' && saved.age !== slot.age) return slot;
      return {
        ...slot,
        title: saved.title,
        firstName: saved.firstName,
        lastName: saved.lastName,
        gender: saved.gender,
      };
    }),
  );
}

/** The rows as the hotel state stores them (travellerDetails, one entry per guest, with its room). */
export function toTravellerDetails(rooms: readonly { guests: readonly GuestInput[] }[]): TravellerDetail[] {
  return rooms.flatMap((room, roomId) =>
    room.guests.map((g) => ({
      roomId,
      title: g.title,
      firstName: g.firstName,
      lastName: g.lastName,
      age: g.age,
      gender: g.gender,
      type: g.type,
    })),
  );
}

// Letters of any script: a guest's name is typed as the guest writes it (Arabic or Latin).
const NAME = /^(?:[\p{L}][\p{L}\p{M} .'-]*)?$/u;
// Messages are functions: read when the form is checked, in the language of that moment.
const message = (text: () => string) => ({ error: text });
const name = (enter: () => string, letters: () => string) =>
  z
    .string()
    .trim()
    .min(1, message(enter))
    .max(
      50,
      message(() => t('form.max50', 'At most 50 characters')),
    )
    .regex(NAME, message(letters));

const guestSchema = z
  .object({
    title: z.enum(
      GUEST_TITLES,
      message(() => t('guests.chooseTitle', 'Choose a title')),
    ),
    firstName: name(
      () => t('guests.enterFirstName', 'Enter the first name'),
      () => t('guests.lettersFirstName', 'Use letters only in the first name'),
    ),
    lastName: name(
      () => t('guests.enterLastName', 'Enter the last name'),
      () => t('guests.lettersLastName', 'Use letters only in the last name'),
    ),
    gender: z.enum(
      GENDERS,
      message(() => t('guests.chooseGender', 'Choose a gender')),
    ),
    type: z.enum(['adult', 'child']),
    age: z.number().int().min(0).max(17).nullable(),
  })
  .superRefine((g, ctx) => {
    if (!titlesFor(g.type).includes(g.title)) {
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message:
          g.type === 'child'
            ? t('guests.chooseChildTitle', 'Choose Master or Miss')
            : t('guests.chooseAdultTitle', 'Choose Mr, Mrs or Ms'),
      });
    }
    if (g.type === 'child' && g.age === null) {
      ctx.addIssue({ code: 'custom', path: ['age'], message: t('guests.enterAge', "Enter the child's age") });
    }
  });
export type GuestValues = z.output<typeof guestSchema>;

export interface ApplyRules {
  /** The rooms of the search (guest counts and children's ages must match them). */
  rooms: readonly RoomPax[];
  allGuestsRequired: boolean;
  payLaterOffered: boolean;
}

/** The form's schema for one booking: guest counts and children's ages are those of the search. */
export function applyFormSchema(rules: ApplyRules) {
  return z
    .object({
      rooms: z.array(z.object({ guests: z.array(guestSchema) })),
      contact: z.object({
        name: z
          .string()
          .trim()
          .min(
            1,
            message(() => t('hotelBooking.enterContactName', 'Enter the contact name')),
          )
          .max(120),
        email: z.email(message(() => t('form.validEmail', 'Enter a valid e-mail address'))).max(200),
        phone: z
          .string()
          .trim()
          .regex(
            /^\+?[0-9 ()-]{6,20}$/,
            message(() => t('form.validPhone', 'Enter a valid phone number')),
          ),
      }),
      specialRequests: z
        .string()
        .trim()
        .max(
          1000,
          message(() => t('form.max1000', 'At most 1000 characters')),
        ),
      agentReferenceNumber: z
        .string()
        .trim()
        .min(
          1,
          message(() => t('hotelBooking.enterReference', 'Enter your reference number')),
        )
        .max(60),
      paymentMethod: z.enum(
        PAYMENT_CHOICES,
        message(() => t('checkout.chooseHow', 'Choose how to pay')),
      ),
    })
    .superRefine((v, ctx) => {
      if (v.paymentMethod === 'pay_later' && !rules.payLaterOffered) {
        ctx.addIssue({
          code: 'custom',
          path: ['paymentMethod'],
          message: t('hotelBooking.noPayLater', 'Pay later is not offered for this rate'),
        });
      }
      if (v.rooms.length !== rules.rooms.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rooms'],
          message: t('hotelBooking.roomsMismatch', 'The rooms do not match the search'),
        });
        return;
      }
      v.rooms.forEach((room, r) => {
        const pax = rules.rooms[r]!;
        const adults = room.guests.filter((g) => g.type === 'adult').length;
        const children = room.guests.filter((g) => g.type === 'child');
        if (adults < 1) {
          ctx.addIssue({
            code: 'custom',
            path: ['rooms', r, 'guests'],
            message: t('guests.needsLead', 'Room {n} needs a lead guest', { n: r + 1 }),
          });
        }
        if (rules.allGuestsRequired && (adults !== pax.noOfAdults || children.length !== pax.noOfChildren)) {
          ctx.addIssue({
            code: 'custom',
            path: ['rooms', r, 'guests'],
            message: t('guests.enterAll', 'Room {n}: enter all {count} guests', {
              n: r + 1,
              count: pax.noOfAdults + pax.noOfChildren,
            }),
          });
        }
        // Children's ages must be those of the search (the price depends on them).
        const expected = [...pax.childrenAges].sort((a, b) => a - b);
        const given = children.map((c) => c.age ?? -1).sort((a, b) => a - b);
        given.forEach((age, i) => {
          if (age !== expected[i]) {
            const index = room.guests.findIndex((g) => g.type === 'child' && (g.age ?? -1) === age);
            ctx.addIssue({
              code: 'custom',
              path: ['rooms', r, 'guests', Math.max(0, index), 'age'],
              message: t('guests.agesMatch', 'The ages must match the search ({ages})', {
                ages: expected.map(ageLabel).join(', '),
              }),
            });
          }
        });
      });
    });
}
export type ApplyFormValues = z.output<ReturnType<typeof applyFormSchema>>;

export const ageLabel = (age: number) => (age === 0 ? '<1' : String(age));

/** Pay later is offered when the rate says so and its last payment instant is still ahead. */
export function payLaterOffered(
  rate: { payLaterAvailable: boolean; payLaterUntil: string | null },
  nowMs: number,
): boolean {
  if (!rate.payLaterAvailable || !rate.payLaterUntil) return false;
  const until = Date.parse(rate.payLaterUntil);
  return Number.isFinite(until) && until > nowMs;
}

export interface Countdown {
  secondsLeft: number;
  /** "14:59"; "0:00" once expired. */
  label: string;
  expired: boolean;
  /** Under a minute left. */
  urgent: boolean;
}

/** The hold's countdown at `nowMs`. */
export function holdCountdown(expiresAtMs: number, nowMs: number): Countdown {
  const secondsLeft = Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  return {
    secondsLeft,
    label: `${minutes}:${String(seconds).padStart(2, '0')}`,
    expired: secondsLeft === 0,
    urgent: secondsLeft > 0 && secondsLeft < 60,
  };
}

/** What the recheck found compared with the rate the agent chose on the details page. */
export type RecheckOutcome =
  { kind: 'same' } | { kind: 'changed'; shownPrice: number; newPrice: number } | { kind: 'sold_out' };

/**
 * Whether the form may be sent: the hold is alive, the rate is not sold out, and a changed price was
 * accepted by the agent. `reason` says why not.
 */
export function bookingGate(a: { outcome: RecheckOutcome; priceAccepted: boolean; expired: boolean }): {
  canBook: boolean;
  reason: string | null;
} {
  if (a.outcome.kind === 'sold_out') {
    return {
      canBook: false,
      reason: t('hotelBooking.gateSoldOut', 'This rate is sold out. Choose another rate.'),
    };
  }
  if (a.expired) {
    return {
      canBook: false,
      reason: t(
        'hotelBooking.gateExpired',
        'The hold on this rate has expired. Check the rate again to book it.',
      ),
    };
  }
  if (a.outcome.kind === 'changed' && !a.priceAccepted) {
    return {
      canBook: false,
      reason: t('hotelBooking.gateChanged', 'The price has changed: accept the new price to continue.'),
    };
  }
  return { canBook: true, reason: null };
}

/** What is charged now for the chosen payment: the card adds its fee; pay later charges nothing yet. */
export function amountDue(
  total: number,
  method: PaymentChoice,
  cardFeePercent: number | null,
): { now: number; fee: number } | null {
  if (method === 'pay_later') return { now: 0, fee: 0 };
  if (method === 'wallet') return { now: total, fee: 0 };
  if (cardFeePercent === null) return null;
  const fee = percentOf(total, cardFeePercent);
  return { now: total + fee, fee };
}

/** The form's part of the booking body: guests per room (children with their age), contact and the rest. */
export function bookingFields(values: ApplyFormValues) {
  return {
    rooms: values.rooms.map((room) => ({
      guests: room.guests.map(({ age, ...g }) => (g.type === 'child' && age !== null ? { ...g, age } : g)),
    })),
    contact: values.contact,
    specialRequests: values.specialRequests,
    agentReferenceNumber: values.agentReferenceNumber,
    paymentMethod: values.paymentMethod,
  };
}
