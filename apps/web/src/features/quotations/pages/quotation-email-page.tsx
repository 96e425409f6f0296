import { useMemo, useRef } from 'react';
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
import { quotationEmailText } from '../lib/email-text';
import { amendmentIdOf } from '../lib/labels';

/** /quotation/email?amendment={id}: the quotation as plain e-mail text, ready to copy. */
export function QuotationEmailPage() {
  const [params] = useSearchParams();
  const id = amendmentIdOf(params.get('amendment'));
  const toast = useToast();
  const box = useRef<HTMLTextAreaElement>(null);
  const amendment = useQuotationAmendmentQuery(id, { skip: !id });
  const a = amendment.data;
  const text = useMemo(() => (a ? quotationEmailText(a) : ''), [a]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Copied', 'The e-mail text is on the clipboard: paste it into your e-mail.');
    } catch {
      // No clipboard permission (or an insecure origin): select the text so Ctrl+C works.
      box.current?.select();
      toast.error('Copy the text by hand', 'The browser did not allow copying; the text is selected.');
    }
  };

  if (!id)
    return (
      <EmptyState
        title="No quotation chosen"
        action={
          <Link to={QUOTATION_PAGES.list} className="text-sm font-semibold text-sky-700 underline">
            My quotations
          </Link>
        }
      />
    );
  if (amendment.isLoading) return <SkeletonList rows={6} label="Loading the quotation" />;
  if (amendment.error || !a)
    return (
      <LoadError error={amendment.error} what="the quotation" onRetry={() => void amendment.refetch()} />
    );

  return (
    <div className="mx-auto max-w-4xl space-y-4 px-3 py-6 sm:px-6">
      <PageTitle>E-mail text</PageTitle>
      <Card>
        <CardHeader
          title={`${a.quotationNumber}, version ${a.amendmentNo}`}
          description={`For ${a.clientName}. Your cost is not in the text.`}
          actions={
            <Button onClick={() => void copy()}>
              <Copy className="size-4" aria-hidden="true" /> Copy email text
            </Button>
          }
        />
        <CardBody className="space-y-3">
          <label htmlFor="quotation-email-text" className="sr-only">
            E-mail text of {a.quotationNumber}
          </label>
          <Textarea
            ref={box}
            id="quotation-email-text"
            readOnly
            rows={24}
            value={text}
            className="font-mono text-xs sm:text-sm"
          />
          <Link
            to={QUOTATION_PAGES.view(a._id)}
            className="inline-flex items-center gap-1 text-sm font-semibold text-sky-700 underline"
          >
            <ArrowLeft className="rtl:-scale-x-100 size-4" aria-hidden="true" /> Back to the quotation
          </Link>
        </CardBody>
      </Card>
    </div>
  );
}
