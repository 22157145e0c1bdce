import type { ReportTotals } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { formatCount, formatLira, formatRate } from '../lib/format-report';

const t = messages.ownerReports.tiles;

/** The totals as stat tiles, each with its definition (decision 041) as a short help text under the figure. */
export function ReportTiles({ totals }: { totals: ReportTotals }) {
  const tiles: [string, string, string][] = [
    [t.appointments, formatCount(totals.appointments), t.appointmentsHelp],
    [t.completed, formatCount(totals.completed), t.completedHelp],
    [t.upcoming, formatCount(totals.upcoming), t.upcomingHelp],
    [t.revenue, formatLira(totals.revenue), t.revenueHelp],
    [t.average, totals.average_per_visit === null ? t.none : formatLira(totals.average_per_visit), t.averageHelp],
    [t.cancelledByCustomer, formatCount(totals.cancelled_by_customer), t.cancelledByCustomerHelp],
    [t.cancelledByOwner, formatCount(totals.cancelled_by_owner), t.cancelledByOwnerHelp],
    [t.expired, formatCount(totals.expired), t.expiredHelp],
    [t.noShow, formatCount(totals.no_show), t.noShowHelp],
    [t.cancellationRate, formatRate(totals.cancellation_rate), t.cancellationRateHelp],
    [t.noShowRate, formatRate(totals.no_show_rate), t.noShowRateHelp],
  ];
  return (
    <section aria-label={t.label}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(([name, value, help]) => (
          <div key={name} className="grid content-start gap-1 rounded-card border border-stone-200 bg-white p-4 shadow-card">
            <dt className="text-xs font-medium text-stone-600">{name}</dt>
            <dd className="text-2xl font-semibold text-ink tabular-nums">{value}</dd>
            <dd className="text-xs text-stone-500">{help}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
