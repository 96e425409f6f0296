import { OFFERED_MODULES } from '../lib/modules-offered';

export function ModuleGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {OFFERED_MODULES.map(({ title, text, icon: Icon }) => (
        <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <Icon aria-hidden className="size-8 text-accent-500" />
          <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-sm text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
