// Preloaded into the bench's server (BENCH_SERVER_NODE_OPTIONS='--import ./bench/elu-probe.mjs',
// BENCH_ELU_FILE=/tmp/elu.log): every 5 s appends the main thread's event-loop utilization
// (perf_hooks.performance.eventLoopUtilization: the share of the window the loop was busy; 1 = the
// main thread is the bottleneck) and the process's CPU over the window (all threads, in cores).
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const file = process.env.BENCH_ELU_FILE;
if (file && /server\.ts$/.test(process.argv[1] ?? '')) {
  let elu = performance.eventLoopUtilization();
  let cpu = process.cpuUsage();
  let at = performance.now();
  setInterval(() => {
    const nextElu = performance.eventLoopUtilization();
    const nextCpu = process.cpuUsage();
    const now = performance.now();
    const used = (nextCpu.user - cpu.user + nextCpu.system - cpu.system) / 1000;
    const loop = performance.eventLoopUtilization(nextElu, elu).utilization;
    appendFileSync(
      file,
      `${new Date().toISOString()} elu ${loop.toFixed(3)} cpu ${(used / (now - at)).toFixed(2)} cores\n`,
    );
    elu = nextElu;
    cpu = nextCpu;
    at = now;
  }, 5_000).unref();
}
