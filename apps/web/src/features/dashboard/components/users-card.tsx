import type { SalesAnswer } from '@portal/contracts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { useAed } from '../../../lib/use-aed';

/** Per user of the agency (issue 36): what each booked in the period and the markup it earned. */
export function UsersCard({ sales }: { sales: SalesAnswer }) {
  const t = useT();
  const { aed, count } = useAed();
  if (sales.users.length === 0) return null;
  return (
    <Card>
      <CardHeader
        title={t('cockpit.users.title', 'Per user')}
        description={t('cockpit.users.description', 'Bookings each user of your agency made in the period')}
      />
      <CardBody>
        <div
          className="overflow-x-auto"
          role="region"
          aria-label={t('cockpit.users.scrolls', 'Per user, scrolls sideways')}
          tabIndex={0}
        >
          <table className="w-full min-w-[24rem] text-sm" data-testid="per-user">
            <thead className="text-xs text-slate-600">
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('cockpit.users.user', 'User')}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t('cockpit.col.bookings', 'Bookings')}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t('cockpit.col.sell', 'Sell value')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('cockpit.users.markup', 'Markup earned')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sales.users.map((u) => (
                <tr key={u.userId ?? 'none'} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-900">
                    {u.name ?? t('cockpit.users.before', 'Before agency users')}
                  </th>
                  <td className="py-2 pe-3 text-end tabular-nums">{count(u.bookings)}</td>
                  <td className="py-2 pe-3 text-end tabular-nums">{aed(u.sellValue)}</td>
                  <td className="py-2 text-end tabular-nums">{aed(u.markup)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardBody>
    </Card>
  );
}
