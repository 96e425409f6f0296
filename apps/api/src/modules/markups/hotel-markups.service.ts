import type { z } from 'zod';
import type { ActingAs } from '../../audit/index.ts';
import { auditedMarkupChange } from './markup-audit.ts';
import type {
  HotelMarkupDto,
  hotelMarkupsQuery,
  HotelMarkupsAnswer,
  HotelRoomMarkupsAnswer,
  HotelStarMarkupsAnswer,
  HotelSubAgentMarkupDto,
} from '@portal/contracts';
import {
  hotelMarkupItemId,
  parseHotelMarkupItem,
  plainDateIn,
  STAR_CATEGORIES,
  toMajor,
  type HotelMarkupRow,
  type StarCategory,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  byItem,
  callerPreview,
  loadCallerHotelMarkups,
  subAgentPreview,
  type CallerHotelMarkups,
  type MarkupCaller,
  type RoomRef,
} from './hotel-markups.layers.ts';
import {
  activeHotelsByStar,
  findHotel,
  findRoomType,
  fromNetByRoomType,
  hotelIdsOfRoomTypes,
  hotelsPage,
  hotelSubAgentMarkupsOf,
  roomTypesOf,
  type HotelClientMarkupRow,
  type HotelSubAgentMarkupRow,
} from './hotel-markups.repository.ts';
import { findSubAgent, subAgentsOf, upsertClientMarkup, upsertSubAgentMarkup } from './markups.repository.ts';

type Scope = 'star' | 'hotel' | 'room';

export const STAR_LABELS: Record<StarCategory, string> = {
  '1': '1 star',
  '2': '2 stars',
  '3': '3 stars',
  '4': '4 stars',
  '5': '5 stars',
  apartment: 'Apartments',
  hostel: 'Hostels',
  unrated: 'Unrated',
};

const STAR_SCOPE_NAMES: Record<StarCategory, string> = {
  '1': '1-star hotels',
  '2': '2-star hotels',
  '3': '3-star hotels',
  '4': '4-star hotels',
  '5': '5-star hotels',
  apartment: 'Apartments',
  hostel: 'Hostels',
  unrated: 'Unrated hotels',
};

function dto(row: HotelClientMarkupRow | HotelSubAgentMarkupRow): HotelMarkupDto {
  const item = parseHotelMarkupItem(row.itemId);
  const value = Number(row.value);
  return {
    _id: row.id,
    scope: item && item.scope !== 'all' ? item.scope : 'hotel',
    itemId: item?.id ?? '',
    markupType: row.type,
    markup: row.type === 'flat' ? toMajor(value) : value,
    value,
  };
}

const subDto = (row: HotelSubAgentMarkupRow): HotelSubAgentMarkupDto => ({
  ...dto(row),
  subAgentId: row.subAgentId,
});

const itemKey = (scope: Scope, id: string) => hotelMarkupItemId({ scope, id, source: null })!;

/** The caller's rows, its sub-agents and their rows (reseller only): what every list needs. */
async function pageContext(deps: AppDeps, caller: MarkupCaller) {
  const db = deps.database.db;
  const isReseller = caller.role === 'reseller';
  const [layers, subs, subRows] = await Promise.all([
    loadCallerHotelMarkups(db, caller),
    isReseller ? subAgentsOf(db, caller.agentId) : Promise.resolve([]),
    isReseller ? hotelSubAgentMarkupsOf(db, caller.agentId) : Promise.resolve([]),
  ]);
  const subList = subs.map((s) => ({ _id: s.id, name: s.companyName || s.name }));
  const subRowsOf = new Map(
    subs.map((s) => {
      const own = subRows.filter((r) => r.subAgentId === s.id);
      return [
        s.id,
        {
          index: byItem(own),
          plain: own.map((r): HotelMarkupRow => ({ itemId: r.itemId, type: r.type, value: Number(r.value) })),
        },
      ];
    }),
  );
  return { layers, client: byItem(layers.clientRows), subList, subRowsOf };
}

type Context = Awaited<ReturnType<typeof pageContext>>;

function scopeEntries(ctx: Context, key: string) {
  return ctx.subList.map((s) => {
    const row = ctx.subRowsOf.get(s._id)?.index.get(key);
    return { subAgentId: s._id, name: s.name, markup: row ? subDto(row) : null };
  });
}

