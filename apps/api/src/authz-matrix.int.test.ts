import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, attractionActivities, companyBankAccounts } from '@portal/db';
import {
  cancellableActivity,
  destinationSlug,
  lineStatus,
  orderStatus,
  placePaidOrder,
  type PaidOrder,
} from './authz-matrix.fixtures.ts';
import { createTestAdmin, multipart, SAMPLE_FILES } from './modules/auth/auth.fixtures.ts';
import { a2aLineStatus, placeA2aOrder, type PlacedA2a } from './modules/a2a/a2a.matrix.testing.ts';
import { seedCatalogue, type PickedActivity } from './modules/attractions/attractions.testing.ts';
import { anyHotelId, ensureHotels, ownedHotelSearch } from './modules/hotels/hotels.testing.ts';
import {
  hotelLineStatus,
  placeHotelOrder,
  type PlacedHotel,
} from './modules/hotels/booking/booking.matrix.testing.ts';
import {
  insuranceLineStatus,
  placeInsuranceContract,
  type PlacedInsurance,
} from './modules/insurance/insurance.matrix.testing.ts';
import { issueSession } from './modules/auth/sessions.ts';
import {
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from './modules/resellers/resellers.testing.ts';
import { registeredRoutes, type RegisteredRoute, type RouteAuth } from './plugins/auth.ts';
import { buildTestApp, type TestApp } from './testing/test-app.ts';
import { creditNotesOf } from './modules/bookings/core/index.ts';
import { visaFactories } from './authz-matrix.visas.ts';
import { flightFactories } from './authz-matrix.flights.ts';
import { quotationMarkupFactories } from './authz-matrix.markups.ts';
import { quotationFactories } from './authz-matrix.quotations.ts';
import { visaDeskFactories } from './authz-matrix.visas-a2a.ts';
import { agentAdminFactories } from './authz-matrix.agents.ts';
import { walletRequestFactories } from './authz-matrix.wallet-requests.ts';
import { adminOrderFactories } from './authz-matrix.orders.ts';
import { settingsFactories } from './authz-matrix.settings.ts';
import { securityFactories } from './authz-matrix.security.ts';
import { apiKeyFactories } from './authz-matrix.api-keys.ts';

/**
 * The generated authorization matrix: every authenticated /api/v1 route, read from the app's own
 * route table (plugins/auth.ts records each route as it is registered, so new routes join without
 * touching this file), called as every kind of caller. Objects behind id parameters are created for
 * reseller A; nobody else may get them (404, or 403 where the route's role excludes the caller).
 */

const CALLERS = ['none', 'resellerB', 'subOfA', 'subOfB', 'admin'] as const;
type CallerName = (typeof CALLERS)[number] | 'owner';

interface Probe {
  /** Path parameters (the object ids of owner A). */
  params?: Record<string, string>;
  /** A body that passes validation, so the call reaches the authorization check. */
  body?: () => InjectOptions['payload'];
  headers?: () => Record<string, string>;
  /** Who besides the owner may get the object (only callers the route's role admits). */
  alsoAllowed?: CallerName[];
  /** Ids and texts of A's object that must not appear in anybody else's answer. */
  secrets: string[];
  /** 'shared': a catalogue object every agent may read, not one owner A holds. */
  kind?: 'owned' | 'shared';
  /** A text the owner's answer must contain (the object itself, not an empty page). */
  ownerSees?: string;
  /** Checked after every other caller, before the owner: a problem text if the object changed. */
  intact?: () => Promise<string | null>;
}

type Factory = () => Promise<Probe>;

let t: TestApp;
let A: TestAgent;
let identities: Record<Exclude<CallerName, 'none'>, { kind: 'agent' | 'admin'; id: string }>;
let bookable: PickedActivity;
/** A's paid order made up front: its ids must show in no other caller's answer on any route. */
let standingOrder: PaidOrder;

const idem = () => ({ 'idempotency-key': `matrix-${randomUUID()}` });
const json = (value: object) => () => value as InjectOptions['payload'];

async function freshSubOfA(): Promise<Probe & { sub: TestAgent }> {
  const sub = await createSubAgentOf(t.deps, A, { name: 'Matrix Secret Sub' });
  return { sub, params: { id: sub.id }, secrets: [sub.id, sub.email] };
}

const subAgentRoute =
  (extra: Omit<Probe, 'secrets' | 'params'> = {}): Factory =>
  async () => ({ ...(await freshSubOfA()), ...extra });

const ORDER = '/api/v1/b2b/attractions/orders/:id';

/** A's standing paid order for routes that only read it. */
const readOrder =
  (ownerSees: (o: PaidOrder) => string | undefined = () => undefined): Factory =>
  async () => ({
    params: { id: standingOrder.orderId, lineId: standingOrder.lineId },
    secrets: standingOrder.secrets,
    ownerSees: ownerSees(standingOrder),
  });

/** A catalogue object every agent reads (priced for itself); admins use the admin routes. */
const catalogueObject =
  (params: () => Promise<Record<string, string>>): Factory =>
  async () => ({
    params: await params(),
    kind: 'shared',
    alsoAllowed: ['resellerB', 'subOfA', 'subOfB'],
    secrets: [],
  });

/** A's standing a2a order (made once) for the routes that only read it. */
let standingA2a: PlacedA2a | null = null;
async function a2aOrder(): Promise<PlacedA2a> {
  standingA2a ??= await placeA2aOrder((o) => as('owner', o), t.deps);
  return standingA2a;
}
const readA2a =
  (ownerSeesId = false): Factory =>
  async () => {
    const o = await a2aOrder();
    return {
      params: { orderId: o.orderId, passengerId: o.passengerId },
      secrets: o.secrets,
      ownerSees: ownerSeesId ? o.orderId : undefined,
    };
  };
/** An admin route on a seat block: company staff only (agents 403). */
const a2aAdminTicket =
  (body?: object): Factory =>
  async () => ({
    params: { ticketId: (await a2aOrder()).ticketId },
    alsoAllowed: ['admin'],
    secrets: [],
    ...(body ? { body: json(body) } : {}),
  });

/** A's standing insurance contract (made once) for the routes that only read it. */
let standingInsurance: PlacedInsurance | null = null;
const readInsurance =
  (ownerSeesId = false): Factory =>
  async () => {
    standingInsurance ??= await placeInsuranceContract((o) => as('owner', o), t.deps);
    return {
      params: { id: standingInsurance.orderId },
      secrets: standingInsurance.secrets,
      ownerSees: ownerSeesId ? standingInsurance.orderId : undefined,
    };
  };

/** A's cancelled insurance contract (made once): its refund of the invoiced premium issued a credit note. */
let standingCreditNote: { orderId: string; noteId: string; number: string; secrets: string[] } | null = null;
const creditNoteRoute =
  (
    params: (n: NonNullable<typeof standingCreditNote>) => Record<string, string>,
    ownerSeesNumber = false,
    staff = false,
  ): Factory =>
  async () => {
    if (!standingCreditNote) {
      const o = await placeInsuranceContract((opts) => as('owner', opts), t.deps);
      const cancelled = await as('owner', {
        method: 'POST',
        url: `/api/v1/b2b/insurance/contracts/${o.orderId}/cancel`,
        headers: idem(),
        payload: {},
      });
      if (cancelled.statusCode !== 200)
        throw new Error(`cancel failed ${cancelled.statusCode}: ${cancelled.body}`);
      const [note] = await creditNotesOf(t.deps.database.db, o.orderId);
      if (!note) throw new Error('no credit note');
      standingCreditNote = { orderId: o.orderId, noteId: note.id, number: note.number, secrets: o.secrets };
    }
    const n = standingCreditNote;
    return {
      params: params(n),
      secrets: [...n.secrets, n.number],
      ...(ownerSeesNumber ? { ownerSees: n.number } : {}),
      ...(staff ? { alsoAllowed: ['admin' as const] } : {}),
    };
  };

/** A's standing hotel booking (made once) for the routes that only read it. */
let standingHotel: PlacedHotel | null = null;
const readHotel =
  (ownerSeesId = false): Factory =>
  async () => {
    standingHotel ??= await placeHotelOrder((o) => as('owner', o), t.deps, A.id);
    return {
      params: { orderId: standingHotel.orderId },
      secrets: standingHotel.secrets,
      ownerSees: ownerSeesId ? standingHotel.orderId : undefined,
    };
  };

/** Object factories by route; the owner is always reseller A. */
const FACTORIES: Record<string, Factory> = {
  ...visaDeskFactories(
    () => t,
    (o) => as('owner', o),
  ),
  ...agentAdminFactories(() => t),
  ...visaFactories(
    () => t,
    (o) => as('owner', o),
    async () => (await freshSubOfA()).sub.id,
  ),
  ...flightFactories(
    () => t,
    (o) => as('owner', o),
  ),
  ...quotationFactories(
    () => t,
    (o) => as('owner', o),
  ),
  ...quotationMarkupFactories(
    (o) => as('owner', o),
    async () => (await freshSubOfA()).sub.id,
  ),
  ...settingsFactories(
    () => t,
    () => A.id,
  ),
  ...securityFactories(
    () => t,
    () => A.id,
  ),
  ...apiKeyFactories(
    () => t,
    () => A.id,
  ),
  ...adminOrderFactories(
    () => t,
    (o) => as('owner', o),
  ),
  ...walletRequestFactories(
    () => t,
    (o) => as('owner', o),
  ),
  [`GET ${ORDER}`]: readOrder((o) => o.lineId),
  [`GET ${ORDER}/invoice`]: readOrder(),
  [`GET ${ORDER}/tickets`]: readOrder(),
  [`GET ${ORDER}/vouchers`]: readOrder(),
  // A's card order waiting for its card: nobody else may discard it (404), then A does (200).
  [`POST ${ORDER}/discard`]: async () => {
    const open = await placePaidOrder((o) => as('owner', o), bookable, 'card');
    return {
      params: { id: open.orderId },
      secrets: open.secrets,
      ownerSees: 'discarded',
      intact: async () => {
        const status = await orderStatus(t, open.orderId);
        return status === 'pending_payment' ? null : `another caller left the order ${status}`;
      },
    };
  },
  [`GET ${ORDER}/lines/:lineId/cancel-quote`]: readOrder((o) => o.lineId),
  // A fresh order of its own: nobody else may cancel it, then the owner does (200).
  [`POST ${ORDER}/lines/:lineId/cancel`]: async () => {
    const paid = await placePaidOrder((o) => as('owner', o), bookable);
    return {
      params: { id: paid.orderId, lineId: paid.lineId },
      headers: idem,
      secrets: paid.secrets,
      ownerSees: paid.lineId,
      intact: async () => {
        const status = await lineStatus(t, paid.lineId);
        return status === 'confirmed' ? null : `another caller left the line ${status}`;
      },
    };
  },
  'GET /api/v1/b2b/attractions/single/:id': catalogueObject(async () => ({ id: bookable.attractionId })),
  'GET /api/v1/b2b/attractions/destinations/:slug': catalogueObject(async () => ({
    slug: await destinationSlug(t),
  })),
  'GET /api/v1/b2b/hotels/availabilities/single/:hotelId': catalogueObject(async () => ({
    hotelId: await anyHotelId(t),
  })),
  // A's stored hotel search: nobody else may page it (404), admins are refused by the route's role.
  'GET /api/v1/b2b/hotels/availabilities/search/:searchId': async () => {
    const { searchId } = await ownedHotelSearch(t, (o) => as('owner', o));
    return { params: { searchId }, secrets: [searchId], ownerSees: searchId };
  },
  'GET /api/v1/b2b/hotels/orders/single/:orderId': readHotel(true),
  'GET /api/v1/b2b/hotels/orders/cancel/:orderId/quote': readHotel(true),
  'GET /api/v1/b2b/hotels/orders/voucher/:orderId': readHotel(),
  'GET /api/v1/b2b/hotels/orders/invoice/:orderId': readHotel(),
  // A fresh hotel booking: nobody else may cancel it, then the owner does (200).
  'POST /api/v1/b2b/hotels/orders/cancel/:orderId': async () => {
    const o = await placeHotelOrder((opts) => as('owner', opts), t.deps, A.id);
    return {
      params: { orderId: o.orderId },
      headers: idem,
      body: json({ cancellationRemark: 'matrix' }),
      secrets: o.secrets,
      ownerSees: 'cancelled',
      intact: async () =>
        (await hotelLineStatus(t.deps, o.orderId)) === 'booked' ? null : 'another caller cancelled it',
    };
  },
  'GET /api/v1/b2b/a2a/single/ticket/:ticketId': catalogueObject(async () => ({
    ticketId: (await a2aOrder()).ticketId,
  })),
  'GET /api/v1/b2b/a2a/orders/single/:orderId': readA2a(true),
  'GET /api/v1/b2b/a2a/orders/ticket/:orderId': readA2a(),
  'GET /api/v1/b2b/a2a/orders/:orderId/invoice': readA2a(),
  'GET /api/v1/b2b/a2a/orders/ticket/:orderId/single/:passengerId': readA2a(),
  'GET /api/v1/b2b/a2a/orders/:orderId/cancel/:passengerId/quote': readA2a(),
  // A fresh a2a order: nobody else may cancel or change its passenger, then the owner does (200).
  'PATCH /api/v1/b2b/a2a/orders/:orderId/cancel/:passengerId': async () => {
    const o = await placeA2aOrder((opts) => as('owner', opts), t.deps);
    return {
      params: { orderId: o.orderId, passengerId: o.passengerId },
      headers: idem,
      secrets: o.secrets,
      ownerSees: o.orderId,
      intact: async () =>
        (await a2aLineStatus(t, o.passengerId)) === 'confirmed' ? null : 'another caller cancelled it',
    };
  },
  'PATCH /api/v1/b2b/a2a/orders/:orderId/update/:passengerId': async () => {
    const o = await placeA2aOrder((opts) => as('owner', opts), t.deps);
    return {
      params: { orderId: o.orderId, passengerId: o.passengerId },
      body: json({ firstName: 'Matrixchanged' }),
      secrets: o.secrets,
      ownerSees: 'Matrixchanged',
      intact: async () => ((await a2aLineStatus(t, o.passengerId)) === 'confirmed' ? null : 'line changed'),
    };
  },
  'PATCH /api/v1/admin/a2a/tickets/:ticketId/seats': a2aAdminTicket({ change: 1 }),
  'POST /api/v1/admin/a2a/tickets/:ticketId/close': a2aAdminTicket(),
  'GET /api/v1/admin/a2a/tickets/:ticketId/passengers': a2aAdminTicket(),
  'GET /api/v1/b2b/insurance/contracts/single/:id': readInsurance(true),
  'GET /api/v1/b2b/insurance/download-contract/:id': readInsurance(),
  'GET /api/v1/b2b/insurance/contracts/:id/invoice': readInsurance(),
  // A's cancelled contract: the refund of its invoiced premium has a credit note.
  'GET /api/v1/b2b/bookings/credit-notes/:id': creditNoteRoute((n) => ({ id: n.noteId })),
  'GET /api/v1/b2b/bookings/orders/:orderId/credit-notes': creditNoteRoute(
    (n) => ({ orderId: n.orderId }),
    true,
  ),
  'GET /api/v1/admin/bookings/credit-notes/:id': creditNoteRoute((n) => ({ id: n.noteId }), false, true),
  'GET /api/v1/admin/bookings/orders/:orderId/credit-notes': creditNoteRoute(
    (n) => ({ orderId: n.orderId }),
    false,
    true,
  ),
  'GET /api/v1/b2b/insurance/contracts/:id/cancel-quote': readInsurance(true),
  // A fresh contract: nobody else may cancel it, then the owner does (200).
  'POST /api/v1/b2b/insurance/contracts/:id/cancel': async () => {
    const o = await placeInsuranceContract((opts) => as('owner', opts), t.deps);
    return {
      params: { id: o.orderId },
      headers: idem,
      secrets: o.secrets,
      ownerSees: 'cancelled',
      intact: async () =>
        (await insuranceLineStatus(t.deps, o.orderId)) === 'confirmed' ? null : 'another caller cancelled it',
    };
  },
  'GET /api/v1/b2b/resellers/single/:id': subAgentRoute(),
  'PATCH /api/v1/b2b/resellers/update/:id': subAgentRoute({ body: json({ name: 'Matrix Renamed' }) }),
  'PATCH /api/v1/b2b/resellers/:id/status': subAgentRoute({ body: json({ status: 'ok' }) }),
  'POST /api/v1/b2b/resellers/:id/reset-password': subAgentRoute(),
  'GET /api/v1/b2b/resellers/configurations/sub-agent/:id': subAgentRoute(),
  'GET /api/v1/b2b/resellers/transactions/sub-agent/:id': subAgentRoute(),
  'POST /api/v1/b2b/resellers/:id/wallet/transfer': subAgentRoute({
    body: json({ amount: 1, direction: 'to-sub' }),
    headers: idem,
  }),
  'PATCH /api/v1/b2b/resellers/:id/wallet/credit-limit': subAgentRoute({ body: json({ amount: 1 }) }),
  'POST /api/v1/b2b/resellers/configurations/sub-agent/update': async () => {
    const { sub, secrets } = await freshSubOfA();
    return { body: json({ subAgentId: sub.id, showHotel: true }), secrets };
  },
  'GET /api/v1/b2b/wallets/withdraw-requests/:id': async () => {
    const res = await as('owner', {
      method: 'POST',
      url: '/api/v1/b2b/wallets/withdraw-requests',
      headers: idem(),
      payload: {
        amount: 1,
        isoCode: 'AE',
        bankName: 'Matrix Bank',
        branchName: 'Main',
        accountHolderName: 'Matrix Holder',
        accountNumber: '1234567890',
        ibanCode: 'AE070331234567890123456',
      },
    });
    const id = ok(res).id as string;
    return { params: { id }, secrets: [id] };
  },
  'DELETE /api/v1/b2b/resellers/client/markup/delete/:id': async () => {
    const res = await as('owner', {
      method: 'PATCH',
      url: '/api/v1/b2b/resellers/client/markup/upsert',
      payload: { activityId: await anyActivityId(), markupType: 'percentage', markup: 5 },
    });
    const id = markupId(ok(res));
    return { params: { id }, secrets: [id] };
  },
  'DELETE /api/v1/b2b/resellers/subagent/markup/delete/:id': async () => {
    const { sub } = await freshSubOfA();
    const res = await as('owner', {
      method: 'PATCH',
      url: '/api/v1/b2b/resellers/subagent/markup/upsert',
      payload: { subAgentId: sub.id, activityId: await anyActivityId(), markupType: 'flat', markup: 3 },
    });
    const id = markupId(ok(res));
    return { params: { id }, secrets: [id, sub.id] };
  },
  'GET /api/v1/b2b/wallets/deposits/:id': bankDeposit,
  'GET /api/v1/b2b/wallets/deposits/:id/receipt': bankDeposit,
  'GET /api/v1/b2b/files/:uploadId': async () => {
    const form = multipart([
      { field: 'image', filename: 'a.png', content: SAMPLE_FILES.png, contentType: 'image/png' },
    ]);
    ok(
      await as('owner', {
        method: 'PATCH',
        url: '/api/v1/b2b/resellers/auth/update/avatar',
        headers: form.headers,
        payload: form.payload,
      }),
    );
    const [row] = await t.deps.database.db.select().from(agents).where(eq(agents.id, A.id));
    const uploadId = row?.avatarImgId as string;
    return { params: { uploadId }, alsoAllowed: ['admin'], secrets: [uploadId] };
  },
};

async function bankDeposit(): Promise<Probe> {
  const [bank] = await t.deps.database.db
    .insert(companyBankAccounts)
    .values({
      bankName: 'Matrix Bank',
      accountName: 'Desert Rose Tourism LLC',
      accountNumber: `MX-${randomUUID()}`,
      iban: 'AE070331234567890123456',
      swiftCode: 'MXBKAEAD',
      branchName: 'Main',
    })
    .returning();
  const form = multipart(
    [{ field: 'receipt', filename: 'r.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' }],
    { amount: '25', companyBankId: bank?.id ?? randomUUID(), referenceNumber: 'MATRIX-REF' },
  );
  const res = await as('owner', {
    method: 'POST',
    url: '/api/v1/b2b/wallets/deposit-requests/add',
    headers: { ...form.headers, ...idem() },
    payload: form.payload,
  });
  const id = ok(res).id as string;
  return { params: { id }, secrets: [id, 'MATRIX-REF'] };
}

async function anyActivityId(): Promise<string> {
  const [row] = await t.deps.database.db
    .select({ id: attractionActivities.id })
    .from(attractionActivities)
    .limit(1);
  if (!row) throw new Error('no attraction activity in the reference data');
  return row.id;
}

/** The upsert answers the stored markup. */
function markupId(body: Record<string, unknown>): string {
  if (typeof body._id !== 'string') throw new Error(`no markup id in ${JSON.stringify(body)}`);
  return body._id;
}

function ok(res: LightMyRequestResponse): Record<string, unknown> {
  if (res.statusCode !== 200) throw new Error(`fixture call failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A fresh session per call, so a route that ends sessions (logout) cannot disturb later calls. */
async function as(caller: CallerName, options: InjectOptions): Promise<LightMyRequestResponse> {
  const headers = { ...(options.headers as Record<string, string> | undefined) };
  if (caller !== 'none') {
    const who = identities[caller];
    headers.authorization = `Bearer ${await issueSession(t.deps, t.deps.database.db, who.kind, who.id, {})}`;
  }
  return t.app.inject({ ...options, headers });
}

/** 403 when the route's declared role excludes the caller outright. */
function roleExcludes(auth: RouteAuth, caller: CallerName): boolean {
  const isAdmin = caller === 'admin';
  const isSub = caller === 'subOfA' || caller === 'subOfB';
  if (auth === 'admin') return !isAdmin;
  if (auth === 'agent') return isAdmin;
  if (auth === 'reseller') return isAdmin || isSub;
  return false;
}

const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? randomUUID());

const authenticated = () =>
  registeredRoutes
    .filter((r) => r.auth !== 'public' && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));

interface Cell {
  route: string;
  caller: CallerName;
  status: number;
  problem?: string;
}
const cells: Cell[] = [];
/** Routes whose real object is shared catalogue data rather than owner A's. */
const sharedRoutes = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp();
  // The catalogue: attraction orders and the markup routes' objects.
  await seedCatalogue(t);
  await ensureHotels(t);
  bookable = await cancellableActivity(t);
  A = await createAgentWithToken(t.deps, { balance: 1_000_000, companyName: 'Matrix Owner Travels' });
  const resellerB = await createAgentWithToken(t.deps);
  const admin = await createTestAdmin(t.deps);
  identities = {
    owner: { kind: 'agent', id: A.id },
    resellerB: { kind: 'agent', id: resellerB.id },
    subOfA: { kind: 'agent', id: (await createSubAgentOf(t.deps, A)).id },
    subOfB: { kind: 'agent', id: (await createSubAgentOf(t.deps, resellerB)).id },
    admin: { kind: 'admin', id: admin.id },
  };
  standingOrder = await placePaidOrder((o) => as('owner', o), bookable);
});
afterAll(() => t.close());

async function probeRoute(route: RegisteredRoute): Promise<void> {
  const key = `${route.method} ${route.url}`;
  const factory = FACTORIES[key];
  const hasParams = route.url.includes(':');
  const probe: Probe = factory ? await factory() : { secrets: [] };
  if (probe.kind === 'shared') sharedRoutes.add(key);
  const url = fill(route.url, probe.params ?? {});
  const secrets = [...probe.secrets, ...standingOrder.secrets, A.email, 'Matrix Owner Travels'];
  const request = (): InjectOptions => ({
    method: route.method,
    url,
    headers: probe.headers?.() ?? {},
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: probe.body?.() ?? {} }),
  });
  // Others first, the owner last: an owner call may change the object (status, password).
  for (const caller of [...CALLERS, ...(factory ? (['owner'] as const) : [])]) {
    if (caller === 'owner' && probe.intact) {
      const changed = await probe.intact();
      if (changed) cells.push({ route: key, caller: 'owner', status: 0, problem: changed });
    }
    const res = await as(caller, request());
    const cell: Cell = { route: key, caller, status: res.statusCode };
    const allowed = caller === 'owner' || (probe.alsoAllowed ?? []).includes(caller);
    const success = res.statusCode >= 200 && res.statusCode < 300;
    if (res.statusCode >= 500) cell.problem = `answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
    else if (caller === 'none' && success) cell.problem = 'answered without a token';
    // Auth runs before validation (onRequest), so every route answers 401 without a token and 403 to a
    // caller whose role it excludes, whatever the body.
    else if (caller === 'none' && res.statusCode !== 401) cell.problem = `expected 401`;
    else if (
      caller !== 'none' &&
      caller !== 'owner' &&
      roleExcludes(route.auth, caller) &&
      res.statusCode !== 403
    )
      cell.problem = `expected 403`;
    else if (caller !== 'admin' && caller !== 'owner' && secrets.some((s) => res.body.includes(s)))
      cell.problem = "leaked owner A's data";
    else if (factory && caller !== 'none') {
      const expected = roleExcludes(route.auth, caller) ? 403 : allowed ? 200 : 404;
      // A call that makes a new version of the object (a quotation amendment) answers 201 Created.
      const created = expected === 200 && res.statusCode === 201;
      if (res.statusCode !== expected && !created) cell.problem = `expected ${expected}`;
      else if (caller === 'owner' && probe.ownerSees && !res.body.includes(probe.ownerSees))
        cell.problem = 'the owner did not get its object';
    } else if (hasParams && !factory && success && caller !== 'admin' && route.method !== 'GET')
      cell.problem = 'changed an object behind an unknown id';
    cells.push(cell);
  }
}

describe('authorization matrix', () => {
  it('every authenticated route, every caller: no 500, no foreign object, 404 for other agents’ ids', async () => {
    const routes = authenticated();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) await probeRoute(route);

    const keyOf = (r: RegisteredRoute) => `${r.method} ${r.url}`;
    const withObjects = routes.filter((r) => FACTORIES[keyOf(r)]).length;
    const idRoutes = routes.filter((r) => r.url.includes(':'));
    const shared = idRoutes.filter((r) => sharedRoutes.has(keyOf(r))).length;
    const real = idRoutes.filter((r) => FACTORIES[keyOf(r)]).length;
    const unprobed = idRoutes.filter((r) => !FACTORIES[keyOf(r)]);
    const problems = cells.filter((c) => c.problem);
    console.info(
      [
        `authorization matrix: ${routes.length} authenticated routes x ${CALLERS.length} callers = ${routes.length * CALLERS.length} calls`,
        `  (+ ${withObjects} owner controls; ${withObjects} routes with a real object; callers: ${CALLERS.join(', ')})`,
        `  id routes: ${idRoutes.length}, with real objects: ${real} (${real - shared} owned by reseller A, ${shared} shared catalogue), unknown ids only: ${unprobed.length}${unprobed.length ? ` (${unprobed.map(keyOf).join(', ')})` : ''}`,
        `  problems: ${problems.length}`,
        ...problems.map((p) => `    ${p.route} as ${p.caller}: ${p.status} ${p.problem}`),
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    // A sweep of every route by every caller: its time grows with the routes, so it has its own bound.
  }, 900_000);

  it('has a factory for every owned-object route it names (no stale entries)', () => {
    const keys = new Set(authenticated().map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(FACTORIES).filter((k) => !keys.has(k))).toEqual([]);
  });
});
