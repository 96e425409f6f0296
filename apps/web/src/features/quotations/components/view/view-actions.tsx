import { Link } from 'react-router';
import { CheckCircle2, Download, Mail, Pencil, Printer } from 'lucide-react';
import { QUOTATION_PAGES, QUOTATION_PATHS, type QuotationAmendmentDto } from '@portal/contracts';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { useDownload } from '../../../../lib/use-download';
import { Switch } from '../switch';
import { useCan } from '../../../../lib/permissions';
import { useT } from '../../../../lib/i18n';
import { useState } from 'react';
import {
  DocumentLanguageSelect,
  documentLanguageQuery,
  type DocumentLanguage,
} from '../../../../components/document-language-select';

/** Download, e-mail text, edit, confirm, print, and the "Show my cost" switch (hidden in print). */
export function ViewActions({
  a,
  showCost,
  onShowCost,
  onConfirm,
}: {
  a: QuotationAmendmentDto;
  showCost: boolean;
  onShowCost: (on: boolean) => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const { busy, download } = useDownload();
  const [language, setLanguage] = useState<DocumentLanguage>('');
  const can = useCan();
  // A parent reseller reads its sub-agents' quotations; only the agent who made one changes it.
  // Only roles that build quotations (the API refuses the others) see Edit and Confirm.
  const open = a.status === 'not-confirmed' && a.canChange && can('quotations.manage');
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <Button
        variant="secondary"
        loading={busy === 'pdf'}
        onClick={() =>
          void download(
            'pdf',
            `${QUOTATION_PATHS.pdf(a._id)}${documentLanguageQuery(language).replace('&', '?')}`,
            `${a.quotationNumber}-v${a.amendmentNo}.pdf`,
          )
        }
      >
        <Download className="size-4" aria-hidden="true" /> {t('quotations.downloadPdf', 'Download PDF')}
      </Button>
      <DocumentLanguageSelect value={language} onChange={setLanguage} />
      <Link to={QUOTATION_PAGES.email(a._id)} className={buttonClasses('secondary')}>
        <Mail className="size-4" aria-hidden="true" /> {t('quotations.emailText', 'Email text')}
      </Link>
      {open ? (
        <Link to={QUOTATION_PAGES.edit(a._id)} className={buttonClasses('secondary')}>
          <Pencil className="size-4" aria-hidden="true" /> {t('quotations.edit', 'Edit')}
        </Link>
      ) : null}
      <Button variant="ghost" onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden="true" /> {t('documents.print', 'Print')}
      </Button>
      {open && a.isLatest ? (
        <Button onClick={onConfirm}>
          <CheckCircle2 className="size-4" aria-hidden="true" /> {t('quotations.confirm', 'Confirm')}
        </Button>
      ) : null}
      <Switch
        className="ms-auto"
        checked={showCost}
        onChange={onShowCost}
        label={t('quotations.showCost', 'Show my cost')}
      />
    </div>
  );
}
