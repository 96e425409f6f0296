import type {
  ForgotPasswordBody,
  LoginBody,
  LoginResult,
  ResetPasswordBody,
  SignupAnswer,
  SignupBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** Sign-up, sign-in and password recovery (all public calls). */
const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginBody>({
      query: (body) => ({ url: 'b2b/resellers/auth/login', method: 'POST', body }),
    }),
    signup: build.mutation<SignupAnswer, SignupBody>({
      query: (body) => ({ url: 'b2b/resellers/auth/signup', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<{ message: string }, ForgotPasswordBody>({
      query: (body) => ({ url: 'b2b/resellers/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ message: string }, ResetPasswordBody>({
      query: (body) => ({ url: 'b2b/resellers/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useSignupMutation, useForgotPasswordMutation, useResetPasswordMutation } =
  authApi;
