import { useT } from '../../../lib/i18n';
import { offeredModules } from '../lib/modules-offered';

export function ModuleGrid() {
  const t = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {offeredModules(t).map(({ title, text, icon: Icon }) => (
        <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <Icon aria-hidden className="size-8 text-accent-500" />
          <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-sm text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
