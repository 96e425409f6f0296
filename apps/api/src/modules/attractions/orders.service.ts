import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { createOrderBody, PriceChangedAnswer } from '@portal/contracts';
import { attractionOrderLines, attractionOrders, type Tx } from '@portal/db';
import { percentOf, type ActivityPrice } from '@portal/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { faultPoint } from '../../lib/faults.ts';
import { walletConfig } from '../wallet/wallet.config.ts';
import { walletService } from '../wallet/wallet.service.ts';
import type { SupplierSlot } from '../../suppliers/activities/index.ts';
import { findActivity, type ActivityRow, type AttractionWithRefs } from './catalogue.repository.ts';
import { layersFor, loadBuyerMarkups, type Buyer } from './markup-layers.ts';
import { agentReferenceTaken } from './orders.repository.ts';
import { priceSelection, usesInventory } from './pricing.ts';
import { CHECKOUT_FAULTS } from './wallet-order.ts';
import {
  linePriceColumns,
  reserveLineTickets,
  startOrderPayment,
  type CardPaymentStart,
} from './order-lines.ts';

export type ParsedOrderBody = z.output<typeof createOrderBody>;

/** How long an unpaid card checkout keeps its tickets (the payment must finish by then). Wallet orders keep theirs until captured or released. */
export const ORDER_HOLD_MINUTES = 20;

export type PlaceOrderResult = { status: 201; body: PlacedOrder } | { status: 409; body: PriceChangedAnswer };

export type PlacedOrder = { paymentMethod: 'wallet'; orderId: string } | CardPaymentStart;

export function newOrderReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return `ATR-${out}`;
}

/**
 * The order's effect inside the idempotent transaction: re-price every line (409 PRICE_CHANGED
 * when any differs from what the agent saw, nothing reserved), store the order with each line's
 * whole breakdown, claim its e-tickets, then hold the wallet or start the card payment. Any
 * refusal throws and rolls everything back.
 */
