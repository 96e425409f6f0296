import type { ReactNode } from 'react';

export function VoucherSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="break-inside-avoid">
      <h2 className="mb-3 border-b border-slate-200 pb-1 text-sm font-bold tracking-wide text-brand-700 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A label/value list laid out in two columns on wide screens. */
export function DetailList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
