import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { VisaApplicationAnswer, VisaTypesAnswer } from '@portal/contracts';
import { addDays, plainDateIn } from '@portal/domain';
import { multipart, SAMPLE_FILES } from '../auth/auth.fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** One call as some caller (the token is already in the options, or none). */
export type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export interface VisaCatalogueIds {
  visaId: string;
  /** A nationality sold every visa type (India) and one with none (visa on arrival: United Kingdom). */
  sold: string;
  onArrival: string;
  /** Sold with a surcharge, no 5-year visa (Nigeria). */
  surcharged: string;
}

function ok<T>(res: LightMyRequestResponse, what: string, status = 200): T {
  if (res.statusCode !== status)
    throw new Error(`${what} failed ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json<T>();
}

export async function visaCatalogue(t: TestApp): Promise<VisaCatalogueIds> {
  const visas = ok<{ _id: string }[]>(
    await t.app.inject({ method: 'GET', url: '/api/v1/visa/all' }),
    'visa list',
  );
  const nats = ok<{ _id: string; isocode: string }[]>(
    await t.app.inject({ method: 'GET', url: '/api/v1/b2b/visa/all/nationality' }),
    'nationalities',
  );
  const id = (iso: string) => nats.find((n) => n.isocode === iso)?._id ?? '';
  return { visaId: visas[0]!._id, sold: id('IN'), onArrival: id('GB'), surcharged: id('NG') };
}

export async function visaTypesOf(call: Call, ids: VisaCatalogueIds, nationality = ids.sold) {
  return ok<VisaTypesAnswer>(
    await call({ method: 'GET', url: `/api/v1/b2b/visa/type/${ids.visaId}/all/${nationality}` }),
    'visa types',
  );
}

/** A travel date two weeks after today (company zone). */
export const travelDateFor = (now: Date) => addDays(plainDateIn(now), 14);

/** Passenger rows that pass every rule for a travel date in `travelDate`'s year. */
export function travellerRow(paxType: 'ADT' | 'CHD', n: number, travelDate: string) {
  const year = Number(travelDate.slice(0, 4));
  return {
    paxType,
    title: paxType === 'ADT' ? 'mr' : 'mstr',
    firstName: `${paxType === 'ADT' ? 'Adult' : 'Child'}${'abcdefgh'[n] ?? 'x'}`,
    lastName: 'Traveller',
    email: `pax${n}@example.test`,
    contactNo: '+971 50 123 4567',
    passportNo: `P${paxType}${1000000 + n}`,
    dateOfBirth: { day: 15, month: 3, year: paxType === 'ADT' ? year - 35 : year - 8 },
    expiryDate: { day: 1, month: 1, year: year + 3 },
  } as const;
}

export function applicationBody(
  visaType: string,
  nationality: string,
  travelDate: string,
  adults: number,
  children: number,
) {
  return {
    visaType,
    nationality,
    travelDate,
    noOfAdult: adults,
    noOfChild: children,
    travellers: [
      ...Array.from({ length: adults }, (_, i) => travellerRow('ADT', i, travelDate)),
      ...Array.from({ length: children }, (_, i) => travellerRow('CHD', adults + i, travelDate)),
    ],
  };
}

export async function createVisaApplication(call: Call, body: object) {
  return ok<VisaApplicationAnswer>(
    await call({ method: 'POST', url: '/api/v1/b2b/visa/application/create', payload: body }),
    'visa application',
    201,
  ).visaApplication;
}

export const DOCS = [
  {
    field: 'passportFistPagePhoto',
    filename: 'first.jpg',
    content: SAMPLE_FILES.jpg,
    contentType: 'image/jpeg',
  },
  {
    field: 'passportLastPagePhoto',
    filename: 'last.pdf',
    content: SAMPLE_FILES.pdf,
    contentType: 'application/pdf',
  },
  { field: 'passportSizePhoto', filename: 'photo.png', content: SAMPLE_FILES.png, contentType: 'image/png' },
];

export function uploadDocs(
  call: Call,
  applicationId: string,
  travellerId: string,
  parts = DOCS,
  fields = {},
) {
  const form = multipart(parts, fields);
  return call({
    method: 'POST',
    url: `/api/v1/b2b/visa/application/${applicationId}/travellers/${travellerId}/documents`,
    headers: form.headers,
    payload: form.payload,
  });
}

/** An application with every required document uploaded, ready to pay. */
export async function readyApplication(
  call: Call,
  ids: VisaCatalogueIds,
  now: Date,
  adults = 1,
  children = 0,
) {
  const types = await visaTypesOf(call, ids);
  const app = await createVisaApplication(
    call,
    applicationBody(types.visaTypes[0]!._id, ids.sold, travelDateFor(now), adults, children),
  );
  for (const t of app.travellers) ok(await uploadDocs(call, app._id, t._id), 'documents');
  return app;
}
