// Shared by money-race.mjs and crash-loop.mjs: a fresh PostgreSQL bench database, parent agents with
// one sub-agent each (opening balances as journal entries), an admin, their tokens, priced checkout
// items, and the ledger check the benches print. Prints nothing itself.
import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import pg from 'pg';

export const JWT_SECRET = 'bench-jwt-4e9c2a7f1b8d3065c7a1e9f24b6d0853';
export const GATEWAY_SECRET = 'bench-gw-b71f4c9e2a6d8035f1c7a4e90b3d6281';
/** Production with its own secrets, but a sandbox deployment: the sandbox supplier and card gateway run. */
export const SERVER_ENV = {
  NODE_ENV: 'production',
  SANDBOX: 'true',
  JWT_SECRET,
  GATEWAY_SECRET,
  FILE_LINK_SECRET: 'bench-file-3a8e6c1d9f2b7054a6e3c8d1f90b2475',
  LOG_LEVEL: 'warn',
};

export const flag = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};

/** Drops and creates the bench database; answers its URL. */
export async function freshDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const agentColumns = `email, company_name, address, country_isocode, city, name, designation, phone_number,
  whatsapp_number, password_hash, random_string, status, role, parent_id`;
const agentValues = (
  who,
) => `'bench-${who}-' || g || '@bench.test', 'Bench ${who} ' || g, 'Bench Street', 'AE',
  'Dubai', 'Bench', 'Agent', '+971500000000', '+971500000000', 'not-a-hash', md5('${who}' || g), 'ok'`;

/** `pairs` parents with one sub-agent each, every wallet opened with `opening` fils; an admin. */
export async function seedAgents(client, { pairs, opening }) {
  await client.query(`begin;
  insert into admins (email, name, password_hash) values ('bench-admin@bench.test', 'Bench', 'not-a-hash');
  insert into agents (${agentColumns})
    select ${agentValues('parent')}, 'reseller', null from generate_series(1, ${pairs}) g;
  insert into agents (${agentColumns})
    select ${agentValues('sub')}, 'sub-agent', p.id from generate_series(1, ${pairs}) g
    join agents p on p.email = 'bench-parent-' || g || '@bench.test';
  -- Every module on, as after a sign-up (the API's module guard refuses an agent without its module).
  insert into agent_configurations (agent_id) select id from agents where email like 'bench-%@bench.test';
  insert into wallets (agent_id, balance) select id, ${opening} from agents where email like 'bench-%@bench.test';
  insert into ledger_entries (kind, agent_id, net_amount, balance_after, credit_used_after, held_after, reference, description, created_by)
    select 'opening_balance', agent_id, ${opening}, ${opening}, 0, 0, 'BENCH', 'Bench opening balance', 'system' from wallets;
  insert into ledger_postings (entry_id, account, agent_id, amount)
    select id, 'agent_wallet', agent_id, ${opening} from ledger_entries where reference = 'BENCH'
    union all select id, 'opening_balances', null, -${opening} from ledger_entries where reference = 'BENCH';
  insert into sessions (subject_kind, subject_id, expires_at)
    select 'agent', id, now() + interval '1 day' from agents where email like 'bench-%@bench.test';
  insert into sessions (subject_kind, subject_id, expires_at)
    select 'admin', id, now() + interval '1 day' from admins where email = 'bench-admin@bench.test';
  commit;`);
  const rows = (
    await client.query(`select a.id, a.email, a.role, a.parent_id as "parentId", s.id as sid
      from agents a join sessions s on s.subject_id = a.id where a.email like 'bench-%@bench.test'
      order by a.agent_code`)
  ).rows;
  const agents = await Promise.all(
    rows.map(async (r) => ({ ...r, token: await tokenFor(r.sid, r.id, 'agent') })),
  );
  const [admin] = (
    await client.query(`select a.id, s.id as sid from admins a join sessions s on s.subject_id = a.id
      where a.email = 'bench-admin@bench.test'`)
  ).rows;
  const pairsOut = agents
    .filter((a) => a.role === 'reseller')
    .map((parent) => ({ parent, sub: agents.find((a) => a.parentId === parent.id) }));
  return { pairs: pairsOut, adminToken: await tokenFor(admin.sid, admin.id, 'admin') };
}

