import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages, phoneToE164 } from '@randevu/contracts';
import { AppError } from '../../lib/errors';
import { decodeCsv, excelCell } from './customer-file';
import { headerKey, mapColumns } from './customer-columns';
import { planImport, type CardRow } from './customer-import.plan';
import { readCustomers } from './customer-import.read';

const r = messages.customerImport.reasons;
const fixture = (name: string) => readFileSync(new URL(`../../../test/customer-import/${name}`, import.meta.url));
const normalize = (text: string) => phoneToE164(text);
const read = (file: Buffer) => readCustomers(file, normalize);
const cells = (...texts: string[]) => texts.map((text) => ({ text, formula: false }));

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('reading a customer file', () => {
  it('reads a Windows-1254 file as Turkish Excel saves it with its Turkish letters intact', async () => {
    const { format, rows, skip, total } = await read(fixture('turkish-windows-1254.csv'));
    expect(format).toBe('csv');
    expect(total).toBe(9);
    expect(rows[0]).toEqual({
      row: 2,
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      phone: '+905321234567',
      email: 'ayse@example.com',
    });
    expect(rows.map((x) => `${x.first_name} ${x.last_name}`)).toContain('Şükrü Öztürk');
    expect(rows.map((x) => `${x.first_name} ${x.last_name}`)).toContain('Gülşen Çağlar');
    expect(skip).toEqual([
      { row: 7, reason: r.invalidPhone },
      { row: 8, reason: r.invalidEmail },
      { row: 9, reason: r.noContact },
    ]);
  });

  it('maps Fresha’s export: Mobile Number, else Telephone; a formula name is refused', async () => {
    const { rows, skip } = await read(fixture('fresha.csv'));
    expect(rows.map((x) => x.phone)).toEqual(['+905421234567', '+902125554433', null, '+4915112345678']);
    expect(rows[2]!.email).toBe('elif@example.com');
    expect(skip).toEqual([{ row: 5, reason: r.formula }]);
  });

  it('maps Booksy’s XLSX: the whole name split at its last space, number cells as phones, formula cells refused', async () => {
    const { format, rows, skip } = await read(fixture('booksy.xlsx'));
    expect(format).toBe('xlsx');
    expect(rows[0]).toEqual({
      row: 2,
      first_name: 'Merve Nur',
      last_name: 'Şen',
      phone: '+905321112233',
      email: 'merve@example.com',
    });
    expect(rows[1]!.phone).toBe('+905322223344');
    expect(rows[2]!.email).toBe('burak@example.com');
    expect(skip).toEqual([
      { row: 5, reason: r.formula },
      { row: 6, reason: r.invalidPhone },
    ]);
  });

  it('plans each dialect’s file: duplicates by phone, then e-mail, are merged into the row before them', async () => {
    const counts = async (name: string) => {
      const { rows, skip } = await read(fixture(name));
      const plan = planImport(rows, []);
      return { create: plan.create, merge: plan.merge, skip: skip.length };
    };
    expect(await counts('turkish-windows-1254.csv')).toEqual({ create: 4, merge: 2, skip: 3 });
    expect(await counts('fresha.csv')).toEqual({ create: 3, merge: 1, skip: 1 });
    expect(await counts('booksy.xlsx')).toEqual({ create: 2, merge: 1, skip: 2 });
    expect(await counts('treatwell.csv')).toEqual({ create: 3, merge: 1, skip: 1 });
  });

  it('refuses a binary file, an old .xls and a file in neither UTF-8 nor Windows-1254', async () => {
    expect((await refusal(read(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])))).statusCode).toBe(
      415,
    );
    expect((await refusal(read(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])))).statusCode).toBe(415);
    const wrong = await refusal(read(Buffer.from([0x41, 0x64, 0x3b, 0x81, 0x8d, 0x0a, 0x41, 0x3b, 0x9d])));
    expect([wrong.statusCode, wrong.message]).toEqual([400, messages.customerImport.undecodable]);
    expect(() => decodeCsv(Buffer.from([0xef, 0xbb, 0xbf, 0xff, 0x41]))).toThrow(messages.customerImport.undecodable);
  });

  it('reads UTF-8 with and without a BOM and UTF-16 with one alike', () => {
    const text = 'Ad;Telefon\r\nŞule;05321234567\r\n';
    expect(decodeCsv(Buffer.from(text, 'utf8'))).toBe(text);
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]))).toBe(text);
    expect(decodeCsv(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toBe(text);
  });

  it('refuses a file past 20,000 customers and one without a phone or e-mail column', async () => {
    const header = 'Ad;Telefon\n';
    const rows = Array.from({ length: 20_001 }, (_, i) => `Ali;0532${String(1_000_000 + i).slice(1)}\n`).join('');
    const tooMany = await refusal(read(Buffer.from(header + rows)));
    expect([tooMany.statusCode, tooMany.message]).toEqual([413, 'Dosya en fazla 20.000 satır müşteri içerebilir.']);
    const exactly = await read(Buffer.from(header + rows.split('\n').slice(1).join('\n')));
    expect(exactly.total).toBe(20_000);
    const noContact = await refusal(read(Buffer.from('Ad;Soyad\nAli;Kaya\n')));
    expect([noContact.statusCode, noContact.message]).toEqual([400, messages.customerImport.noContactColumn]);
  }, 30_000);
});

