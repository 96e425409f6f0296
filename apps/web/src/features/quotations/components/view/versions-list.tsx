import { Link } from 'react-router';
import { QUOTATION_PAGES } from '@portal/contracts';
import { Card, CardBody, CardHeader } from '../../../../components/ui/card';
import { SkeletonList } from '../../../../components/ui/skeleton';
import { cn } from '../../../../lib/cn';
import { errorMessage } from '../../../../lib/api';
import { useQuotationAmendmentsQuery } from '../../api/amendments.api';

import { useT } from '../../../../lib/i18n';
import { useFormats } from '../../../../lib/use-formats';

/** The versions (amendments) of a quotation, newest first, to switch between them. */
export function VersionsList({ quotationNumber, current }: { quotationNumber: string; current: string }) {
  const t = useT();
  const fmt = useFormats();
  const versions = useQuotationAmendmentsQuery(quotationNumber);
  const list = [...(versions.data ?? [])].sort((x, y) => y.amendmentNo - x.amendmentNo);
  return (
    <Card className="print:hidden">
      <CardHeader title={t('quotations.col.versions', 'Versions')} />
      <CardBody>
        {versions.isLoading ? (
          <SkeletonList rows={2} label={t('quotations.loadingVersions', 'Loading versions')} />
        ) : versions.error ? (
          <p role="alert" className="text-sm text-red-600">
            {errorMessage(versions.error, t('quotations.versionsFailed', 'The versions could not be loaded'))}
          </p>
        ) : (
          <ol className="space-y-1">
            {list.map((v) => {
              const from = v.costing.stays
                .flatMap((s) =>
                  s.occupancies.flatMap((o) =>
                    o.perPersonAdultPrice ? [o.perPersonAdultPrice.sellPrice] : [],
                  ),
                )
                .concat(v.costing.landOnly ? [v.costing.landOnly.perPersonAdultPrice.sellPrice] : []);
              return (
                <li key={v._id}>
                  <Link
                    to={QUOTATION_PAGES.view(v._id)}
                    aria-current={v._id === current ? 'page' : undefined}
                    className={cn(
                      'block rounded-lg px-3 py-2 text-sm hover:bg-slate-50',
                      v._id === current && 'bg-brand-50 font-semibold text-brand-800',
                    )}
                  >
                    {v.isLatest
                      ? t('quotations.versionLatest', 'Version {n} (latest)', { n: v.amendmentNo })
                      : t('quotations.versionN', 'Version {n}', { n: v.amendmentNo })}
                    <span className="block text-xs font-normal text-slate-600">
                      {fmt.dateTime(v.createdAt)}
                      {from.length
                        ? ` · ${t('quotations.from', 'from {amount}', { amount: fmt.money(Math.min(...from), v.costing.currency) })}`
                        : ''}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
