import {
  plainDateIn,
  priceLine,
  quoteProblems,
  subAgentMarkupVat,
  sumBreakdowns,
  tripDays,
  type Beneficiary,
  type InsuranceGeneralData,
  type InsurancePlan,
  type PriceBreakdown,
  type TravelType,
} from '@portal/domain';
import type { insuranceQuoteBody } from '@portal/contracts';
import type { z } from 'zod';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';
import type { AppDeps } from '../../deps.ts';
import type { Buyer } from '../bookings/core/product.ts';
import { insurerFor, InsurerRejected, InsurerTimeout, withInsurerTimeout } from './insurer-calls.ts';
import { findActivePlan, insuranceEnabled, planOf, type PlanRow } from './plans.repository.ts';
import { insuranceLayers } from './markup-layers.ts';

export type ParsedQuoteBody = z.output<typeof insuranceQuoteBody>;

export interface PricedPerson extends Beneficiary {
  age: number;
  net: number;
  breakdown: PriceBreakdown;
}

export interface PricedPolicy {
  planRow: PlanRow;
  plan: InsurancePlan;
  general: InsuranceGeneralData & { travelType: TravelType };
  days: number;
  persons: PricedPerson[];
  total: PriceBreakdown;
  subAgentMarkupVat: number;
}

export const NOT_ENABLED = 'Travel insurance is not enabled for your account';

/**
 * Checks a request (module flag, plan, every rule of issue 16 section 3) and prices it for the buyer:
 * the insurer's net per person (quote), then the one pricing pipeline per person; the policy total
 * is the sum of the rounded persons. Runs outside any transaction. Bad input: 400 with field errors.
 */
export async function pricePolicy(deps: AppDeps, buyer: Buyer, body: ParsedQuoteBody): Promise<PricedPolicy> {
  const { db } = deps.database;
  if (!(await insuranceEnabled(db, buyer.agentId))) throw forbidden(NOT_ENABLED);
  const planRow = await findActivePlan(db, body.generalData.plan);
  if (!planRow) throw badRequest('Choose a plan', { plan: ['This plan is not sold'] });
  const plan = planOf(planRow);
  const general: PricedPolicy['general'] = { ...body.generalData };
  const beneficiaries: Beneficiary[] = body.beneficiaryData.map((b) => ({ ...b }));
  const problems = quoteProblems(plan, general, beneficiaries, plainDateIn(deps.clock.now()));
  if (problems.length > 0) {
    const fieldErrors: Record<string, string[]> = {};
    for (const p of problems) (fieldErrors[p.field] ??= []).push(p.message);
    throw badRequest(problems[0]!.message, fieldErrors);
  }
  const insurer = insurerFor(deps, planRow.supplierCode);
  if (!insurer) throw new AppError('UNAVAILABLE', 'Travel insurance is not available at the moment');
  let quote;
  try {
    quote = await withInsurerTimeout(deps.env, insurer.quote({ plan, general, beneficiaries }), 'quote');
  } catch (error) {
    if (error instanceof InsurerRejected) throw new AppError('UNPROCESSABLE', error.message);
    if (error instanceof InsurerTimeout)
      throw new AppError('UNAVAILABLE', 'The insurer did not answer in time: please try again');
    throw error;
  }
  const layers = await insuranceLayers(deps.database, buyer, plan.code);
  const persons = beneficiaries.map((b, i): PricedPerson => {
    const person = quote.persons[i];
    if (!person) throw new Error('The insurer quoted fewer persons than asked');
    const breakdown = priceLine({ quantity: 1, unitNet: person.net, vatPercent: plan.vatPercent, ...layers });
    return { ...b, age: person.age, net: person.net, breakdown };
  });
  const total = sumBreakdowns(persons.map((p) => p.breakdown));
  const markupVat = persons.reduce((s, p) => s + subAgentMarkupVat(p.breakdown, plan.vatPercent), 0);
  return {
    planRow,
    plan,
    general,
    days: tripDays(general.travelFrom, general.travelTo),
    persons,
    total,
    subAgentMarkupVat: markupVat,
  };
}
