import { useState, type FormEvent } from 'react';
import { Copy, KeyRound, Plus } from 'lucide-react';
import type { ApiKeyDto, ApiKeySecretAnswer } from '@portal/contracts';
import { API_KEY_MODULES, isEnabled, isIpRange, moduleByName } from '@portal/domain';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SkeletonList } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { envelopeFieldErrors, envelopeMessage } from '../../../lib/error-envelope';
import { useT, type Translate } from '../../../lib/i18n';
import { useToast } from '../../../lib/use-toast';
import { useAppSelector } from '../../../app/store';
import { RequirePermission } from '../../agency-users/components/require-permission';
import {
  useApiKeysQuery,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
  useRotateApiKeyMutation,
} from './api-keys.api';
import { useFormats } from '../../../lib/use-formats';

type KeyModule = ApiKeyDto['modules'][number];
const moduleLabel = (t: Translate, m: KeyModule) =>
  ({
    hotel: t('apiKeys.module.hotel', 'Hotels'),
    attraction: t('apiKeys.module.attraction', 'Attractions'),
    flight: t('apiKeys.module.flight', 'Flights'),
    visa: t('apiKeys.module.visa', 'Visas'),
    a2a: t('apiKeys.module.a2a', 'A2A'),
    insurance: t('apiKeys.module.insurance', 'Travel insurance'),
  })[m];

/** /settings/api-keys (issue 39): the agency's API keys for its owner and managers. */
export function ApiKeysPage() {
  return (
    <RequirePermission permission="api-keys.manage">
      <ApiKeysList />
    </RequirePermission>
  );
}

function ApiKeysList() {
  const t = useT();
  const list = useApiKeysQuery(undefined, { refetchOnMountOrArgChange: true });
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<ApiKeySecretAnswer | null>(null);
  const [confirming, setConfirming] = useState<{ apiKey: ApiKeyDto; action: 'rotate' | 'revoke' } | null>(
    null,
  );
  const keys = list.data?.keys ?? [];
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-3 py-6 sm:px-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('apiKeys.title', 'API keys')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {t(
            'apiKeys.intro',
            'Your own website or back office books through the Agent API with a key: search, price, book, cancel and documents, with your markups and wallet. A sandbox key books with a sandbox wallet, so nothing real is spent.',
          )}{' '}
          <a href="/api/docs" className="font-medium text-brand-700 hover:underline">
            {t('apiKeys.docs', 'Agent API documentation')}
          </a>
        </p>
      </div>
      <Card>
        <CardHeader
          title={t('apiKeys.listTitle', "Your agency's keys")}
          description={t('apiKeys.listHint', 'Usage covers the last 30 days.')}
          actions={
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden className="size-4" /> {t('apiKeys.create', 'Create a key')}
            </Button>
          }
        />
        {list.isLoading ? (
          <div className="p-5">
            <SkeletonList rows={3} label={t('apiKeys.loading', 'Loading API keys')} />
          </div>
        ) : list.error ? (
          <LoadError
            error={list.error}
            what={t('apiKeys.what', 'your API keys')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : keys.length === 0 ? (
          <EmptyState
            icon={<KeyRound className="size-7" />}
            title={t('apiKeys.empty', 'No API keys yet')}
            description={t('apiKeys.emptyText', 'Create a key for each system that books for your agency.')}
          />
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t('apiKeys.listLabel', 'API keys')}>
            {keys.map((k) => (
              <KeyRow
                key={k._id}
                apiKey={k}
                onRotate={() => setConfirming({ apiKey: k, action: 'rotate' })}
                onRevoke={() => setConfirming({ apiKey: k, action: 'revoke' })}
              />
            ))}
          </ul>
        )}
      </Card>
      {creating && (
        <CreateKeyDialog
          onClose={() => setCreating(false)}
          onCreated={(answer) => {
            setCreating(false);
            setShown(answer);
          }}
        />
      )}
      {confirming && (
        <ConfirmDialog
          {...confirming}
          onClose={() => setConfirming(null)}
          onRotated={(answer) => {
            setConfirming(null);
            setShown(answer);
          }}
        />
      )}
      {shown && <SecretDialog answer={shown} onClose={() => setShown(null)} />}
    </div>
  );
}

