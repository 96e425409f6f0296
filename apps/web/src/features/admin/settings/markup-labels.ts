import type { AdminMarkupDto, CompanyMarkupProduct } from '@portal/contracts';
import { COMPANY_MARKUP_PRODUCTS } from '@portal/contracts';
import { formatAedMinor } from '../../../lib/format';

export const PRODUCT_LABELS: Record<CompanyMarkupProduct, string> = {
  attraction: 'Attractions',
  hotel: 'Hotels',
  visa: 'Visas',
  flight: 'Flights',
  quotation: 'Quotations',
  insurance: 'Insurance',
};

export const PRODUCT_OPTIONS = COMPANY_MARKUP_PRODUCTS.map((p) => ({ value: p, label: PRODUCT_LABELS[p] }));

export const isCompanyProduct = (text: string): text is CompanyMarkupProduct =>
  (COMPANY_MARKUP_PRODUCTS as readonly string[]).includes(text);

/** What a flat markup is counted per (the server's own words on each row). */
export const FLAT_UNITS: Record<CompanyMarkupProduct, string> = {
  attraction: 'per unit',
  hotel: 'per room night',
  visa: 'per traveller',
  flight: 'per traveller',
  quotation: 'per unit',
  insurance: 'per insured person',
};

/** "10%", "AED 5.00 per room night", or "Discount 10%" for an agent's discount (ADR 0014). */
export function markupText(
  m: Pick<AdminMarkupDto, 'type' | 'value' | 'unit'> & { direction?: AdminMarkupDto['direction'] },
): string {
  const amount = m.type === 'percentage' ? `${m.value}%` : `${formatAedMinor(m.value)} ${m.unit}`;
  return m.direction === 'discount' ? `Discount ${amount}` : amount;
}

/** "Every agent (default)" or "Desert Travels (1042)". */
export function agentText(agent: AdminMarkupDto['agent']): string {
  return agent ? `${agent.companyName} (${agent.agentCode})` : 'Every agent (default)';
}
