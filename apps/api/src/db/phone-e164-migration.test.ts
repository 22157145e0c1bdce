import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createAppointment, createExpert, createOwner, createVenue } from '../../test/factories';
import { usePrivateDatabase } from '../../test/private-database';
import { migrationsFolder, type Db } from './client';
import { appointments, customerNotes, notificationOptOuts, notificationTokens, users } from './schema';

/** Migration 0032's statements but the constraint's (its function, UPDATEs, the notes' merge), as on a database of before. */
async function runDataStatements(db: Db) {
  const file = fs.readFileSync(path.join(migrationsFolder, '0032_phone_e164.sql'), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) {
    if (/^\s*(--[^\n]*\n\s*)*ALTER TABLE/i.test(statement)) continue;
    await db.execute(sql.raw(statement));
  }
}

describe('migration 0032 (decision 087)', () => {
  const own = usePrivateDatabase();

  it('writes every stored spelling of a phone in E.164 and merges what one person had under two', async () => {
    const owner = await createOwner(own.db, { phone: '02125550000' });
    const venue = await createVenue(own.db, { ownerId: owner.id });
    const expert = await createExpert(own.db, { venueId: venue.id });
    const user = await createOwner(own.db, { role: 'user', businessName: null, phone: '05321234567' });
    const bare = await createOwner(own.db, { role: 'user', businessName: null, phone: '5321234568' });
    const notPhone = await createOwner(own.db, { role: 'user', businessName: null, phone: '123' });
    const at = (hour: number) => new Date(Date.UTC(2026, 0, 5, hour));
    const spellings = ['+905321234567', '5321234567', '05321234567', '905321234567', '+90 532 123 45 67', ''];
    const rows = [];
    for (const [i, phone] of spellings.entries()) {
      rows.push(await createAppointment(own.db, { venueId: venue.id, expertId: expert.id, startsAt: at(6 + i), customerPhone: phone }));
    }
    const older = new Date('2026-01-01T10:00:00Z');
    const newer = new Date('2026-01-02T10:00:00Z');
    await own.db.insert(customerNotes).values([
      { venueId: venue.id, person: '5321234567', note: 'Saçı ince.', updatedAt: older },
      { venueId: venue.id, person: '+905321234567', note: 'Kahveyi şekersiz içer.', updatedAt: newer },
      { venueId: venue.id, person: '05321234568', note: 'Tek not.', updatedAt: older },
      { venueId: venue.id, person: 'mehmet@example.com', note: 'E-postayla.', updatedAt: older },
    ]);
    await own.db.insert(notificationOptOuts).values([
      { channel: 'sms', contact: '+905321234567', venueId: venue.id },
      { channel: 'sms', contact: '05321234567', venueId: venue.id },
      { channel: 'sms', contact: '5321234568', venueId: null },
      { channel: 'email', contact: 'mehmet@example.com', venueId: venue.id },
    ]);
    await own.db.insert(notificationTokens).values({ tokenHash: 'h0032', venueId: venue.id, channel: 'sms', contact: '05321234567' });

    await runDataStatements(own.db);
    await runDataStatements(own.db);

    const phones = await own.db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(inArray(users.id, [owner.id, user.id, bare.id, notPhone.id]))
      .orderBy(users.id);
    expect(phones.map((r) => r.phone)).toEqual(['+902125550000', '+905321234567', '+905321234568', '123']);
    const booked = await own.db
      .select({ phone: appointments.customerPhone })
      .from(appointments)
      .where(
        inArray(
          appointments.id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(appointments.id);
    expect(booked.map((r) => r.phone)).toEqual([...Array(5).fill('+905321234567'), '']);
    const notes = await own.db
      .select({ person: customerNotes.person, note: customerNotes.note, updatedAt: customerNotes.updatedAt })
      .from(customerNotes)
      .where(eq(customerNotes.venueId, venue.id))
      .orderBy(customerNotes.person);
    expect(notes).toEqual([
      { person: '+905321234567', note: 'Kahveyi şekersiz içer.\n\nSaçı ince.', updatedAt: newer },
      { person: '+905321234568', note: 'Tek not.', updatedAt: older },
      { person: 'mehmet@example.com', note: 'E-postayla.', updatedAt: older },
    ]);
    const optOuts = await own.db
      .select({ channel: notificationOptOuts.channel, contact: notificationOptOuts.contact, venueId: notificationOptOuts.venueId })
      .from(notificationOptOuts)
      .orderBy(notificationOptOuts.id);
    expect(optOuts).toEqual([
      { channel: 'sms', contact: '+905321234567', venueId: venue.id },
      { channel: 'sms', contact: '+905321234568', venueId: null },
      { channel: 'email', contact: 'mehmet@example.com', venueId: venue.id },
    ]);
    const [token] = await own.db.select().from(notificationTokens).where(eq(notificationTokens.tokenHash, 'h0032'));
    expect(token!.contact).toBe('+905321234567');
    // The helper function is gone again; the users' constraint takes E.164 and refuses anything else with a '+'.
    await expect(own.db.execute(sql`select phone_e164_0032('1')`)).rejects.toThrow();
    await expect(own.db.update(users).set({ phone: '+90 532' }).where(eq(users.id, user.id))).rejects.toThrow();
  });
});
