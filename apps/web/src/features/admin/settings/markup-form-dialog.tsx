import { useState, type FormEvent } from 'react';
import {
  ADMIN_MARKUP_ITEM_HINTS,
  type AdminMarkupDto,
  type AdminMarkupPreviewAnswer,
  type AdminMarkupSetBody,
  type CompanyMarkupProduct,
} from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { formatAedMinor } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { markupValueProblem } from './checks';
import { usePreviewAdminMarkupMutation, useSetAdminMarkupMutation } from './settings.api';
import { agentText, FLAT_UNITS, isCompanyProduct, PRODUCT_LABELS, PRODUCT_OPTIONS } from './markup-labels';

interface FormValues {
  scope: 'default' | 'agent';
  agent: string;
  product: CompanyMarkupProduct;
  itemId: string;
  type: 'flat' | 'percentage';
  value: string;
  /** ADR 0014: a markup adds to the product's margin; a discount (one agent only) lowers the price. */
  direction: 'markup' | 'discount';
}
type Problems = Partial<
  Record<'agent' | 'product' | 'itemId' | 'type' | 'value' | 'direction' | 'form', string>
>;

const SCOPE_OPTIONS = [
  { value: 'default', label: 'Every agent (default)' },
  { value: 'agent', label: 'One agent' },
];
const DIRECTION_OPTIONS = [
  { value: 'markup', label: "Markup: added to the product's margin" },
  { value: 'discount', label: "Discount: lowers this agent's price" },
];
const TYPE_OPTIONS = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'flat', label: 'Flat amount (AED)' },
];

function initialValues(editing: AdminMarkupDto | null): FormValues {
  if (!editing)
    return {
      scope: 'agent',
      agent: '',
      product: 'hotel',
      itemId: '',
      type: 'percentage',
      value: '',
      direction: 'markup',
    };
  return {
    scope: editing.agent ? 'agent' : 'default',
    agent: editing.agent ? String(editing.agent.agentCode) : '',
    product: editing.product,
    itemId: editing.itemId ?? '',
    type: editing.type,
    // Flat values come in fils; the form takes AED.
    value: editing.type === 'flat' ? (editing.value / 100).toFixed(2) : String(editing.value),
    direction: editing.direction,
  };
}

function check(v: FormValues): Problems {
  const problems: Problems = {};
  if (v.scope === 'agent' && !v.agent.trim()) problems.agent = 'Enter the agent code or e-mail address';
  const valueProblem = markupValueProblem(v.type, v.value);
  if (valueProblem) problems.value = valueProblem;
  if (v.product === 'flight' && v.itemId.trim() && !/^[A-Za-z0-9]{2}$/.test(v.itemId.trim()))
    problems.itemId = 'A flight markup item is a two-letter airline code, e.g. EK';
  return problems;
}

function bodyOf(v: FormValues): AdminMarkupSetBody {
  const itemId = v.itemId.trim();
  return {
    agent: v.scope === 'default' ? 'default' : v.agent.trim(),
    product: v.product,
    itemId: itemId ? (v.product === 'flight' ? itemId.toUpperCase() : itemId) : null,
    type: v.type,
    value: Number(v.value.trim()),
    direction: v.scope === 'agent' ? v.direction : 'markup',
  };
}

function summaryOf(v: FormValues, editing: AdminMarkupDto | null): string {
  const who =
    v.scope === 'default'
      ? 'every agent (default)'
      : editing?.agent
        ? agentText(editing.agent)
        : `agent ${v.agent.trim()}`;
  const item = editing?.itemName ?? (v.itemId.trim() || `all ${PRODUCT_LABELS[v.product].toLowerCase()}`);
  const amount =
    v.type === 'percentage'
      ? `${Number(v.value)}%`
      : `AED ${Number(v.value).toFixed(2)} ${FLAT_UNITS[v.product]}`;
  const kind = v.scope === 'agent' && v.direction === 'discount' ? 'Discount of ' : '';
  return `${kind}${amount} for ${who} on ${PRODUCT_LABELS[v.product].toLowerCase()}: ${item}`;
}

