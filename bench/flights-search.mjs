// Flight search under load (issue "Flights I"): the demo reseller runs priced availability searches
// (sandbox supplier, every fare through the pricing pipeline, the search stored) with autocannon,
// 10 connections for 10 s after a 2 s warm-up, on PGlite, with the sandbox latency at 0 (default) or
// as given. Three lines: one way DXB-LHR on one date, return AUH-BOM on varying dates, and the fare
// calendar of a month. Prints requests/s and p50/p99; asserts nothing. Hold `flock /tmp/bench.lock`.
// Run: node bench/flights-search.mjs [--connections 10] [--duration 10] [--latency 0]
import autocannon from 'autocannon';
import { freePort, removeDir, startServer, tempDataDir } from './server-process.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const connections = Number(arg('--connections', 10));
const duration = Number(arg('--duration', 10));
const latency = arg('--latency', '0');

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const dataDir = await tempDataDir();
const port = await freePort();
const server = await startServer({
  dataDir,
  port,
  env: { FLIGHT_SANDBOX_LATENCY_MS: latency, LOG_LEVEL: 'warn', JOBS: 'off' },
});
try {
  const login = await fetch(`${server.url}/api/v1/b2b/resellers/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reseller@demo.test', password: 'Demo#2026pass' }),
  });
  const { jwtToken } = await login.json();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${jwtToken}` };
  const oneWay = JSON.stringify({
    noOfAdults: 2,
    noOfChildren: 1,
    noOfInfants: 0,
    type: 'oneway',
    travelClass: 'economy',
    trips: [{ from: 'DXB', to: 'LHR', departureDate: day(30) }],
  });
  const returnBody = (i) =>
    JSON.stringify({
      noOfAdults: 1,
      noOfChildren: 0,
      noOfInfants: 0,
      type: 'return',
      travelClass: 'economy',
      trips: [{ from: 'AUH', to: 'BOM', departureDate: day(10 + (i % 60)), returnDate: day(17 + (i % 60)) }],
    });
  const month = day(40).slice(0, 7);
  const calendar = `/api/v1/b2b/flight/fares-by-date?origin=DXB&destination=LHR&travelClass=economy&startDate=${month}-01&endDate=${month}-28&type=oneway`;

  const lines = [
    [
      'search one way DXB-LHR (same date)',
      { method: 'POST', path: '/api/v1/b2b/flight/search/availability', body: oneWay },
    ],
    [
      'search return AUH-BOM (60 dates)',
      {
        method: 'POST',
        path: '/api/v1/b2b/flight/search/availability',
        setupRequest: (req, ctx) => ({ ...req, body: returnBody((ctx.i = (ctx.i ?? 0) + 1)) }),
      },
    ],
    ['fares-by-date (a month)', { method: 'GET', path: calendar }],
  ];
  console.log(
    `flights bench: ${connections} connections, ${duration} s, sandbox latency ${latency} ms, PGlite`,
  );
  for (const [name, request] of lines) {
    await autocannon({ url: server.url, connections, duration: 2, requests: [{ headers, ...request }] });
    const result = await autocannon({
      url: server.url,
      connections,
      duration,
      requests: [{ headers, ...request }],
    });
    const errors = result.non2xx + result.errors;
    console.log(
      `  ${name.padEnd(40)} ${result.requests.average.toFixed(0).padStart(5)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}`,
    );
  }
} finally {
  await server.stop();
  await removeDir(dataDir);
}