function tokenFor(sid, sub, kind) {
  return new SignJWT({ sid, kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setAudience(`portal-${kind}`)
    .setIssuedAt()
    .setExpirationTime('4h')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

export const lead = {
  name: 'Bench Traveller',
  email: 'bench@bench.test',
  phone: '+971500000000',
  country: 'AE',
};

async function call(url, path, { token, body, key, method = 'POST' } = {}) {
  const headers = body === undefined ? {} : { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = key;
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, json, text };
}
export { call as api };

function dateAhead(days, offDates) {
  const d = new Date(Date.now() + 4 * 3600_000 + days * 86_400_000);
  let date = d.toISOString().slice(0, 10);
  while (offDates.includes(date)) {
    d.setUTCDate(d.getUTCDate() + 1);
    date = d.toISOString().slice(0, 10);
  }
  return date;
}

/**
 * Checkout items priced through the API: own inventory lines (tickets), company booking lines, and
 * API-connected lines with a free sandbox slot (their supplier call is the step a crash interrupts).
 * Refundable activities first, so that cancellations in the mix move money back.
 */
export async function pricedItems(client, url, token) {
  const pick = async (where, n) =>
    (
      await client.query(`select act.id, a.off_dates as "offDates" from attraction_activities act
        join attractions a on a.id = act.attraction_id
        where ${where} and act.base = 'person' and jsonb_array_length(a.available_weekdays) = 7
          and a.custom_date_from is null and act.adult_price > 0
        order by a.cancellation_type = 'non-refundable', a.sort_order, act.sort_order limit ${n}`)
    ).rows;
  const own = await pick(`a.booking_type = 'ticket' and not a.is_api_connected`, 6);
  const booking = await pick(`a.booking_type = 'booking' and not a.is_api_connected`, 3);
  const apiActs = await pick(`a.is_api_connected`, 3);
  const items = { own: [], booking: [], api: [] };
  const price = async (selection) => {
    const res = await call(url, '/b2b/attractions/price', { token, body: selection });
    return res.status === 200 ? { ...selection, expectedPrice: res.json.agentPrice } : null;
  };
  for (const [kind, acts] of [
    ['own', own],
    ['booking', booking],
  ])
    for (const a of acts) {
      const item = await price({ activityId: a.id, date: dateAhead(5, a.offDates), adults: 1 });
      if (item) items[kind].push(item);
    }
  for (const a of apiActs)
    for (const days of [5, 6, 7, 8]) {
      const date = dateAhead(days, a.offDates);
      const slots = await call(url, '/b2b/attractions/timeslots', {
        token,
        body: { activityId: a.id, date },
      });
      for (const slot of (slots.json?.slots ?? []).filter((s) => s.available >= 10).slice(0, 2)) {
        const item = await price({ activityId: a.id, date, adults: 1, slotId: slot.slotId });
        if (item) items.api.push(item);
      }
    }
  return items;
}

/** A signed sandbox gateway callback (what the card gateway posts after a payment). */
export function signedCallback({ paymentId, orderRef, amount, status = 'succeeded' }) {
  const nonce = randomBytes(16).toString('hex');
  const body = { paymentId, orderRef, amount, currency: 'AED', status, nonce };
  const text = [paymentId, orderRef, amount, 'AED', status, nonce].join('|');
  return { ...body, signature: createHmac('sha256', GATEWAY_SECRET).update(text).digest('hex') };
}

/** The money invariants, as counts (all zero when the ledger is exact). */
export async function ledgerCheck(client) {
  const one = async (q) => Number(Object.values((await client.query(q)).rows[0])[0]);
  return {
    entries: await one(`select count(*) from ledger_entries`),
    unbalancedEntries: await one(`select count(*) from (select entry_id from ledger_postings
      group by entry_id having sum(amount) <> 0 or count(*) < 2) x`),
    sumOfAllPostings: await one(`select coalesce(sum(amount), 0) from ledger_postings`),
    walletsNotEqualToLedger: await one(`with sums as (select agent_id,
        coalesce(sum(amount) filter (where account = 'agent_wallet'), 0) as wallet,
        coalesce(sum(amount) filter (where account = 'agent_credit'), 0) as credit,
        coalesce(sum(amount) filter (where account = 'agent_held'), 0) as held
        from ledger_postings where agent_id is not null group by agent_id),
      holds as (select agent_id, sum(amount) as held from wallet_holds where status = 'held' group by agent_id)
      select count(*) from wallets w left join sums s on s.agent_id = w.agent_id left join holds h on h.agent_id = w.agent_id
      where w.balance <> coalesce(s.wallet, 0) or w.credit_used <> -coalesce(s.credit, 0)
        or w.held <> coalesce(s.held, 0) or w.held <> coalesce(h.held, 0)`),
    holdsResolvedWithoutEntry: await one(`select count(*) from wallet_holds
      where (status = 'held') <> (resolve_entry_id is null)`),
  };
}

export async function deadlocksSoFar(client) {
  const { rows } = await client.query(
    `select deadlocks from pg_stat_database where datname = current_database()`,
  );
  return Number(rows[0]?.deadlocks ?? 0);
}

export const histogram = (values) => {
  const out = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
};

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Hotels for wallet bookings: every contract room type on free sale (so a bench measures the booking
 * path, not sold-out answers); answers the ids of the 20 most popular hotels with an active contract.
 */
export async function freeSaleHotels(client) {
  await client.query(`insert into hotel_allotment_defaults (room_type_id, type, count)
    select rt.id, 'free-sale', 0 from hotel_room_types rt on conflict (room_type_id) do update set type = 'free-sale'`);
  await client.query(`update hotel_allotments set type = null, count = null`);
  return (
    await client.query(`select h.id from hotels h where h.is_active
      and exists (select 1 from hotel_contracts c where c.hotel_id = h.id and c.is_active)
      order by h.popularity desc limit 20`)
  ).rows.map((r) => r.id);
}

const dayAhead = (n) => new Date(Date.now() + 4 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A contract rate of the first of `hotels` (from the `start`-th on) that has one, for a stay 45-64
 * days ahead: { searchId, hotelId, rateKey }, reusable for many bookings (each recheck makes a new hold).
 */
export async function hotelRate(url, token, hotels, start) {
  for (let i = 0; i < hotels.length; i++) {
    const hotelId = hotels[(start + i) % hotels.length];
    const res = await call(url, '/b2b/hotels/availabilities/single/search', {
      token,
      body: {
        hotelId,
        fromDate: dayAhead(45 + (start % 20)),
        toDate: dayAhead(47 + (start % 20)),
        rooms: [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }],
        nationality: 'GB',
        priceType: 'static',
      },
    });
    const rate = res.json?.rooms?.[0]?.rates?.[0];
    if (rate) return { searchId: res.json.searchId, hotelId, rateKey: rate.rateKey };
  }
  return null;
}

/** The create body of a wallet hotel booking from a recheck's answer (every adult of each room named). */
export function hotelOrderBody(held, agentReferenceNumber) {
  return {
    holdId: held.holdId,
    expectedPrice: held.rate.agentPrice,
    acceptPriceChange: held.priceChanged,
    rooms: held.roomPaxes.map((room) => ({
      guests: Array.from({ length: room.noOfAdults }, (_, k) => ({
        title: 'Mr',
        firstName: `Bench${k}`,
        lastName: 'Guest',
        gender: 'male',
        type: 'adult',
      })),
    })),
    contact: { name: 'Bench Guest', email: 'bench@bench.test', phone: '+971500000000' },
    specialRequests: '',
    agentReferenceNumber,
    paymentMethod: 'wallet',
  };
}
