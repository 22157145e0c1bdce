import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { useOwnerSuite } from '../../../test/owner-suite';
import { createSubService } from '../../../test/factories';
import { seedReportVenue } from '../../../test/owner-reports';

/** GET /api/owner/venues/{id}/reports.csv?from=&to= (decision 043): the report and its appointments as CSV. */
const m = messages.ownerReports;
const s = useOwnerSuite();

const get = (venueId: number, query: string, session = s.owner) =>
  s.t.app.inject({ method: 'GET', url: `/api/owner/venues/${venueId}/reports.csv?${query}`, headers: session?.headers });

const seedVenue = (ownerId?: number) => seedReportVenue(s, ownerId);
/** The body's rows, without the BOM, split on CRLF and `;` (no quoted separators in these fixtures), cells unquoted. */
const rows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((line) => line.split(';').map((cell) => cell.replace(/^"(.*)"$/s, '$1').replace(/""/g, '"')));

describe('GET /api/owner/venues/{id}/reports.csv: who may download it', () => {
  it('answers 401 without a session, 403 to a user, 404 for another owner’s venue (before the range is read)', async () => {
    const { venueId } = await seedVenue();
    expect((await get(venueId, 'from=2026-01-01&to=2026-01-31', null as never)).statusCode).toBe(401);
    expect((await get(venueId, 'from=x', s.user)).statusCode).toBe(403);
    for (const query of ['from=2026-01-01&to=2026-01-31', 'from=x&to=y']) {
      const res = await get(venueId, query, s.stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: messages.venues.notFound });
    }
    expect((await get(999_999, 'from=2026-01-01&to=2026-01-31')).statusCode).toBe(404);
  });

  it('refuses a bad or hostile range with 400 and the Turkish texts, never 500', async () => {
    const { venueId } = await seedVenue();
    for (const [query, message] of [
      ['from=2026-02-01&to=2026-01-31', m.rangeInvalid],
      ['from=2026-02-30&to=2026-03-01', m.rangeInvalid],
      ['from=2026-01-01', m.rangeInvalid],
      [`from=${'9'.repeat(5000)}&to=2026-01-01`, m.rangeInvalid],
      ["from=2026-01-01'--&to=2026-01-02", m.rangeInvalid],
      ['from=2025-01-01&to=2026-01-02', m.rangeTooLong.replace('{days}', '366')],
    ] as const) {
      const res = await get(venueId, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});

describe('GET /api/owner/venues/{id}/reports.csv: the file', () => {
  it('is a UTF-8 CSV attachment with a BOM, the report’s figures and the period’s appointments', async () => {
    const { venueId, book } = await seedVenue();
    const kesim = await createSubService(s.t.db, { venueId, name: 'Kesim' });
    await book('2026-03-02', '10:00', {
      status: 'completed',
      priceKurus: 45050,
      subServiceId: kesim.id,
      subServiceName: 'Kesim',
      customerFirstName: '=HYPERLINK("x")',
      customerLastName: 'Kaya',
      customerPhone: '+905321112233',
    });
    await book('2026-03-03', '23:30', { status: 'cancelled', cancelledBy: 'guest', cancelledAt: new Date() });
    await book('2026-03-04', '09:00', { status: 'cancelled', cancelledBy: 'owner', cancelledAt: new Date() });
    await book('2026-03-08', '10:00', { status: 'completed', priceKurus: 99900 }); // after the period

    const res = await get(venueId, 'from=2026-03-01&to=2026-03-07');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rapor-${venueId}-2026-03-01-2026-03-07.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const r = rows(res.body);
    expect(r).toContainEqual(['Randevular', '3']);
    expect(r).toContainEqual(['Tamamlanan', '1']);
    expect(r).toContainEqual(['Gelir (₺)', '450,5']);
    expect(r).toContainEqual(['İptal oranı (%)', '66,67']);
    expect(r).toContainEqual(['02.03.2026', '1', '1', '450,5']);
    expect(r).toContainEqual(['Zeynep Ak', '1', '1', '0', '450,5', '0,5', '0,93']);
    expect(r).toContainEqual(['Kesim', '1', '1', '450,5']);
    const list = r.slice(r.findIndex((row) => row[0] === 'Randevular' && row.length === 1) + 2).filter((x) => x[0]);
    expect(list).toEqual([
      ['02.03.2026', '10:00', `'=HYPERLINK("x") Kaya`, "'+905321112233", 'Zeynep Ak', 'Kesim', '450,5', 'Tamamlandı'],
      expect.arrayContaining(['03.03.2026', '23:30', 'Müşteri iptal etti']),
      expect.arrayContaining(['04.03.2026', '09:00', 'İşletme iptal etti']),
    ]);
  });

  it('is the sections with no rows for an empty period', async () => {
    const { venueId } = await seedVenue();
    const res = await get(venueId, 'from=2026-05-01&to=2026-05-01');
    expect(res.statusCode).toBe(200);
    const r = rows(res.body);
    expect(r).toContainEqual(['Randevular', '0']);
    expect(r.at(-2)).toEqual(['Tarih', 'Saat', 'Müşteri', 'Telefon', 'Uzman', 'Hizmet', 'Fiyat (₺)', 'Durum']);
  });
});
