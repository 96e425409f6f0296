import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  idempotencyKeyOf,
  markReplayed,
  requestFingerprint,
  type IdempotencyRequest,
} from '../lib/idempotency.ts';
import { can } from '@portal/domain';
import { agentOf } from './auth.ts';

/**
 * The signed-in agent as a buyer: who pays, at which markup layers (sub-agents buy under a parent), and
 * the agency user booking with its per-booking wallet limit (the booking core applies it).
 */
export function buyerOf(request: FastifyRequest): {
  agentId: string;
  role: ReturnType<typeof agentOf>['role'];
  parentId: ReturnType<typeof agentOf>['parentId'];
  userId: string;
  bookingLimit: number | null;
  seesNetPrices: boolean;
} {
  const c = agentOf(request);
  return {
    agentId: c.agentId,
    role: c.role,
    parentId: c.parentId,
    userId: c.userId,
    bookingLimit: c.bookingLimit,
    seesNetPrices: can(c.permissions, 'prices.net'),
  };
}

/** An agent's money-moving call under its Idempotency-Key, fingerprinted by method, path and body. */
export function agentIdempotency(request: FastifyRequest, path: string, body: unknown): IdempotencyRequest {
  return {
    scope: `agent:${agentOf(request).agentId}`,
    key: idempotencyKeyOf(request),
    fingerprint: requestFingerprint(request.method, path, body),
  };
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A PDF answer: `inline` opens in the browser's viewer, `attachment` downloads. */
export function sendPdf(
  reply: FastifyReply,
  doc: { pdf: Buffer | Uint8Array; name: string },
  disposition: 'inline' | 'attachment' = 'inline',
) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${doc.name}"`)
    .send(doc.pdf);
}

/** An Excel export, downloaded under `fileName`. */
export function sendSheet(reply: FastifyReply, file: Buffer | Uint8Array, fileName: string) {
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(file);
}

/** Sends an idempotent call's stored answer, marking a replay. */
export function sendIdempotent(
  reply: FastifyReply,
  answer: { status: number; body: unknown; replayed?: boolean },
) {
  markReplayed(reply, answer);
  return reply.status(answer.status).send(answer.body);
}

/**
 * Sends an idempotent call's answer: a refusal (4xx) as stored; a success as the route shows it (`view`
 * of the stored answer, read now) with the stored status, marking a replay either way. A replayed
 * refusal must never be turned into a success.
 */
export async function sendViewed<T>(
  reply: FastifyReply,
  answer: { status: number; body: T; replayed?: boolean },
  view: (done: T) => Promise<unknown>,
) {
  if (answer.status >= 400) return sendIdempotent(reply, answer);
  markReplayed(reply, answer);
  return reply.status(answer.status).send(await view(answer.body));
}
