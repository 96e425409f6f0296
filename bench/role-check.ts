/**
 * Issue 32: what the role check adds to a signed-in request. The check runs once per request in the
 * auth hook (plugins/auth.ts assertPermission: a Set lookup on the cached caller's permissions); the
 * permission set itself is built once per session read (cache miss), not per request. Prints ns per
 * check and per permission-set build. End to end, compare `node bench/reads.mjs --only balance` on this
 * branch and on main.
 *
 *   npx --no tsx bench/role-check.ts [--iterations 2000000]
 */
import { performance } from 'node:perf_hooks';
import { agencyRoleNames, can, permissionDenied, permissionsOf, type Permission } from '@portal/domain';

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
console.log(`(sink ${sink})`);
