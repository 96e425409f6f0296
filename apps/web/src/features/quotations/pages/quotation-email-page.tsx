import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Copy } from 'lucide-react';
import { QUOTATION_PAGES } from '@portal/contracts';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Textarea } from '../../../components/ui/input';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useToast } from '../../../lib/use-toast';
import { useQuotationAmendmentQuery } from '../api/amendments.api';
import { PageTitle } from '../components/page-title';
import { quotationEmailText, type EmailWords } from '../lib/email-text';
import { amendmentIdOf } from '../lib/labels';
import { useAppSelector } from '../../../app/store';
import { LANGUAGE_NAMES, LANGUAGES, translatorIn, useT, type Language } from '../../../lib/i18n';
import { Select } from '../../../components/ui/select';

/** /quotation/email?amendment={id}: the quotation as plain e-mail text, ready to copy. */
export function QuotationEmailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = amendmentIdOf(params.get('amendment'));
  const toast = useToast();
  const box = useRef<HTMLTextAreaElement>(null);
  const amendment = useQuotationAmendmentQuery(id, { skip: !id });
  const a = amendment.data;
  // Written for the client: in the agency's client language unless the agent picks the other one.
  const clientLanguage = useAppSelector((s) => s.session.agent?.clientLanguage) ?? 'en';
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen ?? clientLanguage;
  const [words, setWords] = useState<EmailWords | null>(null);
  useEffect(() => {
    let live = true;
    void translatorIn(language).then((translate) => {
      if (live) setWords({ t: translate, language });
    });
    return () => {
      live = false;
    };
  }, [language]);
  const text = a && words?.language === language ? quotationEmailText(a, words) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(
        t('quotations.emailPage.copied', 'Copied'),
        t(
          'quotations.emailPage.copiedText',
          'The e-mail text is on the clipboard: paste it into your e-mail.',
        ),
      );
    } catch {
      // No clipboard permission (or an insecure origin): select the text so Ctrl+C works.
      box.current?.select();
      toast.error(
        t('quotations.emailPage.byHand', 'Copy the text by hand'),
        t('quotations.emailPage.byHandText', 'The browser did not allow copying; the text is selected.'),
      );
    }
  };

  if (!id)
    return (
      <EmptyState
        title={t('quotations.noneChosen', 'No quotation chosen')}
        action={
          <Link to={QUOTATION_PAGES.list} className="text-sm font-semibold text-sky-700 underline">
            {t('quotations.mine', 'My quotations')}
          </Link>
        }
      />
    );
  if (amendment.isLoading)
    return <SkeletonList rows={6} label={t('quotations.loadingOne', 'Loading the quotation')} />;
  if (amendment.error || !a)
    return (
      <LoadError
        error={amendment.error}
        what={t('quotations.theQuotation', 'the quotation')}
        onRetry={() => void amendment.refetch()}
      />
    );

  return (
    <div className="mx-auto max-w-4xl space-y-4 px-3 py-6 sm:px-6">
      <PageTitle>{t('quotations.emailPage.title', 'E-mail text')}</PageTitle>
      <Card>
        <CardHeader
          title={t('quotations.emailPage.version', '{number}, version {n}', {
            number: a.quotationNumber,
            n: a.amendmentNo,
          })}
          description={t('quotations.emailPage.for', 'For {client}. Your cost is not in the text.', {
            client: a.clientName,
          })}
          actions={
            <Button onClick={() => void copy()}>
              <Copy className="size-4" aria-hidden="true" />{' '}
              {t('quotations.emailPage.copy', 'Copy email text')}
            </Button>
          }
        />
        <CardBody className="space-y-3">
          <label className="flex items-center gap-2 text-sm text-slate-600">
            {t('quotations.emailPage.language', 'Language of the text')}
            <Select
              className="w-auto"
              value={language}
              onChange={(event) => setChosen(event.target.value as Language)}
              options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            />
          </label>
          <label htmlFor="quotation-email-text" className="sr-only">
            {t('quotations.emailPage.textOf', 'E-mail text of {number}', { number: a.quotationNumber })}
          </label>
          <Textarea
            ref={box}
            id="quotation-email-text"
            readOnly
            rows={24}
            value={text}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            className="font-mono text-xs sm:text-sm"
          />
          <Link
            to={QUOTATION_PAGES.view(a._id)}
            className="inline-flex items-center gap-1 text-sm font-semibold text-sky-700 underline"
          >
            <ArrowLeft className="rtl:-scale-x-100 size-4" aria-hidden="true" />{' '}
            {t('quotations.emailPage.back', 'Back to the quotation')}
          </Link>
        </CardBody>
      </Card>
    </div>
  );
}
