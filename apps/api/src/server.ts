import { loadEnv } from './env.ts';
import { startTracing } from './lib/tracing.ts';

/** A bad or incomplete environment stops the process with the message alone (it names each variable). */
function loadEnvOrExit() {
  try {
    return loadEnv();
  } catch (err) {
    process.stderr.write(`The portal cannot start. ${(err as Error).message}\n`);
    process.exit(1);
  }
}

const env = loadEnvOrExit();
// OpenTelemetry (off unless the OTEL_* environment asks for it) starts before anything loads node:http,
// Fastify or the database drivers, so that its instrumentation sees them load: hence the import below.
const tracing = await startTracing(env);
const { runNode } = await import('./node.ts');
await runNode(env, tracing);
