import { AGENCY_FIELDS, signupBody, type SignupBody } from '@portal/contracts';
import { z } from 'zod';
import { withoutEmptyStrings } from '../../../lib/form-values';

/** The contract's sign-up body plus a confirmation the server does not need. */
export const signupForm = signupBody
  .extend({ confirmPassword: z.string().min(1, 'Confirm the password') })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type SignupFormInput = z.input<typeof signupForm>;
export type SignupFormOutput = z.output<typeof signupForm>;

export const SIGNUP_FIELDS = [
  ...AGENCY_FIELDS,
  'password',
  'confirmPassword',
] as const satisfies readonly (keyof SignupFormInput)[];

export const EMPTY_SIGNUP: SignupFormInput = Object.fromEntries(
  SIGNUP_FIELDS.map((f) => [f, '']),
) as SignupFormInput;

/** What is sent: the confirmation dropped and optional fields left empty omitted. */
export function toSignupBody({ confirmPassword: _confirm, ...values }: SignupFormOutput): SignupBody {
  return withoutEmptyStrings(values) as SignupBody;
}