function previewEntries(ctx: Context, key: string, ref: RoomRef | null, net: number | undefined) {
  return scopeEntries(ctx, key).map((e) => ({
    ...e,
    preview:
      ref && net !== undefined
        ? subAgentPreview(ctx.layers, ctx.subRowsOf.get(e.subAgentId)?.plain ?? [], ref, net)
        : null,
  }));
}

export async function hotelStarMarkups(deps: AppDeps, caller: MarkupCaller): Promise<HotelStarMarkupsAnswer> {
  const [ctx, counts] = await Promise.all([pageContext(deps, caller), activeHotelsByStar(deps.database.db)]);
  return {
    starCategories: STAR_CATEGORIES.map((star) => {
      const key = itemKey('star', star);
      const row = ctx.client.get(key);
      return {
        starCategory: star,
        label: STAR_LABELS[star],
        hotels: counts.get(star) ?? 0,
        clientMarkup: row ? dto(row) : null,
        subAgents: scopeEntries(ctx, key),
      };
    }),
    subAgents: ctx.subList,
  };
}

/** Hotels with a markup of the caller or of one of its sub-agents, on the hotel or one of its room types. */
async function markedHotelIds(deps: AppDeps, ctx: Context): Promise<string[]> {
  const keys = [...ctx.client.keys(), ...[...ctx.subRowsOf.values()].flatMap((s) => [...s.index.keys()])];
  const hotelIds = new Set<string>();
  const roomIds: string[] = [];
  for (const key of keys) {
    const item = parseHotelMarkupItem(key);
    if (item?.scope === 'hotel') hotelIds.add(item.id!);
    if (item?.scope === 'room') roomIds.push(item.id!);
  }
  for (const id of await hotelIdsOfRoomTypes(deps.database.db, roomIds)) hotelIds.add(id);
  return [...hotelIds];
}

function cheapest(
  layers: CallerHotelMarkups,
  rooms: readonly { id: string }[],
  hotel: RoomRef['hotel'],
  nets: Map<string, number>,
): { ref: RoomRef; net: number } | null {
  let best: { ref: RoomRef; net: number; price: number } | null = null;
  for (const room of rooms) {
    const net = nets.get(room.id);
    if (net === undefined) continue;
    const ref = { hotel, roomTypeId: room.id };
    const price = callerPreview(layers, ref, net).agentPrice;
    if (!best || price < best.price) best = { ref, net, price };
  }
  return best;
}

export async function hotelMarkups(
  deps: AppDeps,
  caller: MarkupCaller,
  q: z.output<typeof hotelMarkupsQuery>,
): Promise<HotelMarkupsAnswer> {
  const db = deps.database.db;
  const ctx = await pageContext(deps, caller);
  const ids = q.marked ? await markedHotelIds(deps, ctx) : null;
  const page = await hotelsPage(
    db,
    { search: q.search, cityId: q.cityId, starCategory: q.starCategory, ids },
    q.skip,
    q.limit,
  );
  const rooms = await roomTypesOf(
    db,
    page.rows.map((h) => h.id),
  );
  const nets = await fromNetByRoomType(
    db,
    rooms.map((r) => r.id),
    plainDateIn(deps.clock.now()),
  );
  return {
    hotels: page.rows.map((h) => {
      const own = rooms.filter((r) => r.hotelId === h.id);
      const hotel = { id: h.id, starCategory: h.starCategory };
      const best = cheapest(ctx.layers, own, hotel, nets);
      const key = itemKey('hotel', h.id);
      const row = ctx.client.get(key);
      return {
        _id: h.id,
        name: h.name,
        cityName: h.cityName,
        areaName: h.areaName,
        starCategory: h.starCategory,
        roomTypes: h.roomTypes,
        clientMarkup: row ? dto(row) : null,
        roomMarkups: own.filter((r) => ctx.client.has(itemKey('room', r.id))).length,
        preview: best ? callerPreview(ctx.layers, best.ref, best.net) : null,
        subAgents: previewEntries(ctx, key, best?.ref ?? null, best?.net),
      };
    }),
    subAgents: ctx.subList,
    totalHotels: page.total,
  };
}

