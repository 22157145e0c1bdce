import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import { openOwnerSuite } from '../../../test/owner-suite';
import type { Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createVenue } from '../../../test/factories';
import { multipart, type FormValue } from '../../../test/multipart';
import { queryRows } from '../../db/client';

/** POST /api/owner/venues/{id}/customers/import: a salon's customer list brought in from a spreadsheet (decision 089). */
const m = messages.customerImport;
const r = m.reasons;
const BASIS = m.legalBases.contract;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp, owner: Session, stranger: Session, user: Session;
beforeAll(async () => ({ t, owner, stranger, user } = await openOwnerSuite()));
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(new URL(`../../../test/customer-import/${name}`, import.meta.url));
const venue = async (ownerId = owner.user.id) => (await createVenue(t.db, { ownerId })).id;

async function upload(
  venueId: number,
  file: Buffer | null,
  opts: { name?: string; fields?: Record<string, string>; query?: string; session?: Session } = {},
) {
  const form: Record<string, FormValue> = { ...(opts.fields ?? { legal_basis: BASIS }) };
  const name = opts.name ?? 'musteriler.csv';
  if (file) form.file = { bytes: file, filename: name, type: name.endsWith('.xlsx') ? XLSX : 'text/csv' };
  const { payload, headers } = await multipart(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/owner/venues/${venueId}/customers/import${opts.query ?? ''}`,
    payload,
    headers: { ...(opts.session ?? owner).headers, ...headers },
  });
}

/** Every column of the venue's cards, oldest first: a second import must leave this exactly as it was. */
const cards = (venueId: number) =>
  queryRows<Record<string, unknown>>(t.db, sql`select * from customers where venue_id = ${venueId} order by id`);
const contacts = async (venueId: number) =>
  (await cards(venueId)).map((c) => [c.first_name, c.last_name, c.phone, c.email].join('|'));
const imports = (venueId: number) =>
  queryRows<Record<string, unknown>>(
    t.db,
    sql`select owner_id, legal_basis, file_name, format, rows, created, merged, skipped from customer_imports where venue_id = ${venueId}`,
  );

describe('POST /api/owner/venues/{id}/customers/import', () => {
  const dialects = [
    { name: 'turkish-windows-1254.csv', create: 3, merge: 3, skip: [7, 8, 9], rows: 9 },
    { name: 'fresha.csv', create: 3, merge: 1, skip: [5], rows: 5 },
    { name: 'booksy.xlsx', create: 2, merge: 1, skip: [5, 6], rows: 5 },
    { name: 'treatwell.csv', create: 3, merge: 1, skip: [2], rows: 5 },
  ];
  for (const d of dialects) {
    it(`imports ${d.name}: the dry run writes nothing, the import writes its counts, a second import changes nothing`, async () => {
      const venueId = await venue();
      // The Turkish file's last row is a customer the salon already has: it is merged into that card.
      if (d.name.startsWith('turkish'))
        await t.db.execute(
          sql`insert into customers (venue_id, first_name, last_name, phone) values (${venueId}, '', '', '+905361112233')`,
        );
      const before = await cards(venueId);

      const dry = await upload(venueId, fixture(d.name), { name: d.name, query: '?dry_run=true' });
      expect(dry.statusCode, dry.body).toBe(200);
      const preview = dry.json().data;
      expect({ create: preview.create, merge: preview.merge, skip: preview.skip.map((s: { row: number }) => s.row) }).toEqual({
        create: d.create,
        merge: d.merge,
        skip: d.skip,
      });
      expect(preview.dry_run).toBe(true);
      expect(await cards(venueId)).toEqual(before);
      expect(await imports(venueId)).toEqual([]);

      const done = await upload(venueId, fixture(d.name), { name: d.name });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data).toEqual({ ...preview, dry_run: false });
      expect(await cards(venueId)).toHaveLength(before.length + d.create);
      expect(await imports(venueId)).toEqual([
        {
          owner_id: owner.user.id,
          legal_basis: BASIS,
          file_name: d.name,
          format: d.name.endsWith('.xlsx') ? 'xlsx' : 'csv',
          rows: d.rows,
          created: d.create,
          merged: d.merge,
          skipped: d.skip.length,
        },
      ]);

      const written = await cards(venueId);
      const again = await upload(venueId, fixture(d.name), { name: d.name });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data).toMatchObject({ create: 0, merge: d.create + d.merge });
      expect(await cards(venueId)).toEqual(written);
    });
  }

  it('stores what the Turkish file says, letters intact, phones in E.164, duplicates merged, the salon’s card filled', async () => {
    const venueId = await venue();
    await t.db.execute(
      sql`insert into customers (venue_id, first_name, last_name, phone) values (${venueId}, '', '', '+905361112233')`,
    );
    const res = await upload(venueId, fixture('turkish-windows-1254.csv'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.skip).toEqual([
      { row: 7, reason: r.invalidPhone },
      { row: 8, reason: r.invalidEmail },
      { row: 9, reason: r.noContact },
    ]);
    expect(await contacts(venueId)).toEqual([
      'Deniz|Aydın|+905361112233|deniz@example.com',
      'Ayşe|Yılmaz|+905321234567|ayse@example.com',
      'Gülşen|Çağlar|+905332223344|',
      'Şükrü|Öztürk|+905345556677|sukru@example.com',
    ]);
    // The filled card's history names each field the import changed, as the owner's change (decision 092).
    const history = () =>
      queryRows(
        t.db,
        sql`select h.field, h.old_value, h.new_value, h.changed_by from customer_changes h
            join customers c on c.id = h.customer_id where c.venue_id = ${venueId} order by h.field`,
      );
    const filled = await history();
    expect(filled).toEqual([
      { field: 'email', old_value: null, new_value: 'deniz@example.com', changed_by: owner.user.id },
      { field: 'first_name', old_value: null, new_value: 'Deniz', changed_by: owner.user.id },
      { field: 'last_name', old_value: null, new_value: 'Aydın', changed_by: owner.user.id },
    ]);
    // The same file again changes nothing and writes no history.
    expect((await upload(venueId, fixture('turkish-windows-1254.csv'))).statusCode).toBe(200);
    expect(await history()).toEqual(filled);
  });

  it('makes cards a booking then finds: the booking joins the imported card and does not rename it', async () => {
    const venueId = await venue();
    expect((await upload(venueId, fixture('fresha.csv'))).statusCode).toBe(200);
    const [elif] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from customers where venue_id = ${venueId} and phone = '+905421234567'`,
    );
    const expert = await createExpert(t.db, { venueId, name: 'Zeynep Ak' });
    const booked = await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      startsAt: new Date(Date.now() + 86_400_000),
      customerFirstName: 'Elifcan',
      customerLastName: 'D.',
      customerPhone: '+905421234567',
      customerEmail: 'baska@example.com',
    });
    expect(booked.customerId).toBe(elif!.id);
    expect(await contacts(venueId)).toContain('Elif|Demir|+905421234567|elif@example.com');
  });

  it('takes dry_run as a form field too, and needs the legal basis only to write', async () => {
    const venueId = await venue();
    const dry = await upload(venueId, fixture('fresha.csv'), { fields: { dry_run: 'true' } });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ dry_run: true, create: 3 });
    const noBasis = await upload(venueId, fixture('fresha.csv'), { fields: {} });
    expect(noBasis.statusCode).toBe(400);
    expect(noBasis.json()).toMatchObject({ message: m.legalBasisRequired, errors: { legal_basis: m.legalBasisRequired } });
    const blank = await upload(venueId, fixture('fresha.csv'), { fields: { legal_basis: '   ' } });
    expect(blank.json().message).toBe(m.legalBasisRequired);
    const badFlag = await upload(venueId, fixture('fresha.csv'), { query: '?dry_run=evet' });
    expect([badFlag.statusCode, badFlag.json().message]).toEqual([400, m.dryRunInvalid]);
    const noFile = await upload(venueId, null);
    expect([noFile.statusCode, noFile.json().message]).toEqual([400, m.fileRequired]);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/owner/venues/${venueId}/customers/import`,
      payload: { legal_basis: BASIS },
      headers: owner.headers,
    });
    expect([json.statusCode, json.json().message]).toEqual([415, m.notMultipart]);
    expect(await cards(venueId)).toEqual([]);
    expect(await imports(venueId)).toEqual([]);
  });

  it('refuses a binary file, a file in another encoding and a file past 20,000 customers whole, writing nothing', async () => {
    const venueId = await venue();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const binary = await upload(venueId, png, { name: 'musteriler.png' });
    expect([binary.statusCode, binary.json().message]).toEqual([415, m.unknownFormat]);

    const macTurkish = Buffer.from([...Buffer.from('Ad;Telefon\n'), 0x8d, 0x81, 0x3b, ...Buffer.from('05321234567\n')]);
    const wrong = await upload(venueId, macTurkish);
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, m.undecodable]);

    const rows = Array.from({ length: 20_001 }, (_, i) => `Ali;Kaya;+90532${String(1_000_000 + i).slice(1)}00\n`);
    const tooMany = await upload(venueId, Buffer.from('Ad;Soyad;Telefon\n' + rows.join('')));
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([413, 'Dosya en fazla 20.000 satır müşteri içerebilir.']);

    const noColumns = await upload(venueId, Buffer.from('Ad;Soyad\nAli;Kaya\n'));
    expect([noColumns.statusCode, noColumns.json().message]).toEqual([400, m.noContactColumn]);
    expect(await cards(venueId)).toEqual([]);
    expect(await imports(venueId)).toEqual([]);
  });

  it('refuses a file over 10 MB with a 413 without reading it whole', async () => {
    const venueId = await venue();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    const res = await upload(venueId, big);
    expect([res.statusCode, res.json().message]).toEqual([413, m.tooLarge]);
    expect(await imports(venueId)).toEqual([]);
  });

  it('skips every formula cell: a file of formulas writes nothing', async () => {
    const venueId = await venue();
    const file = Buffer.from(
      'Ad;Soyad;Telefon;E-posta\n"=HYPERLINK(""http://x"";""Tıkla"")";Kaya;05321234567;\n@SUM(A1);Ak;05331234567;\nAli;-2+3;05341234567;\nVeli;Can;=05351234567;\n',
    );
    const res = await upload(venueId, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      create: 0,
      merge: 0,
      skip: [2, 3, 4, 5].map((row) => ({ row, reason: r.formula })),
    });
    expect(await cards(venueId)).toEqual([]);
  });

  it('is the owner’s venue only: another owner’s 404, a user 403, an anonymous caller 401, nothing written', async () => {
    const venueId = await venue(stranger.user.id);
    const theirs = await upload(venueId, fixture('fresha.csv'));
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, messages.venues.notFound]);
    expect((await upload(venueId, fixture('fresha.csv'), { session: user })).statusCode).toBe(403);
    const { payload, headers } = await multipart({ legal_basis: BASIS });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/owner/venues/${venueId}/customers/import`,
      payload,
      headers,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await cards(venueId)).toEqual([]);
  });
});
