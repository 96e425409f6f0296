import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  InventoryContractDto,
  inventoryContractCreateBody,
  inventoryContractUpdateBody,
} from '@portal/contracts';
import { currencies, hotelContracts, hotelRoomTypes, latestFxRate, type DbOrTx } from '@portal/db';
import {
  BASE_CURRENCY,
  cancellationProblem,
  childBandsProblem,
  copyChildBands,
  copyMealSupplements,
  copySeasonsToNextYear,
  mealSupplementsProblem,
  seasonsProblem,
  seasonsValidity,
  type ContractSeason,
  type FieldProblem,
} from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { recordAudit, type ActingAs } from '../../../audit/index.ts';
import { noteLocalChange } from '../../../lib/change-feed.ts';
import { badRequest, conflict, notFound } from '../../../lib/app-error.ts';

/**
 * Contracts of the extranet (issue 34 section 1): one row of hotel_contracts per room type, meal plan
 * and rate, with its seasons, child and extra-bed rates, minimum stay, release days, cancellation
 * tiers and promotions - the row the contract adapter prices searches and bookings from. Bookings
 * keep their own copy of net and policy, so no edit here alters one already made. Amounts are in the
 * contract's currency; the search converts them to AED (contracts.repository, contractInBaseCurrency).
 */

type ContractRow = typeof hotelContracts.$inferSelect;
type ContractFields = z.output<typeof inventoryContractCreateBody>;
type ContractUpdate = z.output<typeof inventoryContractUpdateBody>;

/** The answer of a save that lost the race. */
export const CHANGED_BY_SOMEONE_ELSE =
  'This contract was changed by someone else since you opened it: reload it and save your changes again';

export function contractDto(row: ContractRow, roomTypeName: string): InventoryContractDto {
  return {
    _id: row.id,
    hotelId: row.hotelId,
    roomTypeId: row.roomTypeId,
    roomTypeName,
    rateCode: row.rateCode,
    rateName: row.rateName,
    boardCode: row.boardCode,
    seasons: row.seasons.map((s) => ({ ...s })),
    childBands: row.childBands,
    mealSupplements: row.mealSupplements,
    minStay: row.minStay,
    releaseDays: row.releaseDays,
    cancellation: row.cancellation,
    promotions: row.promotions.map((p) => ({ ...p, combinable: p.combinable !== false })),
    rateComments: row.rateComments,
    currency: row.currency,
    validFrom: row.validFrom,
    validTo: row.validTo,
    isActive: row.isActive,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function refuse(problem: FieldProblem | null): void {
  if (problem)
    throw badRequest(`${problem.field}: ${problem.message}`, { [problem.field]: [problem.message] });
}

/** The same rules the pricing relies on: seasons in order and apart, prices positive, bands sound. */
function checkContract(input: Omit<ContractFields, 'roomTypeId'>): void {
  refuse(seasonsProblem(input.seasons));
  refuse(childBandsProblem(input.childBands));
  refuse(cancellationProblem(input.cancellation));
  refuse(mealSupplementsProblem(input.mealSupplements));
  if (input.mealSupplements.some((m) => m.boardCode === input.boardCode))
    refuse({
      field: 'mealSupplements',
      message: 'A supplement cannot be for the meal plan the rates include',
    });
  for (const [i, p] of input.promotions.entries()) {
    if (p.type === 'stay-pay' && p.pay >= p.stay)
      refuse({ field: `promotions[${i}].pay`, message: 'Pay fewer nights than the stay' });
    if (p.stayFrom && p.stayTo && p.stayTo < p.stayFrom)
      refuse({
        field: `promotions[${i}].stayTo`,
        message: 'The last night cannot be before the first night',
      });
  }
}

/**
 * The contract's currency, checked: a currency of the portal with a rate (the search converts the
 * amounts with it; without one the contract could not sell).
 */
async function checkedCurrency(db: DbOrTx, isocode: string): Promise<string> {
  if (isocode === BASE_CURRENCY) return isocode;
  const [row] = await db
    .select({ isocode: currencies.isocode, rate: latestFxRate(currencies.isocode) })
    .from(currencies)
    .where(eq(currencies.isocode, isocode));
  if (!row)
    throw badRequest(`currency: ${isocode} is not a currency of the portal`, {
      currency: [`${isocode} is not a currency of the portal`],
    });
  if (row.rate === null) {
    const message = `No exchange rate is set for ${isocode}: set one under Currency rates first`;
    throw badRequest(`currency: ${message}`, { currency: [message] });
  }
  return isocode;
}

/** Seasons as stored: in date order, without an absent per-season minimum stay. */
function storedSeasons(seasons: readonly ContractSeason[]): ContractSeason[] {
  return [...seasons]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((s) => ({
      from: s.from,
      to: s.to,
      roomPrice: s.roomPrice,
      baseOccupancy: s.baseOccupancy,
      extraAdult: s.extraAdult,
      extraBed: s.extraBed,
      ...(s.minStay !== undefined ? { minStay: s.minStay } : {}),
    }));
}

function contractValues(input: Omit<ContractFields, 'roomTypeId'>) {
  const seasons = storedSeasons(input.seasons);
  return {
    rateName: input.rateName,
    boardCode: input.boardCode,
    seasons,
    childBands: input.childBands,
    mealSupplements: input.mealSupplements,
    minStay: input.minStay,
    releaseDays: input.releaseDays,
    cancellation: input.cancellation,
    promotions: input.promotions,
    rateComments: input.rateComments,
    isActive: input.isActive,
    ...seasonsValidity(seasons),
  };
}

function auditOf(row: ContractRow): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

async function roomTypeOf(db: DbOrTx, id: string) {
  const [room] = await db.select().from(hotelRoomTypes).where(eq(hotelRoomTypes.id, id));
  if (!room) throw badRequest('roomTypeId: no such room type', { roomTypeId: ['No such room type'] });
  return room;
}

export async function findContract(db: DbOrTx, id: string): Promise<InventoryContractDto> {
  const [row] = await db
    .select({ contract: hotelContracts, roomTypeName: hotelRoomTypes.name })
    .from(hotelContracts)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelContracts.roomTypeId))
    .where(eq(hotelContracts.id, id));
  if (!row) throw notFound('Contract');
  return contractDto(row.contract, row.roomTypeName);
}