describe('columns and cells', () => {
  it('folds headers in Turkish and English alike', () => {
    expect(['E-posta Adresi', 'CEP TELEFONU', 'Mobile Number', 'SOYADI', 'EMAIL'].map(headerKey)).toEqual([
      'epostaadresi',
      'ceptelefonu',
      'mobilenumber',
      'soyadi',
      'email',
    ]);
    expect(mapColumns(cells('İsim', 'Soyisim', 'GSM', 'Mail'))).toEqual({ first: 0, last: 1, full: null, phones: [2], email: 3 });
    expect(mapColumns(cells('Ad Soyad', 'Telefon'))).toEqual({ first: null, last: null, full: 0, phones: [1], email: null });
    expect(mapColumns(cells('Name', 'Phone'))).toMatchObject({ full: 0, first: null });
  });

  it('reads an XLSX number cell in its digits and a formula cell as a formula', () => {
    expect(excelCell(905321234567)).toEqual({ text: '905321234567', formula: false });
    expect(excelCell({ formula: 'A1', result: 'x' })).toEqual({ text: 'x', formula: true });
    expect(excelCell({ richText: [{ text: 'Ay' }, { text: 'şe' }] })).toEqual({ text: 'Ayşe', formula: false });
  });
});

describe('planning an import against the venue’s cards', () => {
  const card = (id: number, phone: string | null, email: string | null, first = 'Eski', last = 'Kart'): CardRow => ({
    id,
    first_name: first,
    last_name: last,
    phone,
    email,
  });
  const row = (n: number, phone: string | null, email: string | null, first = 'Yeni', last = 'Ad') => ({
    row: n,
    first_name: first,
    last_name: last,
    phone,
    email,
  });

  it('merges by phone first, then by e-mail, and fills only what the card lacks', () => {
    const plan = planImport(
      [row(2, '+905321234567', 'a@example.com'), row(3, '+905339998877', 'b@example.com'), row(4, '+905340000000', null)],
      [card(1, '+905321234567', null), card(2, null, 'b@example.com', '', '')],
    );
    expect([plan.create, plan.merge]).toEqual([1, 2]);
    expect(plan.updates).toEqual([
      card(1, '+905321234567', 'a@example.com'),
      { id: 2, first_name: 'Yeni', last_name: 'Ad', phone: '+905339998877', email: 'b@example.com' },
    ]);
    expect(plan.creates).toEqual([{ first_name: 'Yeni', last_name: 'Ad', phone: '+905340000000', email: null }]);
  });

  it('changes nothing the second time: the cards it made are the cards it finds', () => {
    const rows = [
      row(2, '+905321234567', 'a@example.com'),
      row(3, null, 'c@example.com'),
      row(4, '+905321234567', 'x@example.com'),
    ];
    const first = planImport(rows, []);
    const cards = first.creates.map((c, i) => ({ id: i + 1, ...c }));
    const second = planImport(rows, cards);
    expect([second.create, second.merge, second.updates.length]).toEqual([0, 3, 0]);
  });
});
