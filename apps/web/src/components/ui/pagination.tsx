import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { pageCount, pageItems, pageRange } from '../../lib/pagination';

/** "Showing 11-20 of 57" with previous/next and page numbers. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  label,
  disabled,
  className,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  const { from, to } = pageRange(page, pageSize, total);
  const button =
    'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-40';
  return (
    <nav
      aria-label={label}
      className={cn(
        'flex flex-col items-center justify-between gap-3 px-4 py-3 text-sm text-slate-600 sm:flex-row sm:px-5',
        className,
      )}
    >
      <p>{t('pagination.showing', 'Showing {from}-{to} of {total}', { from, to, total })}</p>
      {pages > 1 && (
        <ul className="flex flex-wrap items-center justify-center gap-1">
          <li>
            <button
              type="button"
              className={cn(button, 'hover:bg-slate-100')}
              onClick={() => onPageChange(page - 1)}
              disabled={disabled || page <= 1}
              aria-label={t('pagination.previous', 'Previous page')}
            >
              <ChevronLeft className="rtl:-scale-x-100 size-4" aria-hidden="true" />
            </button>
          </li>
          {pageItems(page, pages).map((item, i) =>
            item === 'gap' ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={cn(
                    button,
                    item === page ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                  )}
                  onClick={() => onPageChange(item)}
                  disabled={disabled}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={t('pagination.page', 'Page {n}', { n: item })}
                >
                  {item}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={cn(button, 'hover:bg-slate-100')}
              onClick={() => onPageChange(page + 1)}
              disabled={disabled || page >= pages}
              aria-label={t('pagination.next', 'Next page')}
            >
              <ChevronRight className="rtl:-scale-x-100 size-4" aria-hidden="true" />
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
