import type { FastifyInstance } from 'fastify';
import type { Clock } from '../lib/clock.ts';

/**
 * The clock each test app runs on (buildTestApp records it), so a helper that computes what a person would
 * type at that moment (a two-factor code) uses the server's time, fixed or not.
 */
export const appClocks = new WeakMap<FastifyInstance, Clock>();
