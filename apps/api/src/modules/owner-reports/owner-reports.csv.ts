import { messages, type OwnerReport } from '@randevu/contracts';

const m = messages.ownerReports;
const col = m.columns;
const tile = m.tiles;

/** The byte order mark Excel needs to read the file as UTF-8 (otherwise 'ş' shows as 'ÅŸ'). */
export const CSV_BOM = '\uFEFF';
/** Turkish Excel's list separator (its decimal separator is the comma). */
export const CSV_SEPARATOR = ';';
const EOL = '\r\n';

export type CsvValue = string | number | null;

/** A number as Turkish Excel reads one: a decimal comma, no grouping (1234.5 → '1234,5'); null → empty. */
export function csvNumber(value: number | null, digits = 2): string {
  if (value === null) return '';
  const fixed = Number.isInteger(value) ? String(value) : value.toFixed(digits).replace(/0+$/, '').replace(/\.$/, '');
  return fixed.replace('.', ',');
}

/**
 * One text cell (decision 057). A spreadsheet may split a cell on commas or semicolons (a list separator set to the
 * comma, "Text to columns"), so a formula character (`=`, `+`, `-`, `@`, a tab or carriage return) at the start of
 * the text or of any comma- or semicolon-separated segment of it gets a `'` before it: `Veli,=1+1` never becomes a
 * formula. Then every text cell is quoted per RFC 4180, whatever it holds.
 */
export function csvText(value: string): string {
  const safe = value.replace(/(^|[,;])( *)([=+\-@\t\r])/g, "$1$2'$3");
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A row: numbers with a decimal comma, texts made safe, null empty; CRLF-terminated. */
export const csvRow = (cells: readonly CsvValue[]): string =>
  cells.map((c) => (c === null ? '' : typeof c === 'number' ? csvNumber(c) : csvText(c))).join(CSV_SEPARATOR) + EOL;

/** A rate 0–1 as a percentage with two decimals: 0.3333 → 33,33. */
const percent = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? null : Math.round(rate * 10_000) / 100;

/** 'YYYY-MM-DD' → '27.11.2026', the date Turkish Excel recognises. */
export const csvDate = (date: string): string => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** An appointment of the period's list, as the CSV shows it. */
export interface CsvAppointment {
  date: string;
  time: string;
  customer: string;
  phone: string;
  expert: string;
  sub_service: string;
  price: number;
  status: keyof typeof m.csv.status;
}

/**
 * The report's figures and the period's appointments as one CSV text: the BOM, then sections (the totals,
 * the daily series, experts, sub-services, customers, the appointment list), each a title row, a header row and its
 * rows, a blank line between them. Amounts are lira with a decimal comma; rates are percentages.
 */
export function reportCsv(report: OwnerReport, appointments: Iterable<CsvAppointment>): string {
  const t = report.totals;
  const out: string[] = [CSV_BOM];
  const section = (title: string, header: CsvValue[], rows: CsvValue[][]) => {
    if (out.length > 1) out.push(EOL);
    out.push(csvRow([title]), csvRow(header));
    for (const r of rows) out.push(csvRow(r));
  };
  const lira = (name: string) => `${name} (₺)`;
  const pct = (name: string) => `${name} (%)`;

  section(m.csv.fileTitle, [m.csv.period, csvDate(report.from), csvDate(report.to)], []);
  section(
    m.csv.totals,
    [col.figure, col.value],
    [
      [tile.appointments, t.appointments],
      [tile.completed, t.completed],
      [tile.upcoming, t.upcoming],
      [tile.cancelledByCustomer, t.cancelled_by_customer],
      [tile.cancelledByOwner, t.cancelled_by_owner],
      [tile.expired, t.expired],
      [tile.noShow, t.no_show],
      [lira(tile.revenue), t.revenue],
      [lira(tile.average), t.average_per_visit],
      [pct(tile.cancellationRate), percent(t.cancellation_rate)],
      [pct(tile.noShowRate), percent(t.no_show_rate)],
    ],
  );
  section(
    m.csv.daily,
    [col.date, col.booked, col.completed, lira(col.revenue)],
    report.by_day.map((d) => [csvDate(d.date), d.booked, d.completed, d.revenue]),
  );
  section(
    m.csv.experts,
    [col.expert, col.booked, col.completed, col.noShow, lira(col.revenue), col.bookedHours, pct(col.occupancy)],
    report.by_expert.map((e) => [
      e.name,
      e.booked,
      e.completed,
      e.no_show,
      e.revenue,
      Math.round((e.booked_minutes / 60) * 100) / 100,
      percent(e.occupancy),
    ]),
  );
  section(
    m.csv.subServices,
    [col.subService, col.booked, col.completed, lira(col.revenue)],
    report.by_sub_service.map((s) => [s.name, s.booked, s.completed, s.revenue]),
  );
  section(
    m.csv.customers,
    [col.total, col.newCustomers, col.returningCustomers],
    [[report.customers.total, report.customers.new, report.customers.returning]],
  );
  section(
    m.csv.appointments,
    [col.date, col.time, col.customer, col.phone, col.expert, col.subService, lira(col.price), col.status],
    [],
  );
  for (const a of appointments) {
    out.push(csvRow([csvDate(a.date), a.time, a.customer, a.phone, a.expert, a.sub_service, a.price, m.csv.status[a.status]]));
  }
  return out.join('');
}
