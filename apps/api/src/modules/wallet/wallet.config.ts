import { parseThresholdPercents } from '@portal/domain';
import type { Env } from '../../env.ts';

export interface WalletConfig {
  lowBalancePercents: number[];
  cardFeePercent: number;
}

const cache = new WeakMap<Env, WalletConfig>();

export function walletConfig(env: Env): WalletConfig {
  let config = cache.get(env);
  if (!config) {
    config = {
      lowBalancePercents: parseThresholdPercents(env.LOW_BALANCE_THRESHOLDS),
      cardFeePercent: env.CARD_FEE_PERCENT,
    };
    cache.set(env, config);
  }
  return config;
}
