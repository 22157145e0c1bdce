import { describe, expect, it } from 'vitest';
import type { OwnerReport } from '@randevu/contracts';
import { CSV_BOM, csvNumber, csvRow, csvText, reportCsv, type CsvAppointment } from './owner-reports.csv';

/** The CSV writer of the reports export (decision 043): what Excel in Turkish opens right. */
const report: OwnerReport = {
  venue_id: 4,
  from: '2026-03-01',
  to: '2026-03-02',
  totals: {
    appointments: 3,
    booked: 2,
    completed: 1,
    upcoming: 1,
    cancelled_by_customer: 1,
    cancelled_by_owner: 0,
    expired: 0,
    no_show: 0,
    revenue: 1234.5,
    average_per_visit: 1234.5,
    cancellation_rate: 0.3333,
    no_show_rate: 0,
  },
  by_day: [
    { date: '2026-03-01', booked: 2, completed: 1, revenue: 1234.5 },
    { date: '2026-03-02', booked: 0, completed: 0, revenue: 0 },
  ],
  busiest_hours: [{ weekday: 7, hour: 10, booked: 2 }],
  by_expert: [
    {
      expert_id: 7,
      name: 'Zeynep; "Ak"',
      booked: 2,
      completed: 1,
      no_show: 0,
      revenue: 1234.5,
      booked_minutes: 90,
      available_minutes: 600,
      occupancy: 0.15,
    },
  ],
  by_sub_service: [{ sub_service_id: 3, name: 'Kesim', booked: 2, completed: 1, revenue: 1234.5 }],
  customers: { total: 2, new: 1, returning: 1 },
};
const appointment = (over: Partial<CsvAppointment> = {}): CsvAppointment => ({
  date: '2026-03-01',
  time: '10:00',
  customer: 'Ayşe Yılmaz',
  phone: '+905321112233',
  expert: 'Zeynep Ak',
  sub_service: 'Kesim',
  price: 450,
  status: 'completed',
  ...over,
});

