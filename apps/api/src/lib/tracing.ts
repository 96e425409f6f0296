import { context, propagation, trace } from '@opentelemetry/api';
import type { tracing } from '@opentelemetry/sdk-node';
import type { Env } from '../env.ts';

/**
 * OpenTelemetry traces (docs/decisions/0026-traces-on-opentelemetry.md). Off by default; on when the
 * standard variables name somewhere to send them: OTEL_TRACES_EXPORTER (otlp, console, zipkin) or an
 * OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT). OTEL_SDK_DISABLED=true
 * turns them off whatever else is set. The SDK reads the rest of the OTEL_* variables itself (protocol,
 * headers, sampler, OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES).
 */
export function tracingWanted(env: Env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'none');
  return (
    exporters.length > 0 || Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
  );
}

/** The service name when OTEL_SERVICE_NAME is not set (the SDK's own default is "unknown_service"). */
export const DEFAULT_SERVICE_NAME = 'agent-portal';

/** Probes and scrapes: frequent, and nothing to see in them. */
const UNTRACED_PATHS = /^\/(?:health\/(?:live|ready)|healthz|readyz|metrics)(?:[?#]|$)/;

export interface Tracing {
  /** Sends what is still buffered and takes the instrumentation out again. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** Tests: where spans go instead of the exporter the environment names (and on regardless of it). */
  spanProcessors?: tracing.SpanProcessor[];
}

/**
 * Starts the OpenTelemetry SDK when tracing is wanted (answers null otherwise, loading nothing). Call it
 * before the HTTP server and Fastify are imported (server.ts): the http instrumentation patches node:http
 * as it is first required. Traces only: metrics stay on Prometheus (lib/metrics.ts).
 *
 * What makes the spans: the http instrumentation (the server span of every request; outgoing http,
 * e.g. the S3 file store), undici (fetch), @fastify/otel (the route and its handler), and our own in
 * one home each: every SQL statement inside a trace (packages/db traced-statements.ts, PGlite and
 * PostgreSQL alike), every supplier call (lib/supplier-calls.ts) and every job run (jobs/index.ts).
 */
export async function startTracing(env: Env, options: TracingOptions = {}): Promise<Tracing | null> {
  if (!options.spanProcessors && !tracingWanted(env)) return null;
  const [{ NodeSDK }, { HttpInstrumentation }, { UndiciInstrumentation }, { FastifyOtelInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-undici'),
      import('@fastify/otel'),
    ]);
  const instrumentations = [
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
    }),
    new UndiciInstrumentation(),
    // Every Fastify instance made from now on gets the plugin (Fastify's initialization channel).
    new FastifyOtelInstrumentation({
      registerOnInitialization: true,
      ignorePaths: (route) => UNTRACED_PATHS.test(route.url),
    }),
  ];
  const sdk = new NodeSDK({
    ...(env.OTEL_SERVICE_NAME ? {} : { serviceName: DEFAULT_SERVICE_NAME }),
    instrumentations,
    // Traces only: no OpenTelemetry metrics or logs pipeline (the SDK would default both to OTLP).
    metricReaders: [],
    logRecordProcessors: [],
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
  });
  sdk.start();
  return {
    shutdown: async () => {
      await sdk.shutdown();
      for (const instrumentation of instrumentations) instrumentation.disable();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