export async function placeOrder(
  deps: AppDeps,
  tx: Tx,
  buyer: Buyer,
  body: ParsedOrderBody,
  slots: Map<number, SupplierSlot>,
  /** The checked return origin of a card payment (payments/return-origin.ts). */
  siteOrigin: string,
): Promise<PlaceOrderResult> {
  const now = deps.clock.now();
  const referenceKey = body.agentReferenceNumber.toLowerCase();
  if (await agentReferenceTaken(tx, buyer.agentId, referenceKey))
    throw badRequest('This agent reference number is already used for another order.', {
      agentReferenceNumber: ['Already used'],
    });

  const markups = await loadBuyerMarkups(tx, buyer);
  const priced: {
    item: ParsedOrderBody['items'][number];
    activity: ActivityRow;
    attraction: AttractionWithRefs;
    price: ActivityPrice;
    lineId: string;
    slot: SupplierSlot | undefined;
  }[] = [];
  const changed: PriceChangedAnswer['prices'] = [];
  for (const [index, item] of body.items.entries()) {
    const found = await findActivity(tx, item.activityId);
    if (!found) throw notFound('Activity');
    const { activity, attraction } = found;
    let price;
    try {
      price = priceSelection(attraction, activity, item, layersFor(markups, activity.id), now);
    } catch (err) {
      if (err instanceof AppError && body.items.length > 1)
        throw new AppError(err.code, `${activity.name}: ${err.message}`, err.details);
      throw err;
    }
    if (price.total.agentPrice !== item.expectedPrice)
      changed.push({
        index,
        activityId: activity.id,
        expectedPrice: item.expectedPrice,
        agentPrice: price.total.agentPrice,
        sellPrice: price.total.sellPrice,
      });
    if (attraction.isApiConnected && !slots.has(index))
      throw badRequest('Choose a time slot for this activity.', {
        [`items.${index}.slotId`]: ['Choose a time slot'],
      });
    const slot = slots.get(index);
    priced.push({ item, activity, attraction, price, lineId: randomUUID(), slot });
  }
  if (changed.length > 0)
    return {
      status: 409,
      body: {
        error: 'The price has changed since you saw it. Please review the new prices and confirm.',
        status: 409,
        code: 'PRICE_CHANGED',
        prices: changed,
      },
    };

  const sum = (f: (p: (typeof priced)[number]) => number) => priced.reduce((s, p) => s + f(p), 0);
  const totalAgentPrice = sum((p) => p.price.total.agentPrice);
  const holdExpiresAt = new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000);
  const feePercent = walletConfig(deps.env).cardFeePercent;
  const cardFee = body.paymentMethod === 'card' ? percentOf(totalAgentPrice, feePercent) : 0;
  const orderId = randomUUID();
  const referenceNumber = newOrderReference();

  try {
    await tx.insert(attractionOrders).values({
      id: orderId,
      referenceNumber,
      agentId: buyer.agentId,
      parentId: buyer.role === 'sub-agent' ? buyer.parentId : null,
      agentReferenceNumber: body.agentReferenceNumber,
      agentReferenceKey: referenceKey,
      status: body.paymentMethod === 'wallet' ? 'processing' : 'pending_payment',
      paymentMethod: body.paymentMethod,
      leadName: body.leadTraveller.name,
      leadEmail: body.leadTraveller.email,
      leadPhone: body.leadTraveller.phone,
      leadCountry: body.leadTraveller.country,
      totalNet: sum((p) => p.price.total.net),
      totalAgentPrice,
      totalSellPrice: sum((p) => p.price.total.sellPrice),
      totalVat: sum((p) => p.price.total.vat),
      totalParentEarning: buyer.role === 'sub-agent' ? sum((p) => p.price.total.parentEarning) : 0,
      cardFee,
      holdExpiresAt,
      createdAt: now,
      updatedAt: now,
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw badRequest('This agent reference number is already used for another order.', {
        agentReferenceNumber: ['Already used'],
      });
    throw err;
  }
  await tx.insert(attractionOrderLines).values(
    priced.map((p, i) => ({
      id: p.lineId,
      orderId,
      lineNo: i + 1,
      attractionId: p.attraction.id,
      activityId: p.activity.id,
      bookingType: p.attraction.bookingType,
      isApiConnected: p.attraction.isApiConnected,
      usesInventory: usesInventory(p.attraction, p.activity),
      supplierCode: p.attraction.supplierCode,
      productCode: p.activity.productCode ?? p.attraction.productCode,
      serviceDate: p.item.date,
      slot: p.slot ? { slotId: p.slot.slotId, startTime: p.slot.startTime, endTime: p.slot.endTime } : null,
      adults: p.item.adults,
      children: p.item.children,
      infants: p.item.infants,
      hours: p.activity.base === 'hourly' ? (p.item.hours ?? null) : null,
      transferType: p.item.transferType,
      isPromoAdded: p.item.isPromoAdded,
      ...linePriceColumns(p.price, Number(p.activity.vatPercent)),
      status: 'pending' as const,
      createdAt: now,
      updatedAt: now,
    })),
  );

  for (const p of priced) {
    if (!usesInventory(p.attraction, p.activity)) continue;
    await reserveLineTickets(tx, p.activity, p.item, p.lineId, holdExpiresAt);
  }

  if (body.paymentMethod === 'wallet') {
    await faultPoint(deps, CHECKOUT_FAULTS.beforeHold);
    if (totalAgentPrice > 0) {
      const { holdId } = await walletService(deps).hold(
        {
          agentId: buyer.agentId,
          amount: totalAgentPrice,
          purpose: 'booking',
          // No timed expiry: the order owns this hold, and the crash recovery (modules/bookings)
          // captures or voids it. An expiry could release money the recovery can still capture.
          expiresAt: null,
          reference: referenceNumber,
          product: 'attraction',
          description: `Attraction booking ${referenceNumber}`,
          createdBy: `agent:${buyer.agentId}`,
        },
        tx,
      );
      await tx.update(attractionOrders).set({ walletHoldId: holdId }).where(eqId(orderId));
    }
    return { status: 201, body: { paymentMethod: 'wallet', orderId } };
  }

  if (totalAgentPrice === 0) throw badRequest('Nothing to pay by card: choose the wallet for this order.');
  return {
    status: 201,
    body: await startOrderPayment(deps, tx, {
      orderId,
      agentId: buyer.agentId,
      referenceNumber,
      amount: totalAgentPrice,
      feePercent,
      fee: cardFee,
      siteOrigin,
    }),
  };
}

const eqId = (id: string) => eq(attractionOrders.id, id);

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
