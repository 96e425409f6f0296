import { X } from 'lucide-react';
import { DateInput } from '../../../components/date-input';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { PRODUCT_OPTIONS, STATUS_OPTIONS } from './order-labels';
import type { OrderFilterValues } from './order-labels';
import { ASSIGNEE_ANY_LABEL, useAssigneeOptions } from '../work/assignee-filter';

export interface FilterProblems {
  agent?: string | undefined;
  dateTo?: string | undefined;
}

/** Product, status, agent code, reference search and booking dates; each change is written to the URL. */
export function OrdersFilters({
  values,
  problems,
  any,
  onChange,
  onClear,
}: {
  values: OrderFilterValues;
  problems: FilterProblems;
  any: boolean;
  onChange: (patch: Partial<OrderFilterValues>) => void;
  onClear: () => void;
}) {
  const assignees = useAssigneeOptions();
  return (
    <form
      role="search"
      aria-label="Filter bookings"
      className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label="Product">
        <Select
          value={values.product}
          placeholder="All products"
          options={PRODUCT_OPTIONS}
          onChange={(e) => onChange({ product: e.target.value })}
        />
      </Field>
      <Field label="Status">
        <Select
          value={values.status}
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          onChange={(e) => onChange({ status: e.target.value })}
        />
      </Field>
      <Field label="Agent code" error={problems.agent}>
        <Input
          inputMode="numeric"
          value={values.agent}
          maxLength={9}
          placeholder="e.g. 10042"
          onChange={(e) => onChange({ agent: e.target.value.trim() })}
        />
      </Field>
      <Field label="Reference or lead guest">
        <Input
          type="search"
          value={values.search}
          maxLength={80}
          placeholder="e.g. ATR-7K2M"
          onChange={(e) => onChange({ search: e.target.value })}
        />
      </Field>
      {/* DD/MM/YYYY typed or picked, as everywhere in the portal (not the browser's mm/dd/yyyy box). */}
      <Field label="Booked from">
        <DateInput
          label="Booked from"
          value={values.dateFrom}
          max={values.dateTo || undefined}
          optional
          compact
          onChange={(date) => onChange({ dateFrom: date })}
        />
      </Field>
      <Field label="Booked to" error={problems.dateTo}>
        <DateInput
          label="Booked to"
          value={values.dateTo}
          min={values.dateFrom || undefined}
          optional
          compact
          onChange={(date) => onChange({ dateTo: date })}
        />
      </Field>
      <Field label="Assigned to">
        <Select
          value={values.assignee}
          placeholder={ASSIGNEE_ANY_LABEL}
          options={assignees}
          onChange={(e) => onChange({ assignee: e.target.value })}
        />
      </Field>
      <div className="flex items-end sm:pt-6">
        <Button variant="secondary" disabled={!any} onClick={onClear} className="w-full lg:w-auto">
          <X className="size-4" aria-hidden="true" /> Clear
        </Button>
      </div>
    </form>
  );
}