function KeyRow({
  apiKey: k,
  onRotate,
  onRevoke,
}: {
  apiKey: ApiKeyDto;
  onRotate: () => void;
  onRevoke: () => void;
}) {
  const t = useT();
  const fmt = useFormats();
  const active = k.status === 'active';
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4" data-testid="api-key-row">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold break-words text-slate-900">
          {k.name}{' '}
          {k.sandbox && (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">
              {t('apiKeys.sandbox', 'Sandbox')}
            </span>
          )}
        </p>
        <p className="font-mono text-sm break-all text-slate-600" dir="ltr">
          {k.prefix}…
        </p>
        <p className="text-sm text-slate-700">
          {k.modules.map((m) => moduleLabel(t, m)).join(', ')}
          {' · '}
          {k.bookingCap === null
            ? t('apiKeys.noBookingCap', 'no cap per booking')
            : t('apiKeys.bookingCap', 'at most {amount} per booking', { amount: fmt.aed(k.bookingCap) })}
          {' · '}
          {k.dailyCap === null
            ? t('apiKeys.noDailyCap', 'no cap per day')
            : t('apiKeys.dailyCap', 'at most {amount} per day', { amount: fmt.aed(k.dailyCap) })}
        </p>
        {k.ipAllow.length > 0 && (
          <p className="text-sm break-all text-slate-700" dir="ltr">
            {t('apiKeys.ipAllowList', 'From {list} only', { list: k.ipAllow.join(', ') })}
          </p>
        )}
        <p className="text-xs text-slate-600">
          {k.lastUsedAt
            ? t('apiKeys.lastUsed', 'Last used {at}', { at: fmt.dateTime(k.lastUsedAt) })
            : t('apiKeys.neverUsed', 'Never used')}
          {' · '}
          {t('apiKeys.usage', '{calls} calls, {bookings} bookings, {errors} errors', {
            calls: k.usage.calls,
            bookings: k.usage.bookings,
            errors: k.usage.errors,
          })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            active
              ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
              : 'bg-slate-100 text-slate-700 ring-slate-300',
          )}
        >
          {active ? t('apiKeys.active', 'Active') : t('apiKeys.revoked', 'Revoked')}
        </span>
        {active && (
          <>
            <Button size="sm" variant="secondary" onClick={onRotate}>
              {t('apiKeys.rotate', 'Rotate')}
            </Button>
            <Button size="sm" variant="danger" onClick={onRevoke}>
              {t('apiKeys.revoke', 'Revoke')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** AED text to a cap: empty is none; undefined when it is not an amount. */
function capOf(text: string): number | null | undefined {
  const v = text.trim();
  if (v === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(v) || Number(v) <= 0) return undefined;
  return Number(v);
}

function CreateKeyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (answer: ApiKeySecretAnswer) => void;
}) {
  const t = useT();
  const configuration = useAppSelector((s) => s.session.agent?.configuration);
  // The agency's own modules (its flags); the API narrows by a reseller's too and says so.
  const available = API_KEY_MODULES.filter((m) => isEnabled(configuration, moduleByName(m).flag));
  const [create, { isLoading, error }] = useCreateApiKeyMutation();
  const [name, setName] = useState('');
  const [modules, setModules] = useState<KeyModule[]>([...available]);
  const [ips, setIps] = useState('');
  const [bookingCap, setBookingCap] = useState('');
  const [dailyCap, setDailyCap] = useState('');
  const [sandbox, setSandbox] = useState(false);
  const [local, setLocal] = useState<Record<string, string>>({});
  const fields = envelopeFieldErrors(error);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ipAllow = ips
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    const perBooking = capOf(bookingCap);
    const perDay = capOf(dailyCap);
    const problems: Record<string, string> = {};
    const capError = t('apiKeys.capError', 'Enter an amount in AED above zero, or leave it empty for no cap');
    if (perBooking === undefined) problems.bookingCap = capError;
    if (perDay === undefined) problems.dailyCap = capError;
    const bad = ipAllow.filter((ip) => !isIpRange(ip));
    if (bad.length > 0)
      problems.ipAllow = t('apiKeys.ipError', 'Not an address or CIDR range: {list}', {
        list: bad.join(', '),
      });
    if (modules.length === 0) problems.modules = t('apiKeys.modulesError', 'Choose at least one module');
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    const res = await create({
      name,
      modules,
      ipAllow,
      bookingCap: perBooking ?? null,
      dailyCap: perDay ?? null,
      sandbox,
    });
    if ('data' in res && res.data) onCreated(res.data);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isLoading && onClose()}
      title={t('apiKeys.createTitle', 'Create an API key')}
      description={t(
        'apiKeys.createText',
        'The secret is shown once, right after you create the key. Keep it in your system, not in a browser.',
      )}
      footer={
        <>
          <Button variant="secondary" disabled={isLoading} onClick={onClose}>
            {t('apiKeys.cancel', 'Cancel')}
          </Button>
          <Button type="submit" form="api-key-form" loading={isLoading}>
            {t('apiKeys.createSubmit', 'Create the key')}
          </Button>
        </>
      }
    >
      <form id="api-key-form" className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        {error && !Object.keys(fields).length && (
          <p role="alert" className="text-sm text-red-700">
            {envelopeMessage(error)}
          </p>
        )}
        <Field label={t('apiKeys.name', 'Name')} error={fields.name?.[0]} required>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={100}
            placeholder={t('apiKeys.namePlaceholder', 'Our website')}
          />
        </Field>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-slate-700">{t('apiKeys.modules', 'Modules')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {available.map((m) => (
              <label key={m} className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={modules.includes(m)}
                  onChange={(e) =>
                    setModules((ms) => (e.target.checked ? [...ms, m] : ms.filter((x) => x !== m)))
                  }
                />
                {moduleLabel(t, m)}
              </label>
            ))}
          </div>
          {(local.modules ?? fields.modules?.[0]) && (
            <p role="alert" className="text-sm text-red-700">
              {local.modules ?? fields.modules?.[0]}
            </p>
          )}
        </fieldset>
        <Field
          label={t('apiKeys.ipAllow', 'Allowed addresses (optional)')}
          hint={t('apiKeys.ipHint', 'Addresses or CIDR ranges, separated by commas; empty: any address.')}
          error={local.ipAllow ?? fields.ipAllow?.[0]}
        >
          <Input
            value={ips}
            onChange={(e) => setIps(e.target.value)}
            dir="ltr"
            placeholder="203.0.113.0/24"
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('apiKeys.bookingCapLabel', 'Cap per booking, AED (optional)')}
            error={local.bookingCap ?? fields.bookingCap?.[0]}
          >
            <Input value={bookingCap} onChange={(e) => setBookingCap(e.target.value)} inputMode="decimal" />
          </Field>
          <Field
            label={t('apiKeys.dailyCapLabel', 'Cap per day, AED (optional)')}
            error={local.dailyCap ?? fields.dailyCap?.[0]}
          >
            <Input value={dailyCap} onChange={(e) => setDailyCap(e.target.value)} inputMode="decimal" />
          </Field>
        </div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1"
            checked={sandbox}
            onChange={(e) => setSandbox(e.target.checked)}
          />
          <span>
            {t('apiKeys.sandboxLabel', 'Sandbox key')}
            <span className="block text-slate-600">
              {t(
                'apiKeys.sandboxHint',
                "Books for your agency's sandbox account with its own sandbox wallet: nothing real is spent.",
              )}
            </span>
          </span>
        </label>
      </form>
    </Dialog>
  );
}

