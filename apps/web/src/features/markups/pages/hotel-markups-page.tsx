import { useSearchParams } from 'react-router';
import { Select } from '../../../components/ui/select';
import { useAppSelector } from '../../../app/store';
import { useHotelStarMarkupsQuery } from '../api/hotel-markups.api';
import { HotelListMarkups } from '../components/hotel-list-markups';
import { HotelStarMarkups } from '../components/hotel-star-markups';
import { focusedSubAgent } from '../lib/sub-agent-filter';
import { useT } from '../../../lib/i18n';

/**
 * /markup/hotel: the agent's client markups and, for a reseller, each sub-agent's, by star category
 * and by hotel and room type; ?subAgent={id} narrows the sub-agent markups to that one.
 */
export function HotelMarkupsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const recorded = useAppSelector((s) => s.markups.error);
  const stars = useHotelStarMarkupsQuery();
  const subAgents = stars.data?.subAgents ?? [];
  const wanted = params.get('subAgent');
  const focused = focusedSubAgent(subAgents, wanted);
  const chooseSubAgent = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('subAgent', id);
    else next.delete('subAgent');
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-3 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('markups.hotelMarkups', 'Hotel markups')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {t(
            'markups.hotelIntro',
            'Your client markup is added to the price you pay and shown on client documents; it is never taken from your wallet. Flat markups are per room per night, percentages apply to the price of the stay.',
          )}
          {subAgents.length > 0
            ? ` ${t('markups.subAgentsApply', 'Sub-agent markups apply when that sub-agent books.')}`
            : ''}
        </p>
        <p className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900" role="note">
          {t(
            'markups.theMostSpecificMarkup',
            'The most specific markup applies: a room type markup overrides the hotel and star category markups, and a hotel markup overrides its star category markup.',
          )}
        </p>
      </div>
      {subAgents.length > 0 && (
        <label className="block w-full max-w-xs text-sm">
          <span className="mb-1 block font-medium text-slate-700">
            {t('markups.subAgentMarkups', 'Sub-agent markups')}
          </span>
          <Select
            value={focused?._id ?? ''}
            onChange={(e) => chooseSubAgent(e.target.value)}
            placeholder={t('markups.allSubAgents', 'All sub-agents')}
            options={subAgents.map((sub) => ({ value: sub._id, label: sub.name }))}
          />
        </label>
      )}
      {stars.data && wanted && !focused && (
        <p role="status" className="text-sm text-slate-600">
          That sub-agent is not one of yours; the markups of all your sub-agents are shown.
        </p>
      )}
      {recorded && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {recorded}
        </p>
      )}
      <HotelStarMarkups focusedSubAgentId={focused?._id ?? null} />
      <HotelListMarkups focusedSubAgentId={focused?._id ?? null} />
    </div>
  );
}

export default HotelMarkupsPage;
