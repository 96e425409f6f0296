/**
 * Instants (UTC ISO strings) as wall time, DD/MM/YYYY HH:mm, in a given zone (the hotel's) or in the
 * agent's own (the browser's); cancellation deadlines are shown in both (issue "Hotels I").
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string | undefined): Intl.DateTimeFormat {
  const key = zone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      ...(zone ? { timeZone: zone } : {}),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formatters.set(key, f);
  }
  return f;
}

/** "12/03/2026 14:00 GMT+4"; '' for an unreadable instant. */
export function formatInstant(iso: string, zone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatter(zone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')} ${get('timeZoneName')}`.trim();
}
