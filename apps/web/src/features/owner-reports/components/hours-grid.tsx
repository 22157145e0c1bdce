import type { OwnerReport } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { fill } from '@/lib/format';
import { formatCount, formatHour } from '../lib/format-report';
import { ChartCard } from './chart-card';
import { ReportTable } from './report-table';

const t = messages.ownerReports;
type Cell = OwnerReport['busiest_hours'][number];

/** The hours shown: those with appointments, widened to 09–18 so a quiet period still reads as a working day. */
function hourSpan(cells: Cell[]): number[] {
  const hours = cells.map((c) => c.hour);
  const first = Math.min(9, ...hours);
  const last = Math.max(18, ...hours);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** 'En yoğun saatler': a weekday × hour grid, darker where more appointments start; a CSS grid. */
export function HoursGrid({ cells }: { cells: Cell[] }) {
  const hours = hourSpan(cells);
  const max = Math.max(1, ...cells.map((c) => c.booked));
  const at = new Map(cells.map((c) => [`${c.weekday}:${c.hour}`, c.booked]));
  const busiest = [...cells].sort((a, b) => b.booked - a.booked || a.weekday - b.weekday || a.hour - b.hour);
  const name = (c: Cell) =>
    fill(t.charts.hoursCell, { weekday: t.weekdays[c.weekday - 1]!, hour: formatHour(c.hour), count: formatCount(c.booked) });
  return (
    <ChartCard
      title={t.charts.hours}
      help={t.charts.hoursHelp}
      summary={busiest.length ? `${t.charts.hours}: ${busiest.slice(0, 3).map(name).join(', ')}` : t.charts.hoursEmpty}
      chart={
        <div className="overflow-x-auto">
          <div
            className="grid min-w-[22rem] gap-0.5 text-[10px] text-stone-500"
            style={{ gridTemplateColumns: `2.25rem repeat(${hours.length}, minmax(0, 1fr))` }}
          >
            <span />
            {hours.map((h) => (
              <span key={h} className="text-center">
                {String(h).padStart(2, '0')}
              </span>
            ))}
            {t.weekdays.map((day, w) => (
              <div key={day} className="contents">
                <span className="self-center">{day}</span>
                {hours.map((h) => {
                  const n = at.get(`${w + 1}:${h}`) ?? 0;
                  return (
                    <span
                      key={h}
                      data-count={n}
                      className="aspect-square rounded-sm bg-brand-700 sm:aspect-auto sm:h-7"
                      style={{ opacity: n ? 0.15 + 0.85 * (n / max) : 0.05 }}
                    />
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      }
      table={
        busiest.length ? (
          <ReportTable
            caption={t.charts.hours}
            columns={[t.columns.weekday, t.columns.hour, t.columns.booked]}
            numeric={[2]}
            rows={busiest.map((c) => [t.weekdays[c.weekday - 1]!, formatHour(c.hour), formatCount(c.booked)])}
          />
        ) : (
          <p className="text-sm text-stone-600">{t.charts.hoursEmpty}</p>
        )
      }
    />
  );
}
