import { eq } from 'drizzle-orm';
import { insurancePlans, insurancePolicies, type InsuredPerson } from '@portal/db';
import {
  COMPANY_ZONE,
  fullName,
  plainDateIn,
  policyCancellationFee,
  quotePolicyCancellation,
  zonedDateTimeToInstant,
  type Gender,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import {
  registerBookingProduct,
  type BookingProduct,
  type CoreLine,
  type CoreOrder,
  type SupplierOutcome,
} from '../bookings/core/product.ts';
import { certificatePdf } from './certificate.ts';
import { insurerFor, InsurerRejected, InsurerTimeout, withInsurerTimeout } from './insurer-calls.ts';
import { planOf, policyOfLine } from './plans.repository.ts';
import { pricePolicy, type ParsedQuoteBody, type PricedPolicy } from './pricing.ts';

export const INSURANCE_PRODUCT = 'insurance';

/** Where the first day of cover starts: midnight in the company zone. */
const coverStarts = (travelFrom: string) => zonedDateTimeToInstant(travelFrom, '00:00', COMPANY_ZONE);

async function insurerRequest(deps: AppDeps, line: CoreLine) {
  const { db } = deps.database;
  const policy = await policyOfLine(db, line.id);
  if (!policy) throw new Error(`No insurance policy row for line ${line.id}`);
  const [planRow] = await db.select().from(insurancePlans).where(eq(insurancePlans.id, policy.planId));
  if (!planRow) throw new Error(`Plan ${policy.planId} is gone`);
  const insurer = insurerFor(deps, planRow.supplierCode);
  const request = {
    plan: planOf(planRow),
    general: {
      plan: planRow.code,
      residence: policy.residence,
      destination: policy.destination,
      travelFrom: policy.travelFrom,
      travelTo: policy.travelTo,
      travelType: policy.travelType,
    },
    beneficiaries: policy.beneficiaries.map((b) => ({
      firstName: b.firstName,
      lastName: b.lastName,
      gender: b.gender,
      dateOfBirth: b.dateOfBirth,
      passportNumber: b.passportNumber,
    })),
  };
  return { policy, insurer, request };
}

async function recordIssued(deps: AppDeps, lineId: string, policyNumber: string, issuedAt: Date) {
  await deps.database.db
    .update(insurancePolicies)
    .set({ policyNumber, issuedAt })
    .where(eq(insurancePolicies.lineId, lineId));
}

/**
 * Travel insurance as a booking core product (guide section 4a): one order line per policy, priced
 * per insured person through the pipeline; the insurer issues the policy after the money is held.
 */
export const insuranceProduct: BookingProduct<ParsedQuoteBody, PricedPolicy> = {
  product: INSURANCE_PRODUCT,
  referencePrefix: 'INS',
  label: 'Travel insurance',

  async price(deps, buyer, input) {
    const priced = await pricePolicy(deps, buyer, input);
    const { total, plan, general } = priced;
    const names = priced.persons.map(fullName);
    const fee = policyCancellationFee(plan.cancellation, total.agentPrice);
    return {
      lines: [
        {
          description: `${plan.name}: ${general.travelFrom} to ${general.travelTo}, ${names.length} insured`,
          serviceDate: general.travelFrom,
          serviceEndDate: general.travelTo,
          supplierCode: priced.planRow.supplierCode,
          bookWithSupplier: true,
          price: {
            net: total.net,
            companyMarkup: total.companyMarkup,
            subAgentMarkup: total.subAgentMarkup,
            vat: total.vat,
            subAgentMarkupVat: priced.subAgentMarkupVat,
            clientMarkup: total.clientMarkup,
            agentPrice: total.agentPrice,
            sellPrice: total.sellPrice,
            parentEarning: total.parentEarning,
            breakdown: {
              ...total,
              vatPercent: plan.vatPercent,
              persons: priced.persons.map((p) => ({ name: fullName(p), age: p.age, ...p.breakdown })),
            },
          },
          cancellationPolicy: [
            { from: deps.clock.now().toISOString(), fee },
            { from: coverStarts(general.travelFrom).toISOString(), fee: total.agentPrice },
          ],
        },
      ],
      payLaterUntil: null,
      title: `${plan.name} - ${names[0] ?? ''}${names.length > 1 ? ` +${names.length - 1}` : ''}`,
      searchText: [
        plan.name,
        plan.code,
        general.destination,
        ...names,
        ...priced.persons.map((p) => p.passportNumber),
      ]
        .join(' ')
        .toLowerCase(),
      detail: priced,
    };
  },

  async reserve(_deps, tx, _order, lines, detail) {
    const line = lines[0];
    if (!line) throw new Error('An insurance order has one line');
    const { plan } = detail;
    const beneficiaries: InsuredPerson[] = detail.persons.map((p) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      gender: p.gender as Gender,
      dateOfBirth: p.dateOfBirth,
      passportNumber: p.passportNumber,
      age: p.age,
      net: p.net,
      agentPrice: p.breakdown.agentPrice,
      sellPrice: p.breakdown.sellPrice,
    }));
    await tx.insert(insurancePolicies).values({
      lineId: line.id,
      planId: detail.planRow.id,
      plan: {
        code: plan.code,
        name: plan.name,
        region: plan.region,
        coverageCurrency: plan.coverageCurrency,
        coverage: plan.coverage,
        cancellation: plan.cancellation,
        emergencyPhone: plan.emergencyPhone,
      },
      residence: detail.general.residence,
      destination: detail.general.destination,
      travelFrom: detail.general.travelFrom,
      travelTo: detail.general.travelTo,
      travelType: detail.general.travelType,
      beneficiaries,
    });
  },

  async book(deps, _order, line): Promise<SupplierOutcome> {
    const { insurer, request } = await insurerRequest(deps, line);
    if (!insurer) return { kind: 'rejected', reason: 'Travel insurance is not available at the moment' };
    try {
      const policy = await withInsurerTimeout(deps.env, insurer.issue(request, line.id), 'issue');
      await recordIssued(deps, line.id, policy.policyNumber, policy.issuedAt);
      return {
        kind: 'booked',
        status: 'confirmed',
        supplierReference: policy.policyNumber,
        confirmationNumber: policy.policyNumber,
      };
    } catch (error) {
      if (error instanceof InsurerRejected) return { kind: 'rejected', reason: error.message };
      if (error instanceof InsurerTimeout) return { kind: 'timeout' };
      throw error;
    }
  },

  async get(deps, _order, line) {
    const { insurer } = await insurerRequest(deps, line);
    const policy = insurer ? await insurer.get(line.id) : null;
    if (!policy) return null;
    if (policy.status === 'cancelled')
      return { kind: 'rejected', reason: 'The insurer cancelled the policy' };
    await recordIssued(deps, line.id, policy.policyNumber, policy.issuedAt);
    return {
      kind: 'booked',
      status: 'confirmed',
      supplierReference: policy.policyNumber,
      confirmationNumber: policy.policyNumber,
    };
  },

  async quoteCancellation(deps, _order, line, now) {
    const policy = await policyOfLine(deps.database.db, line.id);
    if (!policy) return { cancellable: false, reason: 'No policy for this line', policyFee: line.agentPrice };
    const q = quotePolicyCancellation(
      policy.plan.cancellation,
      line.agentPrice,
      policy.travelFrom,
      plainDateIn(now, COMPANY_ZONE),
    );
    return q.allowed
      ? { cancellable: true, policyFee: q.fee, supplierFee: 0 }
      : { cancellable: false, reason: q.message ?? 'Not cancellable', policyFee: q.fee };
  },

  async cancelWithSupplier(deps, _order, line) {
    const { insurer } = await insurerRequest(deps, line);
    if (!insurer) return { supplierFee: 0 };
    try {
      const { fee } = await withInsurerTimeout(deps.env, insurer.cancel(line.id), 'cancel');
      return { supplierFee: fee };
    } catch (error) {
      // A policy the insurer never issued (the line failed or is still pending) has nothing to cancel.
      if (error instanceof InsurerRejected) return { supplierFee: 0 };
      throw error;
    }
  },

  async release() {
    // No inventory: an insurer issues as many policies as are bought.
  },

  async voucher(deps, order: CoreOrder, lines: CoreLine[], view, language) {
    return certificatePdf(deps, order, lines, view, language);
  },
};

registerBookingProduct(insuranceProduct);
