import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@portal/domain';
import { queryRows, type DbHandle } from '../client.ts';
import { hotelAllotments } from '../schema/index.ts';
import { createTestDb } from '../testing/index.ts';
import { loadAllotments } from './allotments.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

async function roomTypeWithDefault(type: string): Promise<{ id: string; count: number }> {
  const [row] = await queryRows<{ id: string; count: number }>(
    handle.db,
    sql`select d.room_type_id as id, d.count from hotel_allotment_defaults d
      where d.type = ${type} and not exists (select 1 from hotel_allotments a where a.room_type_id = d.room_type_id)
      order by d.room_type_id limit 1`,
  );
  if (!row) throw new Error(`no seeded room type with a ${type} default`);
  return row;
}

describe('loadAllotments', () => {
  it('fills every night with the default and applies exceptions, inheriting null type and count', async () => {
    const room = await roomTypeWithDefault('count');
    await handle.db.insert(hotelAllotments).values([
      { roomTypeId: room.id, date: '2030-01-02', type: 'stop-sale', count: null, booked: 0 },
      { roomTypeId: room.id, date: '2030-01-03', type: null, count: null, booked: 3 },
      { roomTypeId: room.id, date: '2030-01-04', type: 'count', count: 0, booked: 0 },
      { roomTypeId: room.id, date: '2030-01-09', type: 'count', count: 99, booked: 0 },
    ]);
    const nights = await loadAllotments(handle.db, [room.id], '2030-01-01', '2030-01-05');
    expect(nights).toEqual([
      { roomTypeId: room.id, date: '2030-01-01', type: 'count', count: room.count, booked: 0 },
      { roomTypeId: room.id, date: '2030-01-02', type: 'stop-sale', count: room.count, booked: 0 },
      { roomTypeId: room.id, date: '2030-01-03', type: 'count', count: room.count, booked: 3 },
      { roomTypeId: room.id, date: '2030-01-04', type: 'count', count: 0, booked: 0 },
      { roomTypeId: room.id, date: '2030-01-05', type: 'count', count: room.count, booked: 0 },
    ]);
  });

  it('answers room types in the order asked, each night once, and nothing for a room type without inventory', async () => {
    const free = await roomTypeWithDefault('free-sale');
    const onRequest = await roomTypeWithDefault('on-request');
    const [noInventory] = await queryRows<{ id: string }>(
      handle.db,
      sql`select r.id from hotel_room_types r where not exists
        (select 1 from hotel_allotment_defaults d where d.room_type_id = r.id) limit 1`,
    );
    const nights = await loadAllotments(
      handle.db,
      [onRequest.id, noInventory!.id, free.id, onRequest.id],
      '2030-02-27',
      '2030-03-02',
    );
    expect(nights.map((n) => `${n.roomTypeId === free.id ? 'free' : 'request'} ${n.date} ${n.type}`)).toEqual(
      [
        'request 2030-02-27 on-request',
        'request 2030-02-28 on-request',
        'request 2030-03-01 on-request',
        'request 2030-03-02 on-request',
        'free 2030-02-27 free-sale',
        'free 2030-02-28 free-sale',
        'free 2030-03-01 free-sale',
        'free 2030-03-02 free-sale',
      ],
    );
    expect(await loadAllotments(handle.db, [], '2030-01-01', '2030-01-02')).toEqual([]);
    expect(await loadAllotments(handle.db, [free.id], '2030-01-02', '2030-01-01')).toEqual([]);
  });

  it('shows the seeded exceptions: a stop-sale night reads as stop sale among default nights', async () => {
    const [stop] = await queryRows<{ roomTypeId: string; date: string }>(
      handle.db,
      sql`select room_type_id as "roomTypeId", date::text as date from hotel_allotments
        where type = 'stop-sale' order by room_type_id, date limit 1`,
    );
    const nights = await loadAllotments(
      handle.db,
      [stop!.roomTypeId],
      addDays(stop!.date, -3),
      addDays(stop!.date, 3),
    );
    expect(nights).toHaveLength(7);
    expect(nights.find((n) => n.date === stop!.date)?.type).toBe('stop-sale');
    expect(nights.map((n) => n.date)).toEqual([-3, -2, -1, 0, 1, 2, 3].map((d) => addDays(stop!.date, d)));
  });
});
