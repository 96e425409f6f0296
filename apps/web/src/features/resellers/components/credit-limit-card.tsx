import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useSetSubAgentCreditLimitMutation } from '../api/resellers.api';
import { checkCreditLimit } from '../lib/transfer';
import { formError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** A credit line carved out of the reseller's own available funds (reserved until lowered; 0 removes it). */
export function CreditLimitCard({ subAgentId, creditAmount }: { subAgentId: string; creditAmount: number }) {
  const t = useT();
  const fmt = useFormats();
  const toast = useToast();
  const [save, { isLoading }] = useSetSubAgentCreditLimitMutation();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const check = checkCreditLimit(value);
  const error = serverError ?? (touched && !check.ok ? check.message : undefined);

  return (
    <Card>
      <CardHeader
        title={t('resellers.creditLimit', 'Credit limit')}
        description={
          <>
            {t('resellers.currentLimit', 'Current limit')}{' '}
            <span className="font-semibold text-slate-900 tabular-nums">{fmt.aed(creditAmount)}</span>
          </>
        }
      />
      <CardBody>
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (!check.ok) return;
            setServerError(null);
            void save({ id: subAgentId, amount: check.text }).then((result) => {
              if ('error' in result) {
                setServerError(errorMessage(result.error));
                return;
              }
              toast.success(
                t('creditLimit.saved', 'Credit limit saved'),
                `${result.data.message}: ${fmt.aed(result.data.creditLimit)}`,
              );
              setValue('');
              setTouched(false);
            });
          }}
        >
          <Field
            label={t('creditLimit.new', 'New credit limit (AED)')}
            error={formError(error)}
            hint={t(
              'resellers.reservedFromYourAvailable',
              'Reserved from your available funds while the line is open. 0 removes it.',
            )}
            className="flex-1"
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setServerError(null);
              }}
              onBlur={() => setTouched(value !== '')}
            />
          </Field>
          <Button type="submit" loading={isLoading} className="sm:mt-6.5">
            {t('resellers.saveLimit', 'Save limit')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
