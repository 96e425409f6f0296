import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { envelopeFieldErrors, envelopeMessage } from '../../../lib/error-envelope';
import { AppLink } from '../../../lib/nav';
import { useAcceptInvitationMutation } from './staff.api';

/** The invited member of staff chooses a strong password (the mailed link works once, until it expires). */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [accept, { isLoading, error, data }] = useAcceptInvitationMutation();
  const fields = envelopeFieldErrors(error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void accept({ token, password });
  };
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md">
        <CardHeader title="Join the back office" description="Choose the password of your staff account." />
        <CardBody>
          {data ? (
            <div className="space-y-3">
              <p role="status" className="text-sm text-emerald-800">
                {data.message}
              </p>
              <AppLink to="/admin/login" className="font-semibold text-brand-700 underline">
                Go to the staff sign-in
              </AppLink>
            </div>
          ) : (
            <form onSubmit={submit} className="space-y-3" noValidate>
              <Field
                label="New password"
                required
                hint="At least 8 characters; several unrelated words are easy to remember and hard to guess."
                error={fields.password?.[0]}
              >
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Field>
              {error && !fields.password && (
                <p role="alert" className="text-sm text-red-700">
                  {envelopeMessage(error)}
                </p>
              )}
              <Button type="submit" loading={isLoading} className="w-full">
                Set password
              </Button>
            </form>
          )}
        </CardBody>
      </Card>
    </main>
  );
}
