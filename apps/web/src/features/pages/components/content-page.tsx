import { useId, type ReactNode } from 'react';

interface ContentPageProps {
  title: string;
  /** Short line under the title. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of the open information pages: one h1, a lead and readable text width. */
export function ContentPage({ title, lead, children }: ContentPageProps) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="mb-8 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 text-base text-slate-600 sm:text-lg">{lead}</p> : null}
      </header>
      <div className="space-y-8 text-slate-700">{children}</div>
    </div>
  );
}

interface SectionProps {
  title: string;
  children: ReactNode;
}

export function ContentSection({ title, children }: SectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="space-y-3 leading-relaxed">{children}</div>
    </section>
  );
}

export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 ps-5 marker:text-accent-500">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
