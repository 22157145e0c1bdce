import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { containsContactDetails, foldTurkish } from '@randevu/contracts';
import { createAppointment, createExpert, createOwner, createSubService, createVenue } from '../../test/factories';
import { migrationsFolder, type Db } from './client';
import { appointments, experts, outboxMessages, subServices, venues } from './schema';
import { usePrivateDatabase } from '../../test/private-database';

/** Migration 0008 once more, on rows written as if before the names rule. */
async function runCleanup(db: Db) {
  const file = fs.readFileSync(path.join(migrationsFolder, '0008_clean_contact_names.sql'), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

describe('migration 0008 cleans names that carry contact details', () => {
  const own = usePrivateDatabase();

  it('strips links, domains, e-mail addresses and phone numbers, falls back to a neutral name, leaves good names alone', async () => {
    const owner = await createOwner(own.db);
    const dirty = await createVenue(own.db, { ownerId: owner.id, name: 'Moda Kuaför www.moda-kuafor.com 0532 123 45 67' });
    const empty = await createVenue(own.db, { ownerId: owner.id, name: 'https://bit.ly/abc' });
    const clean = await createVenue(own.db, { ownerId: owner.id, name: 'Dr. Ayşe Saç & Sakal 2.0 A.Ş.' });
    const sub = await createSubService(own.db, { venueId: dirty.id, name: 'Kesim (randevu: yaz@bana.com)' });
    const fullWidth = await createSubService(own.db, { venueId: dirty.id, name: 'ｋｕａｆｏｒ．ｃｏｍ' });
    const expert = await createExpert(own.db, { venueId: dirty.id, name: 'Elif +90 (532) 123-45-67' });
    const keptExpert = await createExpert(own.db, { venueId: clean.id, name: 'St. Elif' });
    const upcoming = await createAppointment(own.db, {
      venueId: dirty.id,
      expertId: expert.id,
      startsAt: new Date(Date.now() + 3 * 86_400_000),
      expertName: 'Elif +90 (532) 123-45-67',
      subServiceName: 'Kesim (randevu: yaz@bana.com)',
    });
    const past = await createAppointment(own.db, {
      venueId: dirty.id,
      expertId: expert.id,
      startsAt: new Date(Date.now() - 3 * 86_400_000),
      expertName: 'Elif +90 (532) 123-45-67',
    });
    const [queued] = await own.db
      .insert(outboxMessages)
      .values({ channel: 'sms', recipient: '+905321112233', text: 'eski', kind: 'reminder_24h', appointmentId: upcoming.id })
      .returning();

    await runCleanup(own.db);

    const venueRows = await own.db
      .select()
      .from(venues)
      .where(inArray(venues.id, [dirty.id, empty.id, clean.id]));
    const byId = new Map(venueRows.map((v) => [v.id, v]));
    expect(byId.get(dirty.id)!.name).toBe('Moda Kuaför');
    expect(byId.get(dirty.id)!.searchName).toBe(foldTurkish('Moda Kuaför'));
    expect(byId.get(empty.id)!.name).toBe('İşletme');
    expect(byId.get(clean.id)!.name).toBe('Dr. Ayşe Saç & Sakal 2.0 A.Ş.');
    const subName = async (id: number) => (await own.db.select().from(subServices).where(eq(subServices.id, id)))[0]!.name;
    expect(await subName(sub.id)).toBe('Kesim (randevu');
    expect(await subName(fullWidth.id)).toBe('Hizmet');
    const expertName = async (id: number) => (await own.db.select().from(experts).where(eq(experts.id, id)))[0]!.name;
    expect(await expertName(expert.id)).toBe('Elif');
    expect(await expertName(keptExpert.id)).toBe('St. Elif');
    const [a] = await own.db.select().from(appointments).where(eq(appointments.id, upcoming.id));
    expect([a!.expertName, a!.subServiceName]).toEqual(['Elif', 'Kesim (randevu']);
    const [p] = await own.db.select().from(appointments).where(eq(appointments.id, past.id));
    expect(p!.expertName).toBe('Elif +90 (532) 123-45-67');
    const [msg] = await own.db.select().from(outboxMessages).where(eq(outboxMessages.id, queued!.id));
    expect(msg!.status).toBe('cancelled');

    for (const name of [...venueRows.map((v) => v.name), await subName(sub.id), await expertName(expert.id)]) {
      expect(containsContactDetails(name)).toBe(false);
    }
  });
});
