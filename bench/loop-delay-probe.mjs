// Preloaded into the bench's server (NODE_OPTIONS=--import): measures the event loop delay of the
// process that runs apps/api/src/server.ts with perf_hooks.monitorEventLoopDelay and answers it on a
// side port (BENCH_LOOP_PORT): GET /reset starts a new window, GET /stats reports it in ms.
// Every other process that inherits NODE_OPTIONS (npx, tsx's launcher) is left alone.
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const port = Number(process.env.BENCH_LOOP_PORT);
if (port && /server\.ts$/.test(process.argv[1] ?? '')) {
  const RESOLUTION_MS = 5;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  // The histogram holds the time between its timer ticks; the delay is what exceeds the interval.
  const ms = (ns) => Math.max(0, Math.round(ns / 1e4 - RESOLUTION_MS * 100) / 100);
  const probe = createServer((req, res) => {
    if (req.url === '/reset') histogram.reset();
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        mean: ms(histogram.mean),
      }),
    );
  });
  probe.listen(port, '127.0.0.1');
  probe.unref();
}
