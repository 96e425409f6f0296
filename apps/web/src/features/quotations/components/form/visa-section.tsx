import type { QuotationInitialAnswer } from '@portal/contracts';
import { Field } from '../../../../components/ui/field';
import { Select } from '../../../../components/ui/select';
import { useAppDispatch, useAppSelector } from '../../../../app/store';
import { quotationActions as q, selectQuotationDraft, setDraftField } from '../../quotation.slice';
import { SectionCard } from './section-card';
import { useT } from '../../../../lib/i18n';

/** The UAE visa: the travellers' nationality (the party's by default) and the visa type. */
export function VisaSection({
  lookups,
  nationality,
  errors,
}: {
  lookups: Pick<QuotationInitialAnswer, 'visaTypes' | 'nationalities'>;
  /** The party's nationality (ISO code), the visa nationality until another is chosen. */
  nationality: string;
  errors: Record<string, string>;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const d = useAppSelector(selectQuotationDraft);
  const partyNationality = lookups.nationalities.find(
    (n) => n.isocode.toUpperCase() === nationality.toUpperCase(),
  );
  const nationalityId = d.visa?.nationalityId || partyNationality?._id || '';
  const visaId = d.visa?.visaId ?? '';
  const set = (change: { visaId?: string; nationalityId?: string }) =>
    dispatch(setDraftField('visa', { visaId, nationalityId, ...change }));
  const chosen = lookups.visaTypes.find((v) => v._id === visaId);
  return (
    <SectionCard
      title={t('quotations.visa', 'Visa')}
      enabled={!d.isVisaQuotaionsDisabled}
      onToggle={(on) => dispatch(q.sectionSet({ section: 'visa', off: !on }))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('quotations.visaForm.nationality', 'Visa nationality')}
          error={errors['visa.nationalityId']}
          required
        >
          <Select
            placeholder={t('quotations.check.nationality', 'Choose the nationality')}
            options={lookups.nationalities.map((n) => ({ value: n._id, label: n.nationality }))}
            value={nationalityId}
            onChange={(e) => set({ nationalityId: e.target.value })}
          />
        </Field>
        <Field
          label={t('quotations.visaForm.type', 'Visa type')}
          error={errors.visa ?? errors['visa.visaId']}
          required
        >
          <Select
            placeholder={t('quotations.check.visa', 'Choose the visa')}
            options={lookups.visaTypes.map((v) => ({ value: v._id, label: v.visaName }))}
            value={visaId}
            onChange={(e) => set({ visaId: e.target.value })}
          />
        </Field>
      </div>
      {chosen ? (
        <p className="text-sm text-slate-600">
          {t('quotations.visaForm.times', 'Processing {processing}; valid {validity}.', {
            processing: `${chosen.processingTime} ${chosen.processingTimeFormat}`,
            validity: `${chosen.validity} ${chosen.validityTimeFormat}`,
          })}
        </p>
      ) : null}
    </SectionCard>
  );
}
