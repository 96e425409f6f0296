import type { UseFormReturn } from 'react-hook-form';
import { CreditCard, Wallet } from 'lucide-react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { PaymentOptions } from '../../../components/checkout/payment-options';
import { useInitialDataQuery } from '../../../lib/shell-api';
import type { CheckoutFormInput, CheckoutFormValues } from '../lib/checkout-form';
import { useT } from '../../../lib/i18n';

interface Props {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;
  walletNote: string;
  cardNote: string;
}

/** Lead traveller, agent reference and payment method fields of the checkout form. */
export function LeadTravellerFields({ form, walletNote, cardNote }: Props) {
  const t = useT();
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const countries = useInitialDataQuery().data?.countries ?? [];
  const method = watch('paymentMethod');
  return (
    <div className="space-y-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">
          {t('attractions.leadTraveller', 'Lead traveller')}
        </legend>
        <Field
          label={t('attractions.fullName', 'Full name')}
          required
          error={errors.leadTraveller?.name?.message}
        >
          <Input autoComplete="name" {...register('leadTraveller.name')} />
        </Field>
        <Field label={t('attractions.eMail', 'E-mail')} required error={errors.leadTraveller?.email?.message}>
          <Input type="email" autoComplete="email" {...register('leadTraveller.email')} />
        </Field>
        <Field label={t('attractions.phone', 'Phone')} required error={errors.leadTraveller?.phone?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            placeholder="+971 50 123 4567"
            {...register('leadTraveller.phone')}
          />
        </Field>
        <Field
          label={t('attractions.country', 'Country')}
          required
          error={errors.leadTraveller?.country?.message}
        >
          <Select
            placeholder={t('attractions.selectACountry', 'Select a country')}
            options={countries.map((c) => ({ value: c.isocode, label: c.countryName }))}
            {...register('leadTraveller.country')}
          />
        </Field>
      </fieldset>
      <Field
        label={t('attractions.agentReferenceNumber', 'Agent reference number')}
        required
        hint="Your own reference for this booking; each reference can be used once."
        error={errors.agentReferenceNumber?.message}
      >
        <Input {...register('agentReferenceNumber')} />
      </Field>
      <PaymentOptions
        value={method}
        field={register('paymentMethod')}
        options={[
          { value: 'wallet', label: t('attractions.wallet', 'Wallet'), note: walletNote, Icon: Wallet },
          { value: 'card', label: t('attractions.card', 'Card'), note: cardNote, Icon: CreditCard },
        ]}
      />
    </div>
  );
}
