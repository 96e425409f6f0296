import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CreditCard, Wallet } from 'lucide-react';
import { VISA_PAGES, type VisaApplicationDto } from '@portal/contracts';
import { resizeVisaRows } from '@portal/domain';
import { useAppSelector } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { ConfirmPaymentDialog } from '../../../components/checkout/confirm-payment-dialog';
import { errorCode, errorMessage } from '../../../lib/api';
import { checkoutFunds, paymentNotes, useCheckoutFunds } from '../../../lib/checkout-funds';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { siteOrigin } from '../../../lib/payment-return';
import {
  useCreateVisaApplicationMutation,
  usePayVisaApplicationMutation,
  useUploadVisaDocumentsMutation,
  useVisaTypesQuery,
} from '../api/visas.api';
import { DocumentInputs } from '../components/document-inputs';
import { TravellerFields } from '../components/traveller-fields';
import { formError } from '../../../lib/form-errors';
import { splitServerErrors } from '../../../lib/server-errors';
import {
  blankTraveller,
  documentsForm,
  missingDocuments,
  nonLatinNames,
  rowErrors,
  TRAVELLER_FIELDS,
  travellerFieldKeys,
  travellerInput,
  type TravellerDraft,
} from '../lib/traveller-form';
import { useT } from '../../../lib/i18n';
import { paxLabel } from '../lib/labels';
import { useFormats } from '../../../lib/use-formats';

const rowLabel = (rows: TravellerDraft[], i: number) => {
  const row = rows[i]!;
  const n = rows.slice(0, i + 1).filter((r) => r.paxType === row.paxType).length;
  return paxLabel(row.paxType, n);
};

