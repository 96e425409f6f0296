import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { QuotationAmendmentDto, QuotationDraftInput } from '@portal/contracts';
import { queryRows, seedAttractions } from '@portal/db';
import { addDays, plainDateIn } from '@portal/domain';
import type { TestApp } from '../../testing/test-app.ts';

/** Test helpers of the quotations module (the authorization matrix uses them too). */
export type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export interface QuotationCatalogue {
  /** A per-person excursion with a shared transfer and private vehicles. */
  excursion: { id: string; name: string };
  visa: { typeId: string; nationalityId: string };
  hotel: { id: string; roomTypeId: string; name: string };
}

export async function quotationCatalogue(t: TestApp): Promise<QuotationCatalogue> {
  await seedAttractions(t.deps.database.db, { now: t.deps.clock.now() });
  const db = t.deps.database.db;
  const [excursion] = await queryRows<{ id: string; name: string }>(
    db,
    sql`select act.id, act.name from attraction_activities act join attractions a on a.id = act.attraction_id
         where a.is_active and act.is_active and act.base = 'person' and act.shared_transfer_price is not null
           and jsonb_array_length(act.private_vehicles) > 0 and act.adult_cost > 0 and act.child_cost > 0
         order by a.sort_order, act.sort_order limit 1`,
  );
  const [visa] = await queryRows<{ typeId: string; nationalityId: string }>(
    db,
    sql`select p.visa_type_id as "typeId", p.nationality_id as "nationalityId"
          from visa_nationality_prices p join visa_nationalities n on n.id = p.nationality_id
          join visa_types vt on vt.id = p.visa_type_id
         where n.country_isocode = 'IN' and p.is_sold and vt.is_active order by vt.sort_order limit 1`,
  );
  // A Dubai hotel with our own contract rates for doubles and triples (the contract supplier answers at once).
  const [hotel] = await queryRows<{ id: string; roomTypeId: string; name: string }>(
    db,
    sql`select h.id, r.id as "roomTypeId", h.name from hotels h
          join hotel_cities c on c.id = h.city_id and c.slug = 'dubai'
          join hotel_room_types r on r.hotel_id = h.id and r.max_adults >= 3 and r.max_children >= 1
          join hotel_contracts hc on hc.room_type_id = r.id and hc.is_active
         where h.is_active order by h.popularity desc, h.name, r.sort_order limit 1`,
  );
  if (!excursion || !visa || !hotel) throw new Error('quotation catalogue not seeded');
  return { excursion, visa: { typeId: visa.typeId, nationalityId: visa.nationalityId }, hotel };
}

/** Arrival `days` ahead (company zone) for `nights` nights. */
export function tripDates(t: TestApp, days = 40, nights = 3) {
  const today = plainDateIn(t.deps.clock.now());
  return { checkInDate: addDays(today, days), checkOutDate: addDays(today, days + nights) };
}

/** A land-only quotation: one excursion with a shared transfer and the visa, no hotel, no transfers. */
export function landDraft(
  t: TestApp,
  c: QuotationCatalogue,
  extra: Partial<QuotationDraftInput> = {},
): QuotationDraftInput {
  return {
    clientName: 'Mr Rahul Mehta',
    noOfAdults: 2,
    noOfChildren: 1,
    childrenAges: [7],
    ...tripDates(t),
    nationality: 'IN',
    isArrivalAirportDisabled: true,
    isDepartureAirportDisabled: true,
    isHotelQuotationDisabled: true,
    isTransferQuotationDisabled: true,
    isSupplimentQuotationDisabled: true,
    excursions: [{ activityId: c.excursion.id, selectedExcursionType: 'Shared', vehicleType: [] }],
    visa: { visaId: c.visa.typeId, nationalityId: c.visa.nationalityId },
    ...extra,
  };
}

/** A quotation with one Dubai hotel, private airport transfers both ways, no land services. */
export function hotelDraft(
  t: TestApp,
  c: QuotationCatalogue,
  extra: Partial<QuotationDraftInput> = {},
): QuotationDraftInput {
  const dates = tripDates(t);
  return {
    clientName: 'Ms Jane Doe',
    noOfAdults: 2,
    noOfChildren: 1,
    childrenAges: [6],
    ...dates,
    nationality: 'GB',
    arrivalAirport: { iata: 'DXB', terminalCode: 'T3' },
    departureAirport: { iata: 'DXB', terminalCode: 'T1' },
    stays: [{ hotels: [{ hotelId: c.hotel.id, roomTypeId: c.hotel.roomTypeId, ...dates }] }],
    transfer: [
      {
        stayNo: 1,
        stays: [
          { transferType: 'private', vehicleTypes: [] },
          { transferType: 'shared', vehicleTypes: [] },
        ],
      },
    ],
    isExcursionQuotationDisabled: true,
    isSupplimentQuotationDisabled: true,
    isVisaQuotaionsDisabled: true,
    ...extra,
  };
}

export const idem = () => ({ 'idempotency-key': `qtn-${randomUUID()}` });

export async function createQuotation(
  call: Call,
  draft: QuotationDraftInput,
): Promise<QuotationAmendmentDto> {
  const res = await call({
    method: 'POST',
    url: '/api/v1/quotations/create',
    headers: idem(),
    payload: draft,
  });
  if (res.statusCode !== 201)
    throw new Error(`quotation create failed ${res.statusCode}: ${res.body.slice(0, 400)}`);
  return res.json<QuotationAmendmentDto>();
}
