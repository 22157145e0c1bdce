import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import { openOwnerSuite } from '../../../test/owner-suite';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createVenue } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { CUSTOMER_IMPORTS_PER_HOUR } from './customer-import.service';

/** GET /api/owner/venues/{id}/customers/export.csv and export.xlsx: the list out as a spreadsheet (decision 089). */
const m = messages.customerImport;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp, owner: Session, stranger: Session, user: Session;
beforeAll(async () => ({ t, owner, stranger, user } = await openOwnerSuite()));
afterAll(() => t.close());

const get = (venueId: number, file: string, session: Session | null = owner) =>
  t.app.inject({ method: 'GET', url: `/api/owner/venues/${venueId}/customers/${file}`, headers: session?.headers });

/** A venue with three cards: one with a formula-looking name, one without a phone, one foreign number. */
async function seed(ownerId = owner.user.id) {
  const venueId = (await createVenue(t.db, { ownerId })).id;
  await t.db.execute(sql`
    insert into customers (venue_id, first_name, last_name, phone, email) values
      (${venueId}, 'Ayşe', 'Yılmaz', '+905321234567', 'ayse@example.com'),
      (${venueId}, '=HYPERLINK("x")', '@Kaya; -1', null, 'kaya@example.com'),
      (${venueId}, 'Jonas', 'Weber', '+4915112345678', null)
  `);
  return venueId;
}

describe('GET /api/owner/venues/{id}/customers/export.csv', () => {
  it('answers a CSV Turkish Excel opens: BOM, `;`, the header row, one row per customer, formulas neutralised', async () => {
    const venueId = await seed();
    const res = await get(venueId, 'export.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.rawPayload.subarray(3).toString('utf8')).toBe(
      [
        'Ad;Soyad;Telefon;E-posta',
        'Ayşe;Yılmaz;0532 123 45 67;ayse@example.com',
        `"'=HYPERLINK(""x"")";"'@Kaya; '-1";;kaya@example.com`,
        "Jonas;Weber;'+49 1511 2345678;",
        '',
      ].join('\r\n'),
    );
  });

  it('imports as itself: the exported file brought back creates nothing and changes nothing', async () => {
    const venueId = await seed();
    const csv = (await get(venueId, 'export.csv')).rawPayload;
    const { payload, headers } = await multipart({
      legal_basis: m.legalBases.contract,
      file: { bytes: csv, filename: 'musteriler.csv', type: 'text/csv' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/owner/venues/${venueId}/customers/import`,
      payload,
      headers: { ...owner.headers, ...headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The formula-looking name is refused on the way in, as any formula is; its card is found by nothing else.
    expect(res.json().data).toMatchObject({ create: 0, merge: 2, skip: [{ row: 3, reason: m.reasons.formula }] });
  });
});

describe('GET /api/owner/venues/{id}/customers/export.xlsx', () => {
  it('answers a workbook: one header row, then one row per customer, e-mail included, every cell text', async () => {
    const venueId = await seed();
    const res = await get(venueId, 'export.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Ad', 'Soyad', 'Telefon', 'E-posta'],
      ['Ayşe', 'Yılmaz', '0532 123 45 67', 'ayse@example.com'],
      [`'=HYPERLINK("x")`, "'@Kaya; '-1", '', 'kaya@example.com'],
      ['Jonas', 'Weber', "'+49 1511 2345678", ''],
    ]);
  });
});

describe('the export’s and the import’s guards', () => {
  it('answers another owner’s venue 404, a user 403 and an anonymous caller 401', async () => {
    const venueId = await seed(stranger.user.id);
    for (const file of ['export.csv', 'export.xlsx']) {
      const theirs = await get(venueId, file);
      expect([theirs.statusCode, theirs.json().message]).toEqual([404, messages.venues.notFound]);
      expect((await get(venueId, file, user)).statusCode).toBe(403);
      expect((await get(venueId, file, null)).statusCode).toBe(401);
    }
  });

  it(`limits an owner to ${CUSTOMER_IMPORTS_PER_HOUR} imports an hour (a preview counts)`, async () => {
    const busy = await registerOwner(t.app);
    const venueId = (await createVenue(t.db, { ownerId: busy.user.id })).id;
    const send = async () => {
      const { payload, headers } = await multipart({
        file: { bytes: Buffer.from('Telefon\n05321234567\n'), filename: 'a.csv', type: 'text/csv' },
      });
      return t.app.inject({
        method: 'POST',
        url: `/api/owner/venues/${venueId}/customers/import?dry_run=true`,
        payload,
        headers: { ...busy.headers, ...headers },
      });
    };
    for (let i = 0; i < CUSTOMER_IMPORTS_PER_HOUR; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect([limited.statusCode, limited.json().message]).toEqual([429, m.rateLimited]);
  });
});