/** /visa/{id}/apply: one passenger row and the documents per traveller, then payment by wallet or card. */
export function VisaApplyPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const fmt = useFormats();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const nationality = params.get('nationality') ?? '';
  const visaType = params.get('visaType') ?? '';
  const adults = Math.max(1, Number(params.get('adults') ?? 1) || 1);
  const children = Math.max(0, Number(params.get('children') ?? 0) || 0);
  const travelDate = params.get('travelDate') ?? '';
  const types = useVisaTypesQuery({ visaId: id, nationalityId: nationality }, { skip: !nationality });
  const type = types.data?.visaTypes.find((v) => v._id === visaType);
  const [rows, setRows] = useState<TravellerDraft[]>(() =>
    resizeVisaRows([], adults, children, blankTraveller),
  );
  const [method, setMethod] = useState<'wallet' | 'card'>('wallet');
  const [created, setCreated] = useState<VisaApplicationDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<'wallet' | 'card' | null>(null);
  const [create] = useCreateVisaApplicationMutation();
  const [upload] = useUploadVisaDocumentsMutation();
  const [pay] = usePayVisaApplicationMutation();
  const attempt = useIdempotentAttempt();
  /** Messages under their fields; only what no field shows becomes the general message. */
  const showServerErrors = (error: unknown, fallback: string, row?: number) => {
    const keys = travellerFieldKeys(rows.length);
    const prefix = row === undefined ? '' : `travellers.${row}.`;
    const { byField, general } = splitServerErrors(
      error,
      row === undefined ? keys : TRAVELLER_FIELDS.map(String),
    );
    setErrors(Object.fromEntries(Object.entries(byField).map(([k, v]) => [`${prefix}${k}`, v ?? ''])));
    const where = row === undefined ? '' : `${rowLabel(rows, row)}: `;
    setProblem(general ? `${where}${general}` : Object.keys(byField).length ? null : fallback);
  };
  const total = useMemo(
    () => (type ? adults * type.adultPrice + children * type.childPrice : 0),
    [type, adults, children],
  );
  // The wallet this checkout relies on, kept current (a top-up in another tab or from the parent).
  const funds = useCheckoutFunds(created?.totalAmount ?? (total || null));

  /** Every traveller's required documents first (an application that cannot be paid is not created), then the confirmation. */
  const review = () => {
    setProblem(null);
    const latin = nonLatinNames(rows);
    const missing = missingDocuments(rows, (i) => created?.travellers[i]?.documents ?? {});
    setErrors({ ...missing, ...latin });
    if (Object.keys(latin).length > 0) setProblem('Type the names in Latin letters, as in the passports');
    else if (Object.keys(missing).length > 0) setProblem('Attach the missing documents marked below');
    else setConfirming(method);
  };

  const submit = async () => {
    setConfirming(null);
    setProblem(null);
    setBusy(true);
    try {
      let app = created;
      if (!app) {
        const res = await create({
          visaType,
          nationality,
          travelDate,
          noOfAdult: adults,
          noOfChild: children,
          travellers: rows.map(travellerInput),
        });
        if ('error' in res) {
          showServerErrors(res.error, t('visaApply.notSaved', 'The application could not be saved'));
          return;
        }
        app = res.data.visaApplication;
        setCreated(app);
      }
      for (const [i, traveller] of app.travellers.entries()) {
        const files = rows[i]?.files ?? {};
        if (Object.keys(files).length === 0) continue;
        const res = await upload({ id: app._id, travellerId: traveller._id, form: documentsForm(files) });
        if ('error' in res) {
          showServerErrors(res.error, t('visaApply.notUploaded', 'The documents could not be uploaded'), i);
          return;
        }
        app = res.data.visaApplication;
        setCreated(app);
      }
      const body = {
        paymentMethod: method,
        expectedPrice: app.totalAmount,
        ...(method === 'card' ? { returnOrigin: siteOrigin() } : {}),
      };
      const key = attempt.keyFor(JSON.stringify({ id: app._id, ...body }));
      const paid = await pay({ id: app._id, key, body });
      attempt.settle('error' in paid ? paid.error : null);
      if ('error' in paid) {
        const code = errorCode(paid.error);
        setProblem(
          `${errorMessage(paid.error, t('visaApply.paymentFailed', 'The payment did not go through'))}${
            code === 'INSUFFICIENT_FUNDS'
              ? ` ${t('visaApply.saved', 'Your application is saved: top up the wallet or pay by card from the application page.')}`
              : ''
          }`,
        );
        return;
      }
      if (paid.data.payment?.paymentUrl) window.location.assign(paid.data.payment.paymentUrl);
      else void navigate(VISA_PAGES.invoice(app._id));
    } finally {
      setBusy(false);
    }
  };

  if (!nationality || !visaType || !travelDate)
    return (
      <div className="mx-auto max-w-3xl p-6">
        <p>
          {t('visaApply.chooseFirst', 'Choose a visa first:')}{' '}
          <Link to={VISA_PAGES.search}>{t('visaApply.visaSearch', 'visa search')}</Link>
        </p>
      </div>
    );
  return (
    <form
      className="mx-auto max-w-5xl space-y-5 px-3 py-6 sm:px-6"
      aria-label={t('visaApply.form', 'Visa application')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) review();
      }}
    >
      <header>
        <h1 className="text-2xl font-bold text-slate-900">
          {t('visaApply.heading', 'Apply: {visa}', {
            visa: type?.visaName ?? t('visaApply.uaeVisa', 'UAE visa'),
          })}
        </h1>
        <p className="text-sm text-slate-600">
          {t(
            'visaApply.summary',
            '{nationality} nationals · travel on {date} · {adults} adult(s){children, plural, =0 {} other {, # child(ren)}}',
            {
              nationality: types.data?.nationality.nationality ?? '',
              date: fmt.date(travelDate),
              adults,
              children,
            },
          )}
          {type
            ? ` · ${t('visaApply.childAges', 'children {from}-{to} years', { from: type.ageFrom, to: type.ageTo })}`
            : ''}
        </p>
        <p
          className="mt-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-100"
          data-testid="latin-names-note"
        >
          {t(
            'visaApply.latinNote',
            'Type the names in Latin letters (A-Z), exactly as printed in each passport: the visa authority needs them in Latin.',
          )}
        </p>
      </header>
      {rows.map((row, i) => {
        const label = rowLabel(rows, i);
        const errs = rowErrors(errors, i);
        return (
          <section
            key={i}
            aria-label={label}
            className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 className="font-semibold text-slate-900">{label}</h2>
            <TravellerFields
              label={label}
              value={row}
              errors={errs}
              onChange={(v) => setRows((r) => r.map((x, j) => (j === i ? v : x)))}
            />
            <DocumentInputs
              who={label}
              files={row.files}
              have={created?.travellers[i]?.documents ?? {}}
              errors={errs}
              onChange={(field, file) => {
                setErrors(({ [`travellers.${i}.${field}`]: _done, ...rest }) => rest);
                setRows((r) =>
                  r.map((x, j) => {
                    if (j !== i) return x;
                    const files = { ...x.files };
                    if (file) files[field] = file;
                    else delete files[field];
                    return { ...x, files };
                  }),
                );
              }}
            />
          </section>
        );
      })}
      <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold text-slate-900">{t('visaApply.payment', 'Payment')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {(
            [
              [
                'wallet',
                t('visaApply.wallet', 'Wallet'),
                t('visaApply.walletNote', 'Balance plus credit limit'),
                Wallet,
              ],
              [
                'card',
                t('visaApply.card', 'Card'),
                t('visaApply.cardNote', 'A card fee is added'),
                CreditCard,
              ],
            ] as const
          ).map(([value, label, note, Icon]) => (
            <label key={value} className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3">
              <input
                type="radio"
                name="paymentMethod"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
              />
              <span>
                <span className="flex items-center gap-2 font-medium">
                  <Icon className="size-4" aria-hidden="true" /> {label}
                </span>
                <span className="text-sm text-slate-600">{note}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-700">
          {formError(problem)}
          {created && (
            <>
              {' '}
              <Link className="underline" to={VISA_PAGES.details(created._id)}>
                {t('visaApply.openApplication', 'Open the application')}
              </Link>
            </>
          )}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <p className="text-lg font-bold text-slate-900">
          {t('visaApply.total', 'Total')}{' '}
          <span data-testid="visa-total">{fmt.price(created?.totalAmount ?? total, currency)}</span>
        </p>
        <Button type="submit" size="lg" loading={busy} disabled={busy || !type}>
          {t('visaApply.paySubmit', 'Pay and submit')}
        </Button>
      </div>
      <ConfirmPaymentDialog
        method={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void submit()}
        busy={busy}
        item={t('visaApply.item', '{visa}, {count, plural, one {# traveller} other {# travellers}}', {
          visa: type?.visaName ?? t('visaApply.uaeVisa', 'UAE visa'),
          count: adults + children,
        })}
        amount={created?.totalAmount ?? total}
        cardFee={
          paymentNotes(
            created?.totalAmount ?? total,
            checkoutFunds(funds.data),
            funds.isError ? 'error' : funds.data ? 'ready' : 'loading',
          ).cardFee
        }
      />
    </form>
  );
}
