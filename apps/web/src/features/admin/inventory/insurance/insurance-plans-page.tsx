import { useState } from 'react';
import { LoadError } from '../../../../components/load-error';
import { Button } from '../../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/api';
import { InsurancePlanForm } from './insurance-plan-form';
import { useInsurancePlansQuery, useUploadPlanWordingMutation } from './insurance.api';
import type { AdminInsurancePlan } from '@portal/contracts';

function Wording({ plan }: { plan: AdminInsurancePlan }) {
  const [file, setFile] = useState<File | null>(null);
  const [upload, state] = useUploadPlanWordingMutation({ fixedCacheKey: `wording-${plan.code}` });
  return (
    <form
      className="space-y-2"
      aria-label={`Wording of ${plan.code}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (file) void upload({ code: plan.code, version: plan.version, file });
      }}
    >
      <p className="text-sm text-slate-700">
        {plan.wordingUrl ? (
          <a className="text-brand-700 underline" href={plan.wordingUrl} target="_blank" rel="noreferrer">
            Open the current wording (PDF)
          </a>
        ) : (
          'No wording uploaded yet.'
        )}
      </p>
      <Field label="Wording PDF">
        <Input type="file" accept="application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </Field>
      {state.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(state.error)}
        </p>
      )}
      {state.isSuccess && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          Wording uploaded
        </p>
      )}
      <Button type="submit" size="sm" disabled={!file} loading={state.isLoading}>
        Upload wording
      </Button>
    </form>
  );
}

/** The company's insurance plans (issue 34): cover, region, premium bands, wording, sold or not. */
export function InsurancePlansPage() {
  const { data, error, isLoading, isFetching, refetch } = useInsurancePlansQuery();
  const [chosen, setChosen] = useState('');
  const [adding, setAdding] = useState(false);
  const plans = data?.plans ?? [];
  const plan = plans.find((p) => p.code === chosen) ?? plans[0];
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-slate-900">Insurance plans</h1>
          <p className="mt-0.5 text-sm text-slate-600">
            What agents quote and sell. Policies already sold keep their plan terms and premium.
          </p>
        </div>
        {!adding && !isLoading && !error && (
          <Button size="sm" onClick={() => setAdding(true)}>
            New plan
          </Button>
        )}
      </div>
      {adding ? (
        <Card>
          <CardHeader
            title="New plan"
            description="Sold from the save when active; upload its wording PDF once it is created"
          />
          <CardBody className="space-y-4">
            <InsurancePlanForm
              plan={null}
              onCreated={(created) => {
                setChosen(created.code);
                setAdding(false);
              }}
            />
            <Button variant="secondary" size="sm" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </CardBody>
        </Card>
      ) : error ? (
        <LoadError error={error} what="the plans" onRetry={() => void refetch()} retrying={isFetching} />
      ) : isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : !plan ? (
        <EmptyState title="No insurance plans" />
      ) : (
        <>
          <Field label="Plan">
            <Select
              value={plan.code}
              onChange={(e) => setChosen(e.target.value)}
              options={plans.map((p) => ({
                value: p.code,
                label: `${p.name} (${p.code})${p.active ? '' : ' - inactive'}`,
              }))}
            />
          </Field>
          <Card>
            <CardHeader title={plan.name} description={plan.code} />
            <CardBody>
              <InsurancePlanForm key={`${plan.code}-${plan.version}`} plan={plan} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Policy wording" description="The PDF agents can open from the plan" />
            <CardBody>
              <Wording key={`${plan.code}-${plan.version}`} plan={plan} />
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
