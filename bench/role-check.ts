/**
 * Issue 32: what the role check adds to a signed-in request. The check runs once per request in the
 * auth hook (plugins/auth.ts assertPermission: a Set lookup on the cached caller's permissions); the
 * permission set itself is built once per session read (cache miss), not per request. Prints ns per
 * check and per permission-set build, and the cost of masking net prices in a booker's answer (ADR 0018:
 * other callers pay only the permission lookup). End to end, compare `node bench/reads.mjs --only balance` on this
 * branch and on main.
 *
 *   npx --no tsx bench/role-check.ts [--iterations 2000000]
 */
import { performance } from 'node:perf_hooks';
import {
  agencyRoleNames,
  can,
  maskNetPrices,
  permissionDenied,
  permissionsOf,
  type Permission,
} from '@portal/domain';

const arg = process.argv.indexOf('--iterations');
const N = arg > 0 ? Number(process.argv[arg + 1]) : 2_000_000;
const routes: Permission[] = [
  'bookings.read',
  'bookings.book',
  'wallet.read',
  'users.manage',
  'bookings.pay',
];
const sets = agencyRoleNames.map((role) => permissionsOf([role]));

function check(perms: ReadonlySet<Permission>, p: Permission): boolean {
  // What assertPermission does, without building the 403.
  if (can(perms, p)) return true;
  permissionDenied(p);
  return false;
}

let sink = 0;
for (let i = 0; i < 100_000; i++) sink += check(sets[i % sets.length]!, routes[i % routes.length]!) ? 1 : 0;
let t0 = performance.now();
for (let i = 0; i < N; i++) sink += check(sets[i % sets.length]!, routes[i % routes.length]!) ? 1 : 0;
const perCheck = ((performance.now() - t0) * 1e6) / N;

const M = Math.max(1, Math.floor(N / 20));
t0 = performance.now();
for (let i = 0; i < M; i++)
  sink += permissionsOf([agencyRoleNames[i % agencyRoleNames.length]!], ['prices.net']).size;
const perBuild = ((performance.now() - t0) * 1e6) / M;

console.log(`role check (per request): ${perCheck.toFixed(1)} ns over ${N} checks`);
console.log(`permission set build (per session read): ${perBuild.toFixed(0)} ns over ${M} builds`);
// ADR 0018: a user without prices.net gets its JSON answers masked (plugins/answer-masks.ts): parse,
// mask and serialize again. Measured on a list answer of 20 orders with priced lines (about 12 KB).
const line = (i: number) => ({
  _id: `line-${i}`,
  title: 'Atlantis The Palm, Deluxe room',
  agentPrice: 120_000 + i,
  agentPriceMajor: 1200 + i / 100,
  sellPrice: 135_000 + i,
  sellPriceMajor: 1350 + i / 100,
  breakdown: { subAgentMarkup: 0, clientMarkup: 15_000, agentPrice: 120_000 + i, sellPrice: 135_000 + i },
});
const answer = JSON.stringify({
  orders: Array.from({ length: 20 }, (_, i) => ({
    _id: `order-${i}`,
    referenceNumber: `HTL-${1000 + i}`,
    status: 'completed',
    totalAgentPrice: 240_000,
    totalSellPrice: 270_000,
    lines: [line(i), line(i + 1)],
  })),
  total: 20,
});
const K = Math.max(1, Math.floor(N / 400));
t0 = performance.now();
for (let i = 0; i < K; i++) sink += JSON.stringify(maskNetPrices(JSON.parse(answer) as unknown)).length;
const perMask = ((performance.now() - t0) * 1e3) / K;

console.log(
  `net-price mask (booker answers only, ${(answer.length / 1024).toFixed(1)} KB): ${perMask.toFixed(1)} µs over ${K} answers`,
);
console.log(`(sink ${sink})`);
