import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CompanyTermsDto } from '@portal/contracts';
import { LoadError } from '../../../../components/load-error';
import { Button } from '../../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../../components/ui/card';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage, fieldErrors } from '../../../../lib/api';
import { useAdminCompanyTermsQuery, useSaveCompanyTermsMutation } from './terms.api';

function TermsForm({ terms }: { terms: CompanyTermsDto }) {
  const [title, setTitle] = useState(terms.title);
  const [body, setBody] = useState(terms.body);
  const [save, state] = useSaveCompanyTermsMutation();
  const errors = state.isError ? fieldErrors(state.error) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ page: terms.page, title, body, version: terms.version });
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={`Edit ${terms.title}`} noValidate>
      <Field label="Title" required error={errors.title?.[0]}>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field label="Text" hint="A blank line starts a new paragraph" required error={errors.body?.[0]}>
        <Textarea rows={12} value={body} onChange={(e) => setBody(e.target.value)} />
      </Field>
      {state.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(state.error)}
        </p>
      )}
      {state.isSuccess && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          Published as version {terms.version + 1}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={state.isLoading}>
          Publish
        </Button>
        <Link to={`/terms/${terms.page}`} className="text-sm text-brand-700 underline">
          View as agents see it
        </Link>
      </div>
    </form>
  );
}

/** The company's own terms pages agents read (issue 34); each publish is a new version, audited. */
export function CompanyTermsAdminPage() {
  const { data, error, isLoading, isFetching, refetch } = useAdminCompanyTermsQuery();
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div>
        <h1 className="text-xl font-bold text-slate-900">Terms pages</h1>
        <p className="mt-0.5 text-sm text-slate-600">
          The company&apos;s own terms agents read. The privacy policy and the payment provider&apos;s terms
          are fixed texts and are not edited here.
        </p>
      </div>
      {error ? (
        <LoadError error={error} what="the terms" onRetry={() => void refetch()} retrying={isFetching} />
      ) : isLoading || !data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        data.pages.map((terms) => (
          <Card key={terms.page}>
            <CardHeader
              title={terms.title}
              description={
                terms.version === 0
                  ? 'Not published yet'
                  : `Version ${terms.version}, ${terms.updatedAt?.slice(0, 10)}`
              }
            />
            <CardBody>
              <TermsForm key={`${terms.page}-${terms.version}`} terms={terms} />
            </CardBody>
          </Card>
        ))
      )}
    </div>
  );
}
