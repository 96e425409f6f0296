import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SalesAnswer } from '@portal/contracts';
import { bucketKeys, formatDate } from '@portal/domain';
import { productColour, productLabel } from '../../../lib/booking-products';
import { formatMonth, intlLocale, useLanguage, useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

export type ChartMetric = 'sellValue' | 'markup' | 'bookings';

/** Columns for uPlot: x = bucket start (seconds), one series per product; empty buckets are 0. */
export function chartData(sales: SalesAnswer, metric: ChartMetric) {
  const keys = bucketKeys(sales);
  const products = [...new Set(sales.series.map((s) => s.product))].sort();
  const index = new Map(keys.map((k, i) => [k, i]));
  const columns = products.map(() => keys.map(() => 0));
  for (const row of sales.series) {
    const i = index.get(row.period);
    const p = products.indexOf(row.product);
    if (i !== undefined && p >= 0) columns[p]![i] = row[metric];
  }
  const xs = keys.map((k) => Date.parse(`${k}T00:00:00+04:00`) / 1000);
  return { keys, products, data: [xs, ...columns] as uPlot.AlignedData };
}

/** A day's axis label in Arabic ("14 مارس"); English keeps DD/MM. */
function shortDay(key: string, language: 'ar'): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${key}T12:00:00Z`));
}

/** Sales over time per product (uPlot, loaded with this page only). The figures table is its text twin. */
export function SalesChart({ sales, metric }: { sales: SalesAnswer; metric: ChartMetric }) {
  const host = useRef<HTMLDivElement>(null);
  const t = useT();
  const { language, dir } = useLanguage();
  const fmt = useFormats();
  const { keys, products, data } = useMemo(() => chartData(sales, metric), [sales, metric]);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const opts: uPlot.Options = {
      width: Math.max(el.clientWidth, 280),
      height: 260,
      scales: { x: { time: false } },
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      axes: [
        {
          values: (_u, splits) =>
            splits.map((s) => {
              const key = keys[Math.round(s)] ?? '';
              return key
                ? sales.bucket === 'month'
                  ? language === 'ar'
                    ? formatMonth(new Date(`${key}T12:00:00Z`), language)
                    : formatDate(key).slice(3)
                  : language === 'ar'
                    ? shortDay(key, language)
                    : formatDate(key).slice(0, 5)
                : '';
            }),
          stroke: '#475569',
        },
        { stroke: '#475569', size: 60 },
      ],
      series: [
        {
          label: sales.bucket === 'month' ? t('sales.month', 'Month') : t('sales.day', 'Day'),
          value: (_u, v) => (v === null ? '' : fmt.date(keys[v] ?? '')),
        },
        ...products.map((p) => ({
          label: productLabel(p),
          stroke: productColour(p),
          fill: `${productColour(p)}22`,
          width: 2,
          points: { show: keys.length <= 31 },
        })),
      ],
    };
    // x as bucket index (even spacing for months of different lengths); labels come from `keys`.
    const indexed: uPlot.AlignedData = [keys.map((_, i) => i), ...data.slice(1)];
    const chart = new uPlot(opts, indexed, el);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(el.clientWidth, 280), height: 260 }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [keys, products, data, sales.bucket, language, t, fmt]);

  return (
    <div
      ref={host}
      role="img"
      aria-label={t(
        'sales.chartLabel',
        'Chart of {metric, select, bookings {bookings} markup {markup earned} other {sales}} per product from {from} to {to}; the same figures are in the table below',
        { metric, from: fmt.date(sales.from), to: fmt.date(sales.to) },
      )}
      dir={dir === 'rtl' ? 'ltr' : undefined}
      className="w-full overflow-hidden"
      data-testid="sales-chart"
    />
  );
}
