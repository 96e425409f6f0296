import {
  FileText,
  Hotel,
  Plane,
  PlaneTakeoff,
  ShieldCheck,
  Stamp,
  Ticket,
  type LucideIcon,
} from 'lucide-react';
import type { ModuleEntry, ModuleName } from '@portal/domain';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useT, type Translate } from '../../lib/i18n';
import { moduleLabel } from '../../lib/module-labels';
import { useCompanyConfigQuery } from '../../lib/shell-api';

// Each line states only what the module holds (issue 17): no "worldwide", no figures made up.
const INTRO = (t: Translate): Record<ModuleName, { Icon: LucideIcon; text: string }> => ({
  hotel: { Icon: Hotel, text: t('intro.hotel', 'Search and book hotels at trade rates.') },
  attraction: {
    Icon: Ticket,
    text: t('intro.attraction', "Tickets, tours and transfers for your clients' trips."),
  },
  flight: { Icon: Plane, text: t('intro.flight', 'Compare fares by date and airline.') },
  visa: { Icon: Stamp, text: t('intro.visa', 'Apply for UAE visas and follow every application.') },
  a2a: { Icon: PlaneTakeoff, text: t('intro.a2a', 'Airport-to-airport seats on block-booked flights.') },
  quotation: { Icon: FileText, text: t('intro.quotation', 'Build multi-service quotations in minutes.') },
  insurance: { Icon: ShieldCheck, text: t('intro.insurance', 'Cover your travellers before they fly.') },
});

/**
 * Spec section 2.1: the first-visit overlay - a short tour of the modules this agent can use: its flag
 * is on and the module is part of this build (issue 17: the dialog advertised every module).
 */
export default function FirstVisitOverlay({
  modules,
  onDone,
}: {
  /** offeredModules() of the agent: flag on and built. */
  modules: readonly ModuleEntry[];
  onDone: () => void;
}) {
  const { data: config } = useCompanyConfigQuery();
  const t = useT();
  const intro = INTRO(t);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      title={t('intro.title', 'Welcome to {company} B2B portal', {
        company: config?.companyShortName ?? 'the',
      })}
      description={t(
        'intro.description',
        'Everything you sell, in one place. Here is what you can book for your clients:',
      )}
      className="max-w-2xl"
      footer={
        <Button variant="accent" size="lg" onClick={onDone} className="w-full sm:w-auto">
          {t('intro.start', 'Get started')}
        </Button>
      }
    >
      <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3">
        {modules.map((m) => {
          const { Icon, text } = intro[m.name];
          return (
            <li
              key={m.name}
              className="flex items-start gap-3 rounded-xl border border-slate-200 p-2.5 sm:p-3"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:size-10">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-sm font-semibold text-slate-900">
                  {moduleLabel(t, m.name, m.label)}
                </span>
                <span className="block text-sm text-slate-500">{text}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 mb-4 rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-700">
        {t(
          'intro.wallet',
          'Bookings are paid from your wallet. Pick the currency prices are shown in from the flag at the top of the page.',
        )}
      </p>
    </Dialog>
  );
}
