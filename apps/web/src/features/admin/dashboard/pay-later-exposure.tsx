import type { AdminDashboard } from '@portal/contracts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatAedMinor, formatDateTime } from '../../../lib/format';
import { AppLink } from '../../../lib/nav';
import { TableHead } from '../components/table-head';

type Exposure = AdminDashboard['payLaterExposure'];

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The bookings desk filtered to an agent's unpaid (pay-later) orders. */
export const unpaidOrdersOf = (agentCode: number) => `/admin/orders?agent=${agentCode}&status=unpaid`;

/**
 * Inventory held without money: the agents with the largest open pay-later value, each linking to
 * its unpaid bookings on the bookings desk.
 */
export function PayLaterExposure({ exposure }: { exposure: Exposure }) {
  return (
    <Card data-testid="pay-later-exposure">
      <CardHeader
        title="Open pay-later exposure"
        description={
          exposure.count === 0
            ? 'No unpaid pay-later bookings.'
            : `${formatAedMinor(exposure.value)} in ${plural(exposure.count, 'unpaid booking')} of ${plural(exposure.agents, 'agent')}; largest first.`
        }
      />
      {exposure.top.length > 0 && (
        <CardBody className="p-0">
          <div
            className="overflow-x-auto"
            role="region"
            aria-label="Open pay-later exposure, scrolls sideways"
            tabIndex={0}
          >
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Agents by open pay-later value</caption>
              <TableHead
                cell="px-4 py-2"
                columns={[
                  'Agent',
                  { label: 'Open value', right: true },
                  { label: 'Bookings', right: true },
                  'Earliest pay-by (Dubai time)',
                  { label: 'Limit', right: true },
                ]}
              />
              <tbody>
                {exposure.top.map((row) => (
                  <tr key={row.agent._id} className="border-t border-slate-100" data-testid="exposure-row">
                    <td className="px-4 py-2">
                      <AppLink
                        to={unpaidOrdersOf(row.agent.agentCode)}
                        className="font-semibold text-brand-700 underline"
                        aria-label={`Unpaid bookings of ${row.agent.companyName} (${row.agent.agentCode})`}
                      >
                        {row.agent.companyName}
                      </AppLink>
                      <span className="block text-xs text-slate-600">{row.agent.agentCode}</span>
                    </td>
                    <td className="px-4 py-2 text-end font-semibold whitespace-nowrap tabular-nums">
                      {formatAedMinor(row.value)}
                    </td>
                    <td className="px-4 py-2 text-end tabular-nums">{row.count}</td>
                    <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(row.earliestPayBy)}</td>
                    <td className="px-4 py-2 text-end whitespace-nowrap tabular-nums text-slate-600">
                      {formatAedMinor(row.limit)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CardBody>
      )}
    </Card>
  );
}