describe('the CSV cells', () => {
  it('writes numbers with a decimal comma and no grouping, null as an empty cell', () => {
    expect(csvNumber(1234.5)).toBe('1234,5');
    expect(csvNumber(0.1 + 0.2)).toBe('0,3');
    expect(csvNumber(33.33)).toBe('33,33');
    expect(csvNumber(50000)).toBe('50000');
    expect(csvNumber(null)).toBe('');
  });

  it('quotes every text cell per RFC 4180 (decision 057), doubling its quotes', () => {
    expect(csvText('Kesim')).toBe('"Kesim"');
    expect(csvText('Kesim; Fön')).toBe('"Kesim; Fön"');
    expect(csvText('Ali "Usta"')).toBe('"Ali ""Usta"""');
    expect(csvText('iki\nsatır')).toBe('"iki\nsatır"');
    expect(csvText('a,b')).toBe('"a,b"');
  });

  it("prefixes with ' a text that a spreadsheet would read as a formula", () => {
    for (const hostile of ['=HYPERLINK("http://x")', '+90532', '-2+3', '@SUM(A1)', '\t=1']) {
      expect(csvText(hostile).replace(/^"/, '').startsWith("'"), hostile).toBe(true);
    }
    expect(csvText('=1;2')).toBe(`"'=1;2"`);
    expect(csvText('Ayşe=1')).toBe('"Ayşe=1"');
  });

  it('neutralises a formula at the start of any comma- or semicolon-separated segment (decision 057)', () => {
    expect(csvText('Veli,=1+1')).toBe(`"Veli,'=1+1"`);
    expect(csvText('Veli, =1+1')).toBe(`"Veli, '=1+1"`);
    expect(csvText('Veli;+cmd|calc')).toBe(`"Veli;'+cmd|calc"`);
    expect(csvText('a,@SUM(A1),-3')).toBe(`"a,'@SUM(A1),'-3"`);
    expect(csvText('Ayşe-Nur, Kaya')).toBe('"Ayşe-Nur, Kaya"');
    // However a spreadsheet splits the cell, no segment starts with a formula character.
    for (const text of ['Veli,=1+1', 'x;\t=2', '=a,=b;=c', 'Ali ,  -1']) {
      const inner = csvText(text).slice(1, -1).replace(/""/g, '"');
      for (const segment of inner.split(/[,;]/)) expect(segment.trimStart(), text).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('joins a row with ; and ends it with CRLF', () => {
    expect(csvRow(['Gelir', 1234.5, null, 'a;b'])).toBe('"Gelir";1234,5;;"a;b"\r\n');
  });
});

describe('the report as CSV', () => {
  const text = reportCsv(report, [
    appointment(),
    appointment({ time: '11:30', customer: '=cmd|calc', phone: '+905320000000', status: 'cancelled_by_customer' }),
    appointment({ date: '2026-03-02', status: 'cancelled_by_owner', price: 275.5 }),
    appointment({ status: 'no_show' }),
    appointment({ status: 'pending' }),
    appointment({ status: 'confirmed' }),
    appointment({ status: 'expired' }),
    appointment({ customer: 'Veli,=1+1' }),
  ]);
  const lines = text.slice(1).split('\r\n');

  it('starts with the UTF-8 BOM and ends every line with CRLF', () => {
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
  });

  it('holds the sections in order, with Turkish headers and figures', () => {
    expect(lines.slice(0, 2)).toEqual(['"Rapor"', '"Dönem";"01.03.2026";"02.03.2026"']);
    const titles = ['Özet', 'Günlere göre', 'Uzmanlar', 'Hizmetler', 'Müşteriler', 'Randevular'];
    const at = titles.map((t) => lines.indexOf(`"${t}"`));
    expect(at.every((i, k) => i > 0 && (k === 0 || i > at[k - 1]!))).toBe(true);
    expect(lines).toContain('"Gelir (₺)";1234,5');
    expect(lines).toContain('"Ziyaret başına ortalama (₺)";1234,5');
    expect(lines).toContain('"İptal oranı (%)";33,33');
    expect(lines).toContain('"Gelmeme oranı (%)";0');
    expect(lines).toContain('"Tarih";"Randevular";"Tamamlanan";"Gelir (₺)"');
    expect(lines).toContain('"01.03.2026";2;1;1234,5');
    expect(lines).toContain('"Uzman";"Randevular";"Tamamlanan";"Gelmedi";"Gelir (₺)";"Dolu süre (saat)";"Doluluk (%)"');
    expect(lines).toContain('"Zeynep; ""Ak""";2;1;0;1234,5;1,5;15');
    expect(lines).toContain('"Toplam";"Yeni";"Tekrar gelen"');
    expect(lines).toContain('2;1;1');
  });

  it('lists the appointments with Turkish statuses, safe names and phones, prices with a comma', () => {
    const list = lines.slice(lines.indexOf('"Randevular"') + 1);
    expect(list[0]).toBe('"Tarih";"Saat";"Müşteri";"Telefon";"Uzman";"Hizmet";"Fiyat (₺)";"Durum"');
    const row = (date: string, time: string, customer: string, phone: string, price: string, status: string) =>
      `"${date}";"${time}";"${customer}";"'${phone}";"Zeynep Ak";"Kesim";${price};"${status}"`;
    expect(list.slice(1, 9)).toEqual([
      row('01.03.2026', '10:00', 'Ayşe Yılmaz', '+905321112233', '450', 'Tamamlandı'),
      row('01.03.2026', '11:30', "'=cmd|calc", '+905320000000', '450', 'Müşteri iptal etti'),
      row('02.03.2026', '10:00', 'Ayşe Yılmaz', '+905321112233', '275,5', 'İşletme iptal etti'),
      row('01.03.2026', '10:00', 'Ayşe Yılmaz', '+905321112233', '450', 'Gelmedi'),
      row('01.03.2026', '10:00', 'Ayşe Yılmaz', '+905321112233', '450', 'Onay bekliyor'),
      row('01.03.2026', '10:00', 'Ayşe Yılmaz', '+905321112233', '450', 'Onaylandı'),
      row('01.03.2026', '10:00', 'Ayşe Yılmaz', '+905321112233', '450', 'Süresi doldu'),
      row('01.03.2026', '10:00', "Veli,'=1+1", '+905321112233', '450', 'Tamamlandı'),
    ]);
  });

  it('shows an expert’s occupancy as a percentage, and nothing without available minutes', () => {
    const expert = { ...report.by_expert[0]!, name: 'Zeynep' };
    const rows = (occupancy: number | null) => reportCsv({ ...report, by_expert: [{ ...expert, occupancy }] }, []).split('\r\n');
    expect(rows(0.15)).toContain('"Zeynep";2;1;0;1234,5;1,5;15');
    expect(rows(null)).toContain('"Zeynep";2;1;0;1234,5;1,5;');
  });
});
