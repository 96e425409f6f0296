import type { CoreLine } from './product.ts';

/** The stored policy's fee at an instant: the highest line whose `from` has passed, never above the price. */
export function policyFeeAt(line: Pick<CoreLine, 'cancellationPolicy' | 'agentPrice'>, now: Date): number {
  let fee = 0;
  for (const l of line.cancellationPolicy)
    if (Date.parse(l.from) <= now.getTime()) fee = Math.max(fee, l.fee);
  return Math.min(fee, line.agentPrice);
}
