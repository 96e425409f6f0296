import { useMemo, useState } from 'react';
import { useStateDraft } from '../../../lib/form-draft';
import { useNavigate } from 'react-router';
import { CreditCard, Wallet } from 'lucide-react';
import { INSURANCE_PAGES, type InsuranceQuoteAnswer, type InsuranceQuoteBody } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ConfirmPaymentDialog } from '../../../components/checkout/confirm-payment-dialog';
import { splitServerErrors } from '../../../lib/server-errors';
import { checkoutFunds, paymentNotes, useCheckoutFunds } from '../../../lib/checkout-funds';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useToast } from '../../../lib/use-toast';
import { useCreateInsuranceContractMutation } from '../api/contracts.api';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

type Method = 'wallet' | 'card';
const BUY_FIELDS = ['agentReferenceNumber', 'contactEmail', 'contactPhone'] as const;
type BuyField = (typeof BUY_FIELDS)[number];

/** Buy the quoted policy by wallet or card (one Idempotency-Key per attempt, reused on a retry). */
export function BuyPolicy({
  quote,
  request,
  onBought,
}: {
  quote: InsuranceQuoteAnswer;
  request: InsuranceQuoteBody;
  /** The policy was bought (or its card payment started): the page drops its draft. */
  onBought?: () => void;
}) {
  const t = useT();
  const fmt = useFormats();
  const navigate = useNavigate();
  const toast = useToast();
  const funds = useCheckoutFunds(quote.price.agentPrice);
  const [create, state] = useCreateInsuranceContractMutation();
  const attempt = useIdempotentAttempt();
  const [method, setMethod] = useState<Method>('wallet');
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<BuyField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Method | null>(null);
  const contact = useMemo(() => ({ reference, email, phone }), [reference, email, phone]);
  const discardContact = useStateDraft('insurance-contact', contact, (saved) => {
    setReference(saved.reference ?? '');
    setEmail(saved.email ?? '');
    setPhone(saved.phone ?? '');
  });
  const total = quote.price.agentPrice;
  const notes = paymentNotes(
    total,
    checkoutFunds(funds.data),
    funds.isError ? 'error' : funds.data ? 'ready' : 'loading',
    'policy',
  );

  const buy = async () => {
    setErrors({});
    setFormError(null);
    const body = {
      ...request,
      expectedPrice: total,
      agentReferenceNumber: reference,
      contactEmail: email,
      contactPhone: phone,
      paymentMethod: method,
    };
    try {
      const answer = await create({ body, idempotencyKey: attempt.keyFor(JSON.stringify(body)) }).unwrap();
      attempt.settle(null);
      setConfirming(null);
      discardContact();
      onBought?.();
      if (answer.payment) {
        window.location.assign(answer.payment.paymentUrl);
        return;
      }
      // An insurer that did not answer in time: the contract page says the policy awaits its confirmation.
      if (answer.contract.status === 'completed')
        toast.success(
          t('insurance.policyIssued', 'Policy issued'),
          t('insurance.policyValue', 'Policy {value}', { value: answer.contract.policyNumber ?? '' }),
        );
      else if (answer.contract.status !== 'processing')
        toast.error(
          t('insurance.policyNotIssued', 'Policy not issued'),
          answer.contract.statusReason ?? t('insurance.nothingWasCharged', 'Nothing was charged.'),
        );
      void navigate(INSURANCE_PAGES.order(answer.orderId));
    } catch (error) {
      attempt.settle(error);
      setConfirming(null);
      const { byField, general } = splitServerErrors(error, BUY_FIELDS);
      setErrors(byField);
      setFormError(general);
    }
  };
  const err = (name: BuyField) => errors[name];

  return (
    <Card aria-label={t('insurance.buyPolicy', 'Buy policy')}>
      <CardHeader
        title={t('insurance.buyThisPolicy', 'Buy this policy')}
        description={t('insurance.youPayValueVat', 'You pay {value} (VAT included).', {
          value: fmt.aedMinor(total),
        })}
      />
      <CardBody>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            setConfirming(method);
          }}
          noValidate
        >
          <Field
            label={t('insurance.yourReferenceNumber', 'Your reference number')}
            error={err('agentReferenceNumber')}
            required
          >
            <Input value={reference} onChange={(e) => setReference(e.target.value)} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('insurance.clientEMail', 'Client e-mail')} error={err('contactEmail')} required>
              <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field>
            <Field label={t('insurance.clientPhone', 'Client phone')} error={err('contactPhone')} required>
              <Input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
            </Field>
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-900">
              {t('insurance.payment', 'Payment')}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {(
                [
                  {
                    value: 'wallet',
                    label: t('insurance.wallet', 'Wallet'),
                    note: notes.walletNote,
                    Icon: Wallet,
                  },
                  {
                    value: 'card',
                    label: t('insurance.card', 'Card'),
                    note: notes.cardNote,
                    Icon: CreditCard,
                  },
                ] as const
              ).map(({ value, label, note, Icon }) => (
                <label
                  key={value}
                  className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-3"
                >
                  <input
                    type="radio"
                    name="insurance-payment"
                    value={value}
                    checked={method === value}
                    onChange={() => setMethod(value)}
                  />
                  <span>
                    <span className="flex items-center gap-2 font-medium text-slate-900">
                      <Icon className="size-4" aria-hidden="true" /> {label}
                    </span>
                    <span className="block text-xs text-slate-600">{note}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {formError ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {formError}
            </p>
          ) : null}
          <Button type="submit" loading={state.isLoading} disabled={state.isLoading}>
            {method === 'wallet'
              ? t('insurance.payByWallet', 'Pay by wallet')
              : t('insurance.payByCard', 'Pay by card')}
          </Button>
        </form>
        <ConfirmPaymentDialog
          method={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void buy()}
          busy={state.isLoading}
          item={t('insurance.travelInsurancePolicy', 'Travel insurance policy')}
          amount={total}
          cardFee={notes.cardFee}
        />
      </CardBody>
    </Card>
  );
}
