import type { ReactNode } from 'react';
import type { SubAgentDetailsAnswer } from '@portal/contracts';
import type { DisplayCurrency } from '@portal/domain';
import { ArrowLeftRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { majorToMinor } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

function Figure({
  label,
  amount,
  currency,
  hint,
  testId,
}: {
  label: string;
  amount: number;
  currency: DisplayCurrency;
  hint: ReactNode;
  testId: string;
}) {
  const fmt = useFormats();
  const converted = fmt.alsoIn(amount, currency);
  return (
    <div className="rounded-lg bg-slate-50 p-3 sm:p-4">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd
        className="mt-1 text-base font-bold break-words text-slate-900 tabular-nums sm:text-lg"
        data-testid={testId}
      >
        {fmt.aed(amount)}
      </dd>
      {converted && <dd className="text-xs text-slate-500 tabular-nums">{converted}</dd>}
      <dd className="mt-1 text-xs text-slate-500">{hint}</dd>
    </div>
  );
}

/**
 * What the sub-agent paid over your prices, split: the markup is your earning, the VAT on it is the
 * company's (pricing README, "Sub-agent earnings and the VAT on the markup").
 */
function EarningSplit({ markup, vat, fallback }: { markup: number; vat: number; fallback: string }) {
  const t = useT();
  const fmt = useFormats();
  if (vat <= 0) return <>{fallback}</>;
  const paid = (majorToMinor(markup) + majorToMinor(vat)) / 100;
  return (
    <span data-testid="earning-split">
      {t(
        'resellers.earningSplit',
        'Paid over your price {paid} = markup {markup} (yours) + VAT on the markup {vat}',
        { paid: fmt.aed(paid), markup: fmt.aed(markup), vat: fmt.aed(vat) },
      )}
    </span>
  );
}

/** Spec section 3 "Reseller wallet info": balance, pendingEarnings, totalEarnings, withdrawTotal. */
export function WalletInfoCard({
  details,
  currency,
  onTransfer,
  transferDisabled,
}: {
  details: SubAgentDetailsAnswer;
  currency: DisplayCurrency;
  onTransfer: () => void;
  transferDisabled: boolean;
}) {
  const t = useT();
  const fmt = useFormats();
  const { wallet } = details;
  return (
    <Card>
      <CardHeader
        title={t('resellers.wallet', 'Wallet')}
        description={t(
          'resellers.theSubAgentS2',
          "The sub-agent's funds, and what you earned on its bookings (AED).",
        )}
        actions={
          <Button size="sm" onClick={onTransfer} disabled={transferDisabled}>
            <ArrowLeftRight className="size-4" aria-hidden="true" />
            {t('resellers.transferFunds', 'Transfer funds')}
          </Button>
        }
      />
      <CardBody>
        <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
          <Figure
            label={t('resellers.balance', 'Balance')}
            amount={details.balance}
            currency={currency}
            hint={t('resellers.theSubAgentS3', "The sub-agent's own money")}
            testId="sub-agent-balance"
          />
          <Figure
            label={t('resellers.pendingEarnings', 'Pending earnings')}
            amount={details.pendingEarnings}
            currency={currency}
            hint={
              <EarningSplit
                markup={details.pendingEarnings}
                vat={details.pendingEarningsVat}
                fallback={t('resellers.releasedAfterTheService', 'Released after the service date')}
              />
            }
            testId="sub-agent-pending-earnings"
          />
          <Figure
            label={t('resellers.totalEarnings', 'Total earnings')}
            amount={details.totalEarnings}
            currency={currency}
            hint={
              <EarningSplit
                markup={details.totalEarnings}
                vat={details.totalEarningsVat}
                fallback={t('resellers.yourMarkupOnIts', 'Your markup on its bookings')}
              />
            }
            testId="sub-agent-total-earnings"
          />
          <Figure
            label={t('resellers.withdrawn', 'Withdrawn')}
            amount={details.withdrawTotal}
            currency={currency}
            hint={t('resellers.paidOutOrTaken', 'Paid out or taken back')}
            testId="sub-agent-withdraw-total"
          />
        </dl>
        <p className="mt-3 text-xs text-slate-500 tabular-nums">
          {t(
            'resellers.reservedAndCredit',
            'Reserved by bookings in progress: {reserved} · Credit used {used} of {credit}',
            {
              reserved: fmt.aed(wallet.pendingBalance),
              used: fmt.aed(wallet.creditUsed),
              credit: fmt.aed(wallet.creditAmount),
            },
          )}
        </p>
      </CardBody>
    </Card>
  );
}
