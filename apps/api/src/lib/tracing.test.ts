import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { startTracing, tracingWanted } from './tracing.ts';

const wanted = (vars: Record<string, string>) => tracingWanted(loadEnv(vars));

describe('OpenTelemetry traces are off by default', () => {
  it('stay off without an exporter or endpoint, and starting them loads nothing', async () => {
    expect(wanted({})).toBe(false);
    expect(wanted({ OTEL_SERVICE_NAME: 'portal-web' })).toBe(false);
    expect(wanted({ OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(await startTracing(loadEnv({}))).toBeNull();
  });

  it('come on with an exporter or an OTLP endpoint', () => {
    expect(wanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(wanted({ OTEL_TRACES_EXPORTER: 'console' })).toBe(true);
    expect(wanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(wanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
  });

  it('stay off with OTEL_SDK_DISABLED=true whatever else is set', () => {
    expect(wanted({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(false);
    expect(wanted({ OTEL_SDK_DISABLED: 'TRUE', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(
      false,
    );
    expect(wanted({ OTEL_SDK_DISABLED: 'false', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
  });
});