export async function createContract(
  deps: AppDeps,
  input: ContractFields,
  who: ActingAs,
): Promise<InventoryContractDto> {
  checkContract(input);
  const { db } = deps.database;
  const room = await roomTypeOf(db, input.roomTypeId);
  const currency = await checkedCurrency(db, input.currency ?? BASE_CURRENCY);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hotelContracts)
      .values({
        ...contractValues(input),
        currency,
        hotelId: room.hotelId,
        roomTypeId: room.id,
        rateCode: input.rateCode ?? `EXT-${input.boardCode}`,
      })
      .returning();
    if (!row) throw new Error('contract not stored');
    await recordAudit(tx, who, {
      kind: 'contract.create',
      object: { type: 'hotel-contract', id: row.id },
      before: null,
      after: auditOf(row),
    });
    noteLocalChange();
    return contractDto(row, room.name);
  });
}

/**
 * Saves a contract read at `input.version`: one conditional UPDATE (version matches) that bumps the
 * version, so of two staff saving the same version one wins and the other gets 409, never a silent
 * overwrite.
 */
export async function updateContract(
  deps: AppDeps,
  id: string,
  input: ContractUpdate,
  who: ActingAs,
): Promise<InventoryContractDto> {
  checkContract(input);
  const currency = input.currency ? await checkedCurrency(deps.database.db, input.currency) : null;
  return deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(hotelContracts).where(eq(hotelContracts.id, id));
    if (!before) throw notFound('Contract');
    const [after] = await tx
      .update(hotelContracts)
      .set({
        ...contractValues(input),
        currency: currency ?? before.currency,
        rateCode: input.rateCode ?? before.rateCode,
        version: sql`${hotelContracts.version} + 1`,
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(hotelContracts.id, id), eq(hotelContracts.version, input.version)))
      .returning();
    if (!after) throw conflict(CHANGED_BY_SOMEONE_ELSE);
    const room = await roomTypeOf(tx, after.roomTypeId);
    await recordAudit(tx, who, {
      kind: 'contract.update',
      object: { type: 'hotel-contract', id },
      before: auditOf(before),
      after: auditOf(after),
    });
    noteLocalChange();
    return contractDto(after, room.name);
  });
}

/**
 * Next season's contract from this one: seasons a year later, every price changed by `percent`; a new
 * row (the old contract keeps selling its own dates).
 */
export async function copyContractToNextSeason(
  deps: AppDeps,
  id: string,
  percent: number,
  who: ActingAs,
): Promise<InventoryContractDto> {
  const { db } = deps.database;
  const [source] = await db.select().from(hotelContracts).where(eq(hotelContracts.id, id));
  if (!source) throw notFound('Contract');
  const room = await roomTypeOf(db, source.roomTypeId);
  return createContract(
    deps,
    {
      roomTypeId: source.roomTypeId,
      rateName: source.rateName,
      rateCode: source.rateCode,
      boardCode: source.boardCode,
      seasons: copySeasonsToNextYear(source.seasons, percent),
      childBands: copyChildBands(source.childBands, percent),
      mealSupplements: copyMealSupplements(source.mealSupplements, percent),
      minStay: source.minStay,
      releaseDays: source.releaseDays,
      cancellation: source.cancellation.map((c) =>
        c.charge.type === 'flat'
          ? { ...c, charge: { type: 'flat', amount: Math.round((c.charge.amount * (100 + percent)) / 100) } }
          : c,
      ),
      promotions: [],
      rateComments: source.rateComments,
      currency: source.currency,
      isActive: source.isActive,
    },
    who,
  ).then((copy) => ({ ...copy, roomTypeName: room.name }));
}
