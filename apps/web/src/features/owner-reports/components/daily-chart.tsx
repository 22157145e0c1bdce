import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { Group } from '@visx/group';
import type { OwnerReport } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { fill } from '@/lib/format';
import { formatCount, formatLira, formatReportDate, formatReportDay } from '../lib/format-report';
import { useWidth } from '../lib/use-width';
import { ChartCard } from './chart-card';
import { ReportTable } from './report-table';

const t = messages.ownerReports;
type Day = OwnerReport['by_day'][number];

const H = 240;
const M = { top: 12, right: 64, bottom: 28, left: 36 };

/** Rounds a maximum up to a tidy axis end (1, 2, 5 × 10^n), at least 1. */
const niceMax = (n: number) => {
  if (n <= 1) return 1;
  const p = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 5, 10].map((k) => k * p).find((k) => k >= n)!;
};

/** The daily series as bars (booked appointments, left axis) and a line (revenue, right axis); visx, plain SVG. */
function DailySvg({ days }: { days: Day[] }) {
  const [ref, measured] = useWidth<HTMLDivElement>(640);
  const W = Math.max(280, measured);
  const innerW = W - M.left - M.right;
  const innerH = H - M.top - M.bottom;
  const x = scaleBand<string>({ domain: days.map((d) => d.date), range: [0, innerW], padding: 0.2 });
  const maxBooked = niceMax(Math.max(...days.map((d) => d.booked)));
  const maxRevenue = niceMax(Math.max(...days.map((d) => d.revenue)));
  const yCount = scaleLinear<number>({ domain: [0, maxBooked], range: [innerH, 0] });
  const yMoney = scaleLinear<number>({ domain: [0, maxRevenue], range: [innerH, 0] });
  // One date label per ~64 px: 4 on a phone, 9 on a desk.
  const every = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(innerW / 64))));
  const center = (d: Day) => (x(d.date) ?? 0) + x.bandwidth() / 2;
  return (
    <div ref={ref}>
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} className="block max-w-full" focusable="false">
        <Group left={M.left} top={M.top}>
          {yCount
            .ticks(Math.min(4, maxBooked))
            .filter(Number.isInteger)
            .map((v) => (
              <g key={v}>
                <line x1={0} x2={innerW} y1={yCount(v)} y2={yCount(v)} className="stroke-stone-200" />
                <text x={-6} y={yCount(v)} dy="0.32em" textAnchor="end" className="fill-stone-500 text-[11px]">
                  {formatCount(v)}
                </text>
              </g>
            ))}
          {yMoney.ticks(4).map((v) => (
            <text key={v} x={innerW + 6} y={yMoney(v)} dy="0.32em" className="fill-sky-800 text-[11px]">
              {formatLira(v)}
            </text>
          ))}
          {days.map((d) => (
            <Bar
              key={d.date}
              x={x(d.date)}
              y={yCount(d.booked)}
              width={x.bandwidth()}
              height={innerH - yCount(d.booked)}
              rx={2}
              className="fill-brand-600"
            />
          ))}
          <LinePath<Day>
            data={days}
            x={center}
            y={(d) => yMoney(d.revenue)}
            className="fill-none stroke-sky-700"
            strokeWidth={2}
          />
          {days.map((d, i) =>
            i % every === 0 ? (
              <text key={d.date} x={center(d)} y={innerH + 18} textAnchor="middle" className="fill-stone-500 text-[11px]">
                {formatReportDay(d.date)}
              </text>
            ) : null,
          )}
        </Group>
      </svg>
    </div>
  );
}

function Legend() {
  return (
    <div className="mt-3 flex flex-wrap gap-4 text-xs text-stone-600">
      <span className="inline-flex items-center gap-1.5">
        <span className="size-3 rounded-sm bg-brand-600" />
        {t.charts.legendAppointments}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="h-0.5 w-4 bg-sky-700" />
        {t.charts.legendRevenue}
      </span>
    </div>
  );
}

/** 'Günlere göre randevular ve gelir': every day of the period, empty days included. */
export function DailyChart({ days }: { days: Day[] }) {
  const busiest = days.reduce((best, d) => (d.booked > best.booked ? d : best), days[0]!);
  return (
    <ChartCard
      title={t.charts.daily}
      help={t.charts.dailyHelp}
      summary={fill(t.charts.dailyChart, {
        days: formatCount(days.length),
        date: formatReportDate(busiest.date),
        count: formatCount(busiest.booked),
      })}
      chart={
        <>
          <DailySvg days={days} />
          <Legend />
        </>
      }
      table={
        <ReportTable
          caption={t.charts.daily}
          columns={[t.columns.date, t.columns.booked, t.columns.completed, t.columns.revenue]}
          numeric={[1, 2, 3]}
          rows={days.map((d) => [
            formatReportDate(d.date),
            formatCount(d.booked),
            formatCount(d.completed),
            formatLira(d.revenue),
          ])}
        />
      }
    />
  );
}
