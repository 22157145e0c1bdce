/**
 * `npm run bench:customer-import`: a salon's customer list of 5,000 rows imported through the real HTTP server on
 * PostgreSQL (decision 089): the dry run (preview), the import (5,000 new cards in one transaction) and the same file
 * again (every row merged, nothing written), as a CSV in Windows-1254 and as an XLSX. Each step is timed from the
 * request to the answer; the bench exits 1 when one takes 10 s or more (the target).
 *
 * PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is the admin connection; a private
 * database is created and dropped.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { createVenue } from '../apps/api/test/factories';
import { registerOwnerOver, startApi, withBenchDatabase } from './api-server';

const ROWS = 5_000;
const TARGET_MS = 10_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const log = (msg: string) => console.log(`[bench:customer-import] ${msg}`);

const FIRST = ['Ayşe', 'Gülşen', 'Şükrü', 'İpek', 'Ömer', 'Çağla', 'Işıl', 'Barış'];
const LAST = ['Yılmaz', 'Öztürk', 'Çelik', 'Şahin', 'Doğan', 'Aydın', 'Kılıç', 'Güneş'];
/** Row i: a name, a distinct mobile number in a Turkish spelling, an e-mail on every other row. */
function row(i: number): string[] {
  const n = String(i).padStart(7, '0');
  return [
    FIRST[i % FIRST.length]!,
    LAST[(i >> 3) % LAST.length]!,
    `0532 ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}`,
    i % 2 ? `musteri${i}@example.com` : '',
  ];
}

/** The rows as Turkish Excel saves a CSV: `;`, CRLF, Windows-1254 (its Turkish letters one byte each). */
function csv(rows: string[][]): Buffer {
  const text = ['Ad;Soyad;Cep Telefonu;E-posta', ...rows.map((r) => r.join(';'))].join('\r\n') + '\r\n';
  const table: Record<string, number> = { Ğ: 0xd0, İ: 0xdd, Ş: 0xde, ğ: 0xf0, ı: 0xfd, ş: 0xfe };
  return Buffer.from(Array.from(text, (ch) => table[ch] ?? ch.charCodeAt(0)));
}

async function xlsx(rows: string[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Müşteriler');
  sheet.addRow(['Ad', 'Soyad', 'Cep Telefonu', 'E-posta']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function main() {
  await withBenchDatabase('customer-import', async ({ dbUrl, root, database, children }) => {
    const api = await startApi(dbUrl, root);
    children.push(api.child);
    const owner = await registerOwnerOver(api.base, 'İçe Aktarma Salonu');
    const venues = [(await createVenue(database.db, { ownerId: owner.userId })).id];
    venues.push((await createVenue(database.db, { ownerId: owner.userId })).id);
    const rows = Array.from({ length: ROWS }, (_, i) => row(i));
    const files = [
      { label: 'CSV (Windows-1254)', bytes: csv(rows), name: 'musteriler.csv', type: 'text/csv' },
      { label: 'XLSX', bytes: await xlsx(rows), name: 'musteriler.xlsx', type: XLSX },
    ];
    let failed = false;
    const results: string[] = [];
    for (const [i, file] of files.entries()) {
      const url = `${api.base}/api/owner/venues/${venues[i]}/customers/import`;
      const send = async (dryRun: boolean) => {
        const form = new FormData();
        form.append('legal_basis', 'Sözleşmenin kurulması veya ifası (KVKK m. 5/2-c): randevu hizmeti');
        form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
        const started = performance.now();
        const res = await fetch(`${url}?dry_run=${dryRun}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${owner.token}` },
          body: form,
        });
        const body = (await res.json()) as { data?: { create: number; merge: number; skip: unknown[] } };
        const ms = Math.round(performance.now() - started);
        if (res.status !== 200 || !body.data) throw new Error(`${file.label}: ${res.status} ${JSON.stringify(body)}`);
        if (ms >= TARGET_MS) failed = true;
        return { ms, ...body.data, skip: body.data.skip.length };
      };
      const dry = await send(true);
      const first = await send(false);
      const again = await send(false);
      if (first.create !== ROWS || again.create !== 0 || again.merge !== ROWS) throw new Error(`${file.label}: wrong counts`);
      const cards = (await database.db.execute(
        sql`select count(*)::int as n from customers where venue_id = ${venues[i]!}`,
      )) as unknown as { rows: { n: number }[] };
      if (cards.rows[0]!.n !== ROWS) throw new Error(`${file.label}: ${cards.rows[0]!.n} cards`);
      const kb = Math.round(file.bytes.length / 1024);
      results.push(
        `${file.label.padEnd(20)} ${String(kb).padStart(5)} KB   dry run ${dry.ms} ms   import ${first.ms} ms (create ${first.create})   again ${again.ms} ms (merge ${again.merge}, create ${again.create})`,
      );
    }
    console.log('');
    console.log(`POST …/customers/import, ${ROWS} rows, PostgreSQL, through HTTP`);
    for (const line of results) console.log(line);
    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${os.cpus().length} CPUs)`,
    );
    log(`target < ${TARGET_MS} ms for each step: ${failed ? 'MISSED' : 'met'}`);
    return failed;
  });
}

await main();
