import {
  addDays,
  COVERAGE_LABELS,
  formatMoney,
  type InsuranceCancellationRule,
  type CoverageLine,
} from '@portal/domain';
import type { InsurancePlanDto, InsuranceQuoteAnswer } from '@portal/contracts';
import type { PricedPolicy } from './pricing.ts';
import type { PlanRow } from './plans.repository.ts';

export function coverageDto(lines: CoverageLine[]) {
  return lines.map((c) => ({
    kind: c.kind,
    label: COVERAGE_LABELS[c.kind],
    limit: c.limit,
    excess: c.excess,
  }));
}

/** The refund rule in words (plans list, quote, contract page and certificate). */
export function cancellationRuleText(rule: InsuranceCancellationRule): string {
  const fee =
    rule.feeType === 'flat'
      ? rule.feeValue > 0
        ? `a fee of ${formatMoney(rule.feeValue)}`
        : 'no fee'
      : rule.feeValue > 0
        ? `a fee of ${rule.feeValue}% of the premium`
        : 'no fee';
  return `Cancellable until the day before cover starts, with ${fee}; no refund once cover has started.`;
}

export function planDto(row: PlanRow, wordingUrl: string | null): InsurancePlanDto {
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    region: row.region,
    description: row.description,
    coverageCurrency: row.coverageCurrency,
    coverage: coverageDto(row.coverage),
    maxTripDays: row.maxTripDays,
    maxAge: row.maxAge,
    travelTypes: row.travelTypes,
    emergencyPhone: row.emergencyPhone,
    cancellationRule: cancellationRuleText(row.cancellation),
    wordingUrl,
  };
}

export function quoteAnswer(priced: PricedPolicy, wordingUrl: string | null): InsuranceQuoteAnswer {
  const { total } = priced;
  return {
    plan: planDto(priced.planRow, wordingUrl),
    generalData: { ...priced.general },
    tripDays: priced.days,
    persons: priced.persons.map((p) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      gender: p.gender as 'male' | 'female',
      dateOfBirth: p.dateOfBirth,
      passportNumber: p.passportNumber,
      age: p.age,
      agentPrice: p.breakdown.agentPrice,
      sellPrice: p.breakdown.sellPrice,
    })),
    currency: 'AED',
    price: {
      subAgentMarkup: total.subAgentMarkup,
      vat: total.vat,
      clientMarkup: total.clientMarkup,
      agentPrice: total.agentPrice,
      sellPrice: total.sellPrice,
    },
    cancellableUntil: addDays(priced.general.travelFrom, -1),
  };
}
