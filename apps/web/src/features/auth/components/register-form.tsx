import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useToast } from '../../../lib/use-toast';
import { sessionActions } from '../../../stores/session.slice';
import { useSignupMutation } from '../api/auth.api';
import { splitServerErrors } from '../../../lib/server-errors';
import {
  EMPTY_SIGNUP,
  SIGNUP_FIELDS,
  signupForm,
  toSignupBody,
  type SignupFormInput,
  type SignupFormOutput,
} from '../lib/signup-form';
import { CountrySelect } from '../../../components/country-select';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The agency sign-up form; a pending agent goes on to its verification page. */
export function RegisterForm() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [signup] = useSignupMutation();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormInput, unknown, SignupFormOutput>({
    resolver: zodResolver(signupForm),
    defaultValues: EMPTY_SIGNUP,
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    const result = await signup(toSignupBody(values));
    if ('error' in result) {
      const { byField, general } = splitServerErrors(result.error, SIGNUP_FIELDS);
      let first: (typeof SIGNUP_FIELDS)[number] | undefined;
      for (const field of SIGNUP_FIELDS) {
        const message = byField[field];
        if (!message) continue;
        setError(field, { type: 'server', message }, { shouldFocus: !first });
        first ??= field;
      }
      setGeneralError(general);
      return;
    }
    const { agentCode, randomString, message, reseller } = result.data;
    // Spec section 4: registration keeps the agent (the answer has no token yet) but stays logged out.
    dispatch(sessionActions.registered({ agent: reseller }));
    toast.success('Registration successful', message);
    await navigate(`/verification/${agentCode}/${encodeURIComponent(randomString)}`, { replace: true });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-8">
      <FormSection title="Company">
        <Field label="Company name" required error={errors.companyName?.message} className="sm:col-span-2">
          <Input autoComplete="organization" {...register('companyName')} />
        </Field>
        <Field label="Address" required error={errors.address?.message} className="sm:col-span-2">
          <Textarea rows={2} autoComplete="street-address" {...register('address')} />
        </Field>
        <Field label="Country" required error={errors.country?.message}>
          <CountrySelect autoComplete="country" {...register('country')} />
        </Field>
        <Field label="City" required error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </Field>
        <Field label="Zip code" error={errors.zipCode?.message}>
          <Input autoComplete="postal-code" {...register('zipCode')} />
        </Field>
        <Field label="Website" error={errors.website?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="url"
            {...register('website')}
          />
        </Field>
        <Field
          label="TRN (tax registration number)"
          error={errors.trnNumber?.message}
          className="sm:col-span-2"
        >
          <Input {...register('trnNumber')} />
        </Field>
      </FormSection>

      <FormSection title="Contact person">
        <Field label="Name" required error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label="Designation" required error={errors.designation?.message}>
          <Input autoComplete="organization-title" {...register('designation')} />
        </Field>
        <Field label="E-mail" required error={errors.email?.message} className="sm:col-span-2">
          <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label="Phone number" required error={errors.phoneNumber?.message}>
          <Input type="tel" autoComplete="tel" placeholder="+971 50 123 4567" {...register('phoneNumber')} />
        </Field>
        <Field label="WhatsApp number" required error={errors.whatsappNumber?.message}>
          <Input type="tel" placeholder="+971 50 123 4567" {...register('whatsappNumber')} />
        </Field>
        <Field label="Telephone (landline)" error={errors.telephoneNumber?.message}>
          <Input type="tel" {...register('telephoneNumber')} />
        </Field>
      </FormSection>

      <FormSection title="Password">
        <div className="space-y-2">
          <Field label="Password" required error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </Field>
          <PasswordStrengthMeter password={password} />
        </div>
        <Field label="Confirm password" required error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
      </FormSection>

      {generalError ? <FormAlert tone="error">{generalError}</FormAlert> : null}
      <div className="space-y-3">
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Register
        </Button>
        <p className="text-center text-sm text-slate-600">
          Already registered?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
        <p className="text-center text-xs text-slate-500">
          By registering you accept our{' '}
          <Link to="/privacy-policy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </form>
  );
}
