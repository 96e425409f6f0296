import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QUOTATION_PAGES } from '@portal/contracts';
import { useT } from '../../../lib/i18n';

/** A quotation page's heading with the way to the other quotation pages. */
export function PageTitle({
  children,
  links = ['list'],
}: {
  children: ReactNode;
  links?: ('create' | 'list')[];
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <h1 className="text-2xl font-bold text-slate-900">{children}</h1>
      {links.includes('list') ? (
        <Link to={QUOTATION_PAGES.list} className="text-sm font-semibold text-sky-700 underline print:hidden">
          {t('quotations.mine', 'My quotations')}
        </Link>
      ) : null}
      {links.includes('create') ? (
        <Link
          to={QUOTATION_PAGES.create}
          className="text-sm font-semibold text-sky-700 underline print:hidden"
        >
          {t('quotations.new', 'New quotation')}
        </Link>
      ) : null}
    </div>
  );
}
