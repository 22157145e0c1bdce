import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { queryRows } from './client';
import { openConfiguredDatabase } from './open';
import { buildTemplate, hasCluster, restoreTemplate } from './template';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-template-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('database template for a fast first start', () => {
  const templateDir = path.join(root, 'template');
  const dataDir = path.join(root, 'data');
  const config = { ...loadConfig({ DATA_DIR: dataDir }), dbTemplateDir: templateDir };

  it('builds a migrated, reference-seeded cluster and a first start copies it into the empty DATA_DIR', async () => {
    await buildTemplate(templateDir);
    expect(hasCluster(templateDir)).toBe(true);
    expect(fs.readdirSync(root).filter((e) => e.includes('staging'))).toEqual([]);

    const database = await openConfiguredDatabase(config);
    try {
      expect(database.fromTemplate).toBe(true);
      await database.migrate();
      const [counts] = await queryRows<{ cities: number; hoods: number; istanbul: string; services: number }>(
        database.db,
        sql`select (select count(*)::int from cities) cities, (select count(*)::int from neighborhoods) hoods,
          (select name from cities where id = 34) istanbul, (select count(*)::int from services) services`,
      );
      expect(counts).toMatchObject({ cities: 81, istanbul: 'İstanbul' });
      expect(counts!.hoods).toBeGreaterThan(70_000);
      expect(counts!.services).toBeGreaterThan(40);
      await database.db
        .execute(sql`insert into contact_messages (first_name, last_name, email, phone, business_type, message, consent)
        values ('Ayşe', 'Yılmaz', 'ayse@example.com', '05551234567', 'guzellik', 'Şablondan sonra yazıldı', true)`);
    } finally {
      await database.close();
      database.release();
    }
  });

  it('never copies over an existing cluster: data written after the first start survives a restart', async () => {
    expect(restoreTemplate(templateDir, dataDir)).toBe(false);
    const database = await openConfiguredDatabase(config);
    try {
      expect(database.fromTemplate).toBe(false);
      const rows = await queryRows<{ message: string }>(database.db, sql`select message from contact_messages`);
      expect(rows.map((r) => r.message)).toContain('Şablondan sonra yazıldı');
    } finally {
      await database.close();
      database.release();
    }
  });

  it('without a built template a first start still creates the cluster itself', () => {
    const emptyDir = path.join(root, 'no-template-data');
    expect(restoreTemplate(path.join(root, 'missing'), emptyDir)).toBe(false);
    expect(hasCluster(emptyDir)).toBe(false);
  });
});
