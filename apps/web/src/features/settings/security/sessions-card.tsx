import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { FormAlert } from '../../auth/components/form-alert';
import type { SecurityClient } from './security-client';
import { useAnswer } from './use-answer';
import { useFormats } from '../../../lib/use-formats';

/** The person's own active sessions (device, address, created, last use); ending one signs that device out at once. */
export function SessionsCard({ client }: { client: SecurityClient }) {
  const t = useT();
  const fmt = useFormats();
  const sessions = useAnswer(client.sessions);
  const [ending, setEnding] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const end = async (id: string, device: string) => {
    setEnding(id);
    setError(null);
    setNotice(null);
    const result = await client.endSession(id);
    setEnding(null);
    if ('error' in result) setError(errorMessage(result.error));
    else setNotice(t('sessions.ended', 'Signed out on {device}.', { device }));
    await sessions.reload();
  };

  const list = sessions.data?.sessions ?? [];
  return (
    <Card>
      <CardHeader
        title={t('sessions.title', 'Where you are signed in')}
        description={t('sessions.dubai', 'Dates and times are Dubai time.')}
      />
      <CardBody className="space-y-3">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
        {error && <FormAlert tone="error">{error}</FormAlert>}
        {sessions.loading && !sessions.data ? (
          <SkeletonList rows={3} label={t('sessions.loading', 'Loading your sessions')} />
        ) : sessions.error && !sessions.data ? (
          <LoadError
            error={sessions.error}
            what={t('sessions.what', 'your sessions')}
            onRetry={() => void sessions.reload()}
          />
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600">{t('sessions.none', 'No active sessions.')}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('sessions.active', 'Active sessions')}>
            {list.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="session-row"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">
                    {s.device}
                    {s.current && (
                      <span className="ms-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                        {t('sessions.thisDevice', 'This device')}
                      </span>
                    )}
                  </p>
                  <p className="text-slate-600">
                    <bdi>{s.ip ?? t('sessions.unknownAddress', 'Unknown address')}</bdi> ·{' '}
                    {t('sessions.signedIn', 'signed in {when}', { when: fmt.dateTime(s.createdAt) })}
                    {s.lastUsedAt &&
                      ` · ${t('sessions.lastUsed', 'last used {when}', { when: fmt.dateTime(s.lastUsedAt) })}`}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={ending === s.id}
                    onClick={() => void end(s.id, s.device)}
                    aria-label={t('sessions.endLabel', 'End the session on {device} from {address}', {
                      device: s.device,
                      address: s.ip ?? t('sessions.anUnknownAddress', 'an unknown address'),
                    })}
                  >
                    {t('sessions.end', 'End')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
