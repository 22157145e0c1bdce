import type { OwnerReport } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { fill } from '@/lib/format';
import type { ReportExpert } from '../api/get-owner-report';
import { formatCount, formatHours, formatLira, formatRate } from '../lib/format-report';
import { ChartCard } from './chart-card';
import { ReportTable } from './report-table';

const t = messages.ownerReports;
const c = t.columns;

/** Horizontal bars (CSS): a name, a bar as long as its share of the largest value, and the value's text. */
function Bars({ items }: { items: { key: string | number; name: string; value: number; label: string }[] }) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ul className="grid gap-2.5">
      {items.map((i) => (
        <li
          key={i.key}
          className="grid grid-cols-[minmax(0,7rem)_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,10rem)_1fr_auto]"
        >
          <span className="truncate text-stone-700">{i.name}</span>
          <span className="h-3 rounded-full bg-stone-100">
            <span className="block h-3 rounded-full bg-brand-600" style={{ width: `${(i.value / max) * 100}%` }} />
          </span>
          <span className="text-right text-xs text-stone-600 tabular-nums">{i.label}</span>
        </li>
      ))}
    </ul>
  );
}

const summaryOf = (title: string, items: { name: string; label: string }[]) =>
  `${title}: ${items.map((i) => `${i.name} ${i.label}`).join(', ')}`;

/**
 * 'Uzmanlar': each expert's booked appointments, and their occupancy (booked / available minutes from
 * hours, breaks, time off, closures and closed holidays).
 */
export function ExpertsBreakdown({ experts }: { experts: ReportExpert[] }) {
  const items = experts.map((e) => ({
    key: e.expert_id,
    name: e.name,
    value: e.booked,
    label: fill(t.charts.expertBarOccupancy, { count: formatCount(e.booked), rate: formatRate(e.occupancy) }),
  }));
  const columns = [c.expert, c.booked, c.completed, c.noShow, c.revenue, c.bookedHours];
  return (
    <ChartCard
      title={t.charts.experts}
      summary={summaryOf(t.charts.experts, items)}
      chart={<Bars items={items} />}
      table={
        <ReportTable
          caption={t.charts.experts}
          columns={[...columns, c.occupancy]}
          numeric={[1, 2, 3, 4, 5, 6]}
          rows={experts.map((e) => {
            return [
              e.name,
              formatCount(e.booked),
              formatCount(e.completed),
              formatCount(e.no_show),
              formatLira(e.revenue),
              formatHours(e.booked_minutes),
              formatRate(e.occupancy),
            ];
          })}
        />
      }
    />
  );
}

/** 'Hizmetler': booked appointments and revenue per sub-service. */
export function SubServicesBreakdown({ subServices }: { subServices: OwnerReport['by_sub_service'] }) {
  const items = subServices.map((s) => ({
    key: `${s.sub_service_id ?? 'none'}:${s.name}`,
    name: s.name,
    value: s.booked,
    label: `${formatCount(s.booked)} · ${formatLira(s.revenue)}`,
  }));
  return (
    <ChartCard
      title={t.charts.subServices}
      summary={summaryOf(t.charts.subServices, items)}
      chart={<Bars items={items} />}
      table={
        <ReportTable
          caption={t.charts.subServices}
          columns={[c.subService, c.booked, c.completed, c.revenue]}
          numeric={[1, 2, 3]}
          rows={subServices.map((s) => [s.name, formatCount(s.booked), formatCount(s.completed), formatLira(s.revenue)])}
        />
      }
    />
  );
}

/** 'Yeni ve tekrar gelen müşteriler': one bar split in two. */
export function CustomersBreakdown({ customers }: { customers: OwnerReport['customers'] }) {
  const share = customers.total ? customers.new / customers.total : 0;
  const summary = `${t.charts.customers}: ${c.total} ${formatCount(customers.total)}, ${c.newCustomers} ${formatCount(customers.new)}, ${c.returningCustomers} ${formatCount(customers.returning)}`;
  return (
    <ChartCard
      title={t.charts.customers}
      help={t.charts.customersHelp}
      summary={summary}
      chart={
        <div className="grid gap-3">
          <div className="flex h-4 overflow-hidden rounded-full bg-stone-100">
            <span className="bg-brand-600" style={{ width: `${share * 100}%` }} />
            <span className="bg-sky-600" style={{ width: `${customers.total ? (1 - share) * 100 : 0}%` }} />
          </div>
          <div className="flex flex-wrap gap-4 text-sm text-stone-700">
            <span className="inline-flex items-center gap-1.5">
              <span className="size-3 rounded-sm bg-brand-600" />
              {c.newCustomers}: {formatCount(customers.new)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="size-3 rounded-sm bg-sky-600" />
              {c.returningCustomers}: {formatCount(customers.returning)}
            </span>
          </div>
        </div>
      }
      table={
        <ReportTable
          caption={t.charts.customers}
          columns={[c.customer, c.count]}
          numeric={[1]}
          rows={[
            [c.newCustomers, formatCount(customers.new)],
            [c.returningCustomers, formatCount(customers.returning)],
            [c.total, formatCount(customers.total)],
          ]}
        />
      }
    />
  );
}
