import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { AgencyFields, FormSection } from '../../../components/agency-fields';
import { Field } from '../../../components/ui/field';
import { formError } from '../../../lib/form-errors';
import { useLanguage, useT } from '../../../lib/i18n';
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
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

/** The agency sign-up form; a pending agent goes on to its verification page. */
export function RegisterForm() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const t = useT();
  const { language } = useLanguage();
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
    // The new account's portal and mails start in the language the form is filled in (issue 35).
    const result = await signup({ ...toSignupBody(values), language });
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
    toast.success(t('register.done', 'Registration successful'), message);
    await navigate(`/verification/${agentCode}/${encodeURIComponent(randomString)}`, { replace: true });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-8">
      <AgencyFields register={register} errors={errors} autofill />

      <FormSection title={t('login.password', 'Password')}>
        <div className="space-y-2">
          <Field label={t('login.password', 'Password')} required error={formError(errors.password?.message)}>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </Field>
          <PasswordStrengthMeter password={password} />
        </div>
        <Field
          label={t('register.confirmPassword', 'Confirm password')}
          required
          error={formError(errors.confirmPassword?.message)}
        >
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
      </FormSection>

      {generalError ? <FormAlert tone="error">{generalError}</FormAlert> : null}
      <div className="space-y-3">
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {t('register.submit', 'Register')}
        </Button>
        <p className="text-center text-sm text-slate-600">
          {t('register.already', 'Already registered?')}{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            {t('login.submit', 'Sign in')}
          </Link>
        </p>
        <p className="text-center text-xs text-slate-500">
          {t('register.accept', 'By registering you accept our')}{' '}
          <Link to="/privacy-policy" className="underline">
            {t('footer.privacy', 'Privacy Policy')}
          </Link>
          .
        </p>
      </div>
    </form>
  );
}
