import { zodResolver } from '@hookform/resolvers/zod';
import type { AgentRecord } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../app/store';
import { countryFlag, countryOptions } from '../../../components/country-select';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { formError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useInitialDataQuery } from '../../../lib/shell-api';
import { useToast } from '../../../lib/use-toast';
import { sessionActions } from '../../../stores/session.slice';
import { useUpdateProfileSettingsMutation } from '../api/settings.api';
import {
  PROFILE_FIELDS,
  profileDefaults,
  profileForm,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '../lib/profile-form';
import { splitServerErrors } from '../../../lib/server-errors';

/** Contact and company details; empty optional fields clear the stored value. */
export function ProfileDetailsForm({ agent }: { agent: AgentRecord }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const t = useT();
  const [save] = useUpdateProfileSettingsMutation();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const { data: initialData, isError: countriesFailed } = useInitialDataQuery();
  const countries = useMemo(() => countryOptions(initialData?.countries ?? []), [initialData]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileForm),
    defaultValues: profileDefaults(agent),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    const result = await save(values);
    if ('error' in result) {
      const { byField, general } = splitServerErrors(result.error, PROFILE_FIELDS);
      for (const field of PROFILE_FIELDS) {
        const message = byField[field];
        if (message) setError(field, { type: 'server', message });
      }
      setGeneralError(general);
      return;
    }
    dispatch(sessionActions.agentUpdated(result.data));
    reset(profileDefaults(result.data));
    toast.success(t('profile.saved', 'Saved'), t('profile.updated', 'Your profile has been updated.'));
  });

  return (
    <Card>
      <CardHeader
        title={t('profileMenu.profile', 'Profile')}
        description={t('profile.description', 'Contact person and company details shown on your documents.')}
      />
      <CardBody>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('agency.name', 'Name')} required error={formError(errors.name?.message)}>
              <Input autoComplete="name" {...register('name')} />
            </Field>
            <Field
              label={t('agency.designation', 'Designation')}
              required
              error={formError(errors.designation?.message)}
            >
              <Input autoComplete="organization-title" {...register('designation')} />
            </Field>
            <Field
              label={t('agency.phone', 'Phone number')}
              required
              error={formError(errors.phoneNumber?.message)}
            >
              <Input type="tel" autoComplete="tel" {...register('phoneNumber')} />
            </Field>
            <Field
              label={t('agency.whatsapp', 'WhatsApp number')}
              required
              error={formError(errors.whatsappNumber?.message)}
            >
              <Input type="tel" {...register('whatsappNumber')} />
            </Field>
            <Field
              label={t('agency.telephone', 'Telephone (landline)')}
              error={formError(errors.telephoneNumber?.message)}
              className="sm:col-span-2"
            >
              <Input type="tel" autoComplete="tel" {...register('telephoneNumber')} />
            </Field>
            <Field
              label={t('agency.companyName', 'Company name')}
              required
              error={formError(errors.companyName?.message)}
              className="sm:col-span-2"
            >
              <Input autoComplete="organization" {...register('companyName')} />
            </Field>
            <Field
              label={t('agency.address', 'Address')}
              required
              error={formError(errors.address?.message)}
              className="sm:col-span-2"
            >
              <Textarea rows={2} autoComplete="street-address" {...register('address')} />
            </Field>
            <Field label={t('agency.country', 'Country')} required error={formError(errors.country?.message)}>
              <Select
                options={countries}
                leading={countryFlag}
                placeholder={t('formError.country', 'Select a country')}
                autoComplete="country"
                {...register('country')}
              />
            </Field>
            {countriesFailed ? (
              <p className="text-xs text-red-600 sm:col-span-2">
                {t(
                  'profile.countriesFailed',
                  'Countries could not be loaded; reload the page to change the country.',
                )}
              </p>
            ) : null}
            <Field label={t('agency.city', 'City')} required error={formError(errors.city?.message)}>
              <Input autoComplete="address-level2" {...register('city')} />
            </Field>
            <Field label={t('agency.zipCode', 'Zip code')} error={formError(errors.zipCode?.message)}>
              <Input autoComplete="postal-code" {...register('zipCode')} />
            </Field>
            <Field label={t('agency.website', 'Website')} error={formError(errors.website?.message)}>
              <Input
                type="url"
                inputMode="url"
                placeholder="https://"
                autoComplete="url"
                {...register('website')}
              />
            </Field>
            <Field
              label={t('agency.trn', 'TRN (tax registration number)')}
              error={formError(errors.trnNumber?.message)}
            >
              <Input {...register('trnNumber')} />
            </Field>
          </div>
          {generalError ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200"
            >
              {generalError}
            </p>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {t('resellers.saveChanges', 'Save changes')}
            </Button>
            <Button variant="ghost" onClick={() => reset()} disabled={!isDirty || isSubmitting}>
              {t('profile.discard', 'Discard changes')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
