import { context, SpanKind, trace } from '@opentelemetry/api';
import { endSpan } from '@portal/db';
import type { AppDeps } from '../deps.ts';
import { metricsFor } from './metrics.ts';

const tracer = trace.getTracer('@portal/api/suppliers');
const instrumented = new WeakMap<AppDeps, WeakMap<object, object>>();

/**
 * The one home of supplier-call telemetry: the supplier with every method call timed and its failures
 * counted (Prometheus, latency and failures per supplier), and each call an OpenTelemetry span named
 * after the supplier and the operation (`hotel-bedbank search`), so a request's trace shows its
 * supplier calls with the statements they run inside. Without an OpenTelemetry SDK the span is a no-op.
 * One wrapper per supplier object and app instance.
 */
export function instrumentSupplier<T extends object>(deps: AppDeps, supplier: string, target: T): T {
  let ofDeps = instrumented.get(deps);
  if (!ofDeps) {
    ofDeps = new WeakMap();
    instrumented.set(deps, ofDeps);
  }
  const held = ofDeps.get(target);
  if (held) return held as T;
  const wrapped = wrapSupplier(deps, supplier, target);
  ofDeps.set(target, wrapped);
  return wrapped;
}

function wrapSupplier<T extends object>(deps: AppDeps, supplier: string, target: T): T {
  const metrics = metricsFor(deps);
  return new Proxy(target, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver);
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      return (...args: unknown[]) => {
        const span = tracer.startSpan(`${supplier} ${key}`, {
          kind: SpanKind.CLIENT,
          attributes: { 'portal.supplier': supplier, 'portal.supplier.operation': key },
        });
        const started = performance.now();
        let result: unknown;
        try {
          // The supplier's own statements (a sandbox reads its tables) are children of this span.
          result = context.with(trace.setSpan(context.active(), span), () =>
            (value as (...a: unknown[]) => unknown).apply(object, args),
          );
        } catch (error) {
          endSpan(span, error);
          throw error;
        }
        // A method that answers synchronously (a signature check) is traced but not timed.
        if (!(result instanceof Promise)) {
          endSpan(span, null);
          return result;
        }
        return result.then(
          (answer: unknown) => {
            metrics.supplierCall(supplier, key, (performance.now() - started) / 1000, true);
            endSpan(span, null);
            return answer;
          },
          (error: unknown) => {
            metrics.supplierCall(supplier, key, (performance.now() - started) / 1000, false);
            endSpan(span, error ?? new Error('supplier call failed'));
            throw error;
          },
        );
      };
    },
  });
}
