import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { AgencyFields, FormSection } from '../../../components/agency-fields';
import { Field } from '../../../components/ui/field';
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
      <AgencyFields register={register} errors={errors} autofill />

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
