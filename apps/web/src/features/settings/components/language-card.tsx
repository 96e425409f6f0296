import type { AgentRecord } from '@portal/contracts';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../../app/store';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api';
import {
  chooseLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  useLanguage,
  useT,
  type Language,
} from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { useToast } from '../../../lib/use-toast';
import { sessionActions } from '../../../stores/session.slice';
import { FormAlert } from '../../auth/components/form-alert';
import { useUpdateProfileSettingsMutation } from '../api/settings.api';

/**
 * The languages of /settings (issue 35): the person's own (the header's switch, saved to the profile)
 * and, for whoever manages the agency's settings, the language of the documents its clients get
 * (vouchers, client invoices, quotations), each still downloadable in the other language.
 */
export function LanguageCard({ agent }: { agent: AgentRecord }) {
  const t = useT();
  const can = useCan();
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [save, { isLoading }] = useUpdateProfileSettingsMutation();
  const [error, setError] = useState<string | null>(null);

  const chooseClient = async (clientLanguage: Language) => {
    setError(null);
    const result = await save({ clientLanguage });
    if ('error' in result) {
      setError(errorMessage(result.error));
      return;
    }
    dispatch(sessionActions.agentUpdated(result.data));
    toast.success(t('profile.saved', 'Saved'), t('language.clientSaved', 'Client documents language saved.'));
  };

  return (
    <Card>
      <CardHeader
        title={t('language.title', 'Language')}
        description={t(
          'language.description',
          'The portal follows your language on every device; numbers and dates follow it too.',
        )}
      />
      <CardBody className="space-y-5">
        <LanguageChoice
          legend={t('language.own', 'Your language')}
          value={language}
          onChange={(next) => void chooseLanguage(next, true)}
        />
        {can('settings.manage') && (
          <LanguageChoice
            legend={t('language.client', 'Language of your clients’ documents')}
            hint={t(
              'language.clientHint',
              'Vouchers, client invoices and quotations open in this language by default; each can still be downloaded in the other.',
            )}
            value={agent.clientLanguage}
            disabled={isLoading}
            onChange={(next) => void chooseClient(next)}
          />
        )}
        {error && <FormAlert tone="error">{error}</FormAlert>}
      </CardBody>
    </Card>
  );
}

function LanguageChoice({
  legend,
  hint,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  hint?: string;
  value: Language;
  disabled?: boolean;
  onChange: (language: Language) => void;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <div className="flex flex-wrap gap-2">
        {LANGUAGES.map((option) => (
          <label
            key={option}
            lang={option}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-brand-700"
            />
            {LANGUAGE_NAMES[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
