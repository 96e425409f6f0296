import { LANGUAGE_NAMES, LANGUAGES, useT, type Language } from '../lib/i18n';
import { Select } from './ui/select';

/** '' = the server's default (the agency's client language for client documents, the user's otherwise). */
export type DocumentLanguage = Language | '';

/** The `lang` query a document download adds ('' when the server's default applies). */
export const documentLanguageQuery = (language: DocumentLanguage): string =>
  language ? `&lang=${language}` : '';

/** The language the PDFs are printed in (issue 35: each document can be downloaded in either language). */
export function DocumentLanguageSelect({
  value,
  onChange,
}: {
  value: DocumentLanguage;
  onChange: (language: DocumentLanguage) => void;
}) {
  const t = useT();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600 print:hidden">
      {t('documents.language', 'Document language')}
      <Select
        className="w-auto"
        value={value}
        onChange={(event) => onChange(event.target.value as DocumentLanguage)}
        options={[
          { value: '', label: t('documents.languageDefault', 'Default') },
          ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
        ]}
      />
    </label>
  );
}