/** The product's margin and a sample item's price today and after saving (the API's preview). */
function PreviewTable({ preview }: { preview: AdminMarkupPreviewAnswer }) {
  const rows: [string, string][] = [
    ['Sample', preview.sample],
    ['Net', formatAedMinor(preview.net)],
    ["Product's own margin", `${preview.margin.text}: ${formatAedMinor(preview.margin.amount)}`],
    [
      preview.agent ? 'Agent price today' : 'Price today',
      `${formatAedMinor(preview.current.agentPrice)}${preview.current.agentMarkup ? ` (with ${preview.current.agentMarkup})` : ''}`,
    ],
    [
      'Price after saving',
      `${formatAedMinor(preview.after.agentPrice)}${preview.after.agentMarkup ? ` (with ${preview.after.agentMarkup})` : ''}`,
    ],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5" data-testid="markup-preview">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Adds a company markup, or edits one (its scope stays: agent, product and item), in two steps: the
 * form with its checks, then a confirmation of what will be charged before it is saved.
 */
export function MarkupFormDialog({
  editing,
  onClose,
}: {
  /** The row being edited; null: a new markup. */
  editing: AdminMarkupDto | null;
  onClose: () => void;
}) {
  const [values, setValues] = useState<FormValues>(() => initialValues(editing));
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState(false);
  const [preview, setPreview] = useState<AdminMarkupPreviewAnswer | null>(null);
  const [discountConfirmed, setDiscountConfirmed] = useState(false);
  const [discountError, setDiscountError] = useState<string | null>(null);
  const [save, { isLoading }] = useSetAdminMarkupMutation();
  const [askPreview, previewState] = usePreviewAdminMarkupMutation();
  const toast = useToast();
  const locked = editing !== null;

  const set = (patch: Partial<FormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setProblems({});
  };

  const showProblems = (error: unknown) => {
    const fields = fieldErrors(error);
    const next: Problems = {};
    for (const key of ['agent', 'product', 'itemId', 'type', 'value', 'direction'] as const)
      if (fields[key]?.[0]) next[key] = fields[key][0];
    // An unknown agent answers 404 without a field.
    if (Object.keys(next).length === 0) {
      const message = errorMessage(error);
      if (/^Agent /.test(message)) next.agent = message;
      else next.form = message;
    }
    setProblems(next);
    setConfirming(false);
  };

  const review = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      setPreview(await askPreview(bodyOf(values)).unwrap());
      setDiscountConfirmed(false);
      setConfirming(true);
    } catch (error) {
      showProblems(error);
    }
  };

  const isDiscount = values.scope === 'agent' && values.direction === 'discount';
  const submit = async () => {
    if (isDiscount && !discountConfirmed) {
      setDiscountError('Tick the box to confirm the discount');
      return;
    }
    try {
      const answer = await save({
        ...bodyOf(values),
        ...(isDiscount ? { confirmDiscount: discountConfirmed } : {}),
      }).unwrap();
      toast.success(editing ? 'Markup updated' : 'Markup saved', answer.message);
      onClose();
    } catch (error) {
      const fields = fieldErrors(error);
      const next: Problems = {};
      for (const key of ['agent', 'product', 'itemId', 'type', 'value', 'direction'] as const)
        if (fields[key]?.[0]) next[key] = fields[key][0];
      // An unknown agent answers 404 without a field.
      if (Object.keys(next).length === 0) {
        const message = errorMessage(error);
        if (/^Agent /.test(message)) next.agent = message;
        else next.form = message;
      }
      setProblems(next);
      setConfirming(false);
    }
  };

  const title = editing ? 'Edit company markup' : 'Add company markup';
  if (confirming)
    return (
      <ConfirmDialog
        title={isDiscount ? 'Save this discount?' : 'Save this markup?'}
        description="Agents see the new prices at once."
        confirmLabel={isDiscount ? 'Save discount' : 'Save markup'}
        variant={isDiscount ? 'danger' : 'primary'}
        cancelLabel="Back"
        busy={isLoading}
        error={discountError ?? undefined}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      >
        <p data-testid="markup-summary">{summaryOf(values, editing)}</p>
        {preview ? <PreviewTable preview={preview} /> : null}
        {isDiscount ? (
          <label className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-amber-900">
            <input
              type="checkbox"
              className="mt-1"
              checked={discountConfirmed}
              onChange={(e) => {
                setDiscountConfirmed(e.target.checked);
                setDiscountError(null);
              }}
            />
            <span>
              I confirm this discount lowers the agent&apos;s price to{' '}
              {preview ? formatAedMinor(preview.after.agentPrice) : 'the price above'} on the sample.
            </span>
          </label>
        ) : null}
        {editing ? (
          <p className="text-slate-500">
            It replaces{' '}
            {editing.type === 'percentage'
              ? `${editing.value}%`
              : `AED ${(editing.value / 100).toFixed(2)} ${editing.unit}`}
            .
          </p>
        ) : null}
      </ConfirmDialog>
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description="The company's markup comes first in every agent price. A markup for one agent is added to the product's own margin; only a discount lowers a price."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="markup-form" disabled={previewState.isLoading}>
            {previewState.isLoading ? 'Checking…' : 'Review'}
          </Button>
        </>
      }
    >
      <form id="markup-form" noValidate onSubmit={(e) => void review(e)} className="space-y-4 pb-4">
        {problems.form ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {problems.form}
          </p>
        ) : null}
        <Field label="Applies to" required>
          <Select
            options={SCOPE_OPTIONS}
            value={values.scope}
            disabled={locked}
            onChange={(e) => set({ scope: e.target.value === 'default' ? 'default' : 'agent' })}
          />
        </Field>
        {values.scope === 'agent' ? (
          <Field
            label="Agent code or e-mail"
            required
            error={problems.agent}
            hint={locked && editing?.agent ? agentText(editing.agent) : 'e.g. 1042 or agent@example.com'}
          >
            <Input
              value={values.agent}
              disabled={locked}
              autoComplete="off"
              onChange={(e) => set({ agent: e.target.value })}
            />
          </Field>
        ) : null}
        <Field label="Product" required error={problems.product}>
          <Select
            options={PRODUCT_OPTIONS}
            value={values.product}
            disabled={locked}
            onChange={(e) => isCompanyProduct(e.target.value) && set({ product: e.target.value })}
          />
        </Field>
        <Field
          label="Item (optional)"
          error={problems.itemId}
          hint={locked ? editing?.itemName : ADMIN_MARKUP_ITEM_HINTS[values.product]}
        >
          <Input
            value={values.itemId}
            disabled={locked}
            autoComplete="off"
            onChange={(e) => set({ itemId: e.target.value })}
          />
        </Field>
        {values.scope === 'agent' ? (
          <Field label="Markup or discount" required error={problems.direction}>
            <Select
              options={DIRECTION_OPTIONS}
              value={values.direction}
              onChange={(e) => set({ direction: e.target.value === 'discount' ? 'discount' : 'markup' })}
            />
          </Field>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Type" required error={problems.type}>
            <Select
              options={TYPE_OPTIONS}
              value={values.type}
              onChange={(e) => set({ type: e.target.value === 'flat' ? 'flat' : 'percentage' })}
            />
          </Field>
          <Field
            label={`${values.scope === 'agent' && values.direction === 'discount' ? 'Discount' : 'Markup'} (${values.type === 'percentage' ? '%' : 'AED'})`}
            required
            error={problems.value}
            hint={values.type === 'flat' ? FLAT_UNITS[values.product] : 'of the price before it'}
          >
            <Input
              inputMode="decimal"
              value={values.value}
              autoComplete="off"
              onChange={(e) => set({ value: e.target.value })}
            />
          </Field>
        </div>
      </form>
    </Dialog>
  );
}