export async function hotelRoomMarkups(
  deps: AppDeps,
  caller: MarkupCaller,
  hotelId: string,
): Promise<HotelRoomMarkupsAnswer> {
  const db = deps.database.db;
  const hotelRow = await findHotel(db, hotelId);
  if (!hotelRow) throw notFound('Hotel');
  const [ctx, rooms] = await Promise.all([pageContext(deps, caller), roomTypesOf(db, [hotelId])]);
  const nets = await fromNetByRoomType(
    db,
    rooms.map((r) => r.id),
    plainDateIn(deps.clock.now()),
  );
  const hotel = { id: hotelRow.id, starCategory: hotelRow.starCategory };
  const scope = (key: string) => {
    const row = ctx.client.get(key);
    return { clientMarkup: row ? dto(row) : null, subAgents: scopeEntries(ctx, key) };
  };
  return {
    hotel: {
      _id: hotelRow.id,
      name: hotelRow.name,
      cityName: hotelRow.cityName,
      areaName: hotelRow.areaName,
      starCategory: hotelRow.starCategory,
    },
    hotelMarkups: scope(itemKey('hotel', hotelId)),
    starMarkups: scope(itemKey('star', hotelRow.starCategory)),
    roomTypes: rooms.map((room) => {
      const key = itemKey('room', room.id);
      const row = ctx.client.get(key);
      const net = nets.get(room.id);
      const ref = { hotel, roomTypeId: room.id };
      return {
        _id: room.id,
        name: room.name,
        clientMarkup: row ? dto(row) : null,
        preview: net === undefined ? null : callerPreview(ctx.layers, ref, net),
        subAgents: previewEntries(ctx, key, ref, net),
      };
    }),
    subAgents: ctx.subList,
  };
}

/** 404 unless the hotel or room type exists (a star category was checked by the body schema). */
async function requireItem(deps: AppDeps, scope: Scope, itemId: string): Promise<void> {
  const db = deps.database.db;
  if (scope === 'hotel' && !(await findHotel(db, itemId))) throw notFound('Hotel');
  if (scope === 'room' && !(await findRoomType(db, itemId))) throw notFound('Room type');
}

export async function setHotelClientMarkup(
  deps: AppDeps,
  agentId: string,
  body: { scope: Scope; itemId: string; markupType: 'flat' | 'percentage'; value: number },
  who: ActingAs,
): Promise<HotelMarkupDto> {
  await requireItem(deps, body.scope, body.itemId);
  const layer = {
    product: 'hotel',
    itemId: itemKey(body.scope, body.itemId),
    type: body.markupType,
    value: body.value,
  } as const;
  const row = await auditedMarkupChange(deps.database.db, who, { kind: 'markup.set', agentId }, (tx) =>
    upsertClientMarkup(tx, agentId, layer, deps.clock.now()),
  );
  return dto(row!);
}

export async function setHotelSubAgentMarkup(
  deps: AppDeps,
  parentId: string,
  body: {
    subAgentId: string;
    scope: Scope;
    itemId: string;
    markupType: 'flat' | 'percentage';
    value: number;
  },
  who: ActingAs,
): Promise<HotelSubAgentMarkupDto> {
  if (!(await findSubAgent(deps.database.db, parentId, body.subAgentId))) throw notFound('Sub-agent');
  await requireItem(deps, body.scope, body.itemId);
  const layer = {
    product: 'hotel',
    itemId: itemKey(body.scope, body.itemId),
    type: body.markupType,
    value: body.value,
  } as const;
  const row = await auditedMarkupChange(
    deps.database.db,
    who,
    { kind: 'markup.set', agentId: parentId },
    (tx) => upsertSubAgentMarkup(tx, parentId, body.subAgentId, layer, deps.clock.now()),
  );
  return subDto(row!);
}

/** What a hotel markup applies to, for the delete answer's `name` and the admin command line. */
export async function hotelMarkupName(deps: AppDeps, itemId: string | null): Promise<string> {
  const item = parseHotelMarkupItem(itemId);
  const source = item?.source ? ` (${item.source} rates)` : '';
  if (!item || item.scope === 'all') return `All hotels${source}`;
  if (item.scope === 'star') return `${STAR_SCOPE_NAMES[item.id as StarCategory]}${source}`;
  const db = deps.database.db;
  if (item.scope === 'hotel') return `${(await findHotel(db, item.id!))?.name ?? 'Hotel'}${source}`;
  const room = await findRoomType(db, item.id!);
  return room ? `${room.hotelName} - ${room.name}${source}` : `Room type${source}`;
}