function SecretDialog({ answer, onClose }: { answer: ApiKeySecretAnswer; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(answer.secret);
      toast.success(
        t('apiKeys.copied', 'Copied'),
        t('apiKeys.copiedText', 'The secret is on your clipboard.'),
      );
    } catch {
      toast.error(
        t('apiKeys.copyFailed', 'Could not copy'),
        t('apiKeys.copyFailedText', 'Select the secret and copy it yourself.'),
      );
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('apiKeys.secretTitle', 'The secret of {name}', { name: answer.key.name })}
      description={t(
        'apiKeys.secretText',
        'Copy it now: it is shown only this once. If it is lost, rotate the key to get a new one.',
      )}
      footer={<Button onClick={onClose}>{t('apiKeys.done', 'Done')}</Button>}
    >
      <div className="space-y-3">
        <code
          className="block rounded-md bg-slate-100 p-3 font-mono text-sm break-all text-slate-900 select-all"
          dir="ltr"
          data-testid="api-key-secret"
        >
          {answer.secret}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" /> {t('apiKeys.copy', 'Copy the secret')}
        </Button>
      </div>
    </Dialog>
  );
}

function ConfirmDialog({
  apiKey,
  action,
  onClose,
  onRotated,
}: {
  apiKey: ApiKeyDto;
  action: 'rotate' | 'revoke';
  onClose: () => void;
  onRotated: (answer: ApiKeySecretAnswer) => void;
}) {
  const t = useT();
  const toast = useToast();
  const [rotate, rotating] = useRotateApiKeyMutation();
  const [revoke, revoking] = useRevokeApiKeyMutation();
  const busy = rotating.isLoading || revoking.isLoading;
  const error = action === 'rotate' ? rotating.error : revoking.error;
  const confirm = async () => {
    if (action === 'rotate') {
      const res = await rotate(apiKey._id);
      if ('data' in res && res.data) onRotated(res.data);
      return;
    }
    const res = await revoke(apiKey._id);
    if ('data' in res && res.data) {
      toast.success(
        t('apiKeys.revokedToast', 'Key revoked'),
        t('apiKeys.revokedToastText', '{name} no longer works.', { name: apiKey.name }),
      );
      onClose();
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={
        action === 'rotate'
          ? t('apiKeys.rotateTitle', 'Rotate {name}?', { name: apiKey.name })
          : t('apiKeys.revokeTitle', 'Revoke {name}?', { name: apiKey.name })
      }
      description={
        action === 'rotate'
          ? t(
              'apiKeys.rotateText',
              'The key gets a new secret and the current one stops working at once. Put the new secret in your system.',
            )
          : t(
              'apiKeys.revokeText',
              'The key stops working at once, everywhere. This cannot be undone: create a new key if you need one.',
            )
      }
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('apiKeys.cancel', 'Cancel')}
          </Button>
          <Button
            variant={action === 'revoke' ? 'danger' : 'primary'}
            loading={busy}
            onClick={() => void confirm()}
          >
            {action === 'rotate' ? t('apiKeys.rotate', 'Rotate') : t('apiKeys.revoke', 'Revoke')}
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {envelopeMessage(error)}
        </p>
      )}
    </Dialog>
  );
}
