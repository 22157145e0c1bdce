import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { outboxMessages } from '../src/db/schema';
import type { TestApp } from './build-test-app';
import { drainEvents } from './outbox-events';
import { createExpert, SAC_KESIMI } from './factories';
import { nextWeekday } from './fixtures';

/** The manage link's token in a message's text (decision 037). */
export const TOKEN_IN_TEXT = /\/randevu\/([A-Za-z0-9_-]+)/;

/** An appointment's outbox rows, oldest first, once the delivery job rendered the events waiting (decision 060). */
export const outboxOf = async (db: Db, id: number) => {
  await drainEvents(db);
  return db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, id)).orderBy(asc(outboxMessages.id));
};

/**
 * A guest's booking of Saç Kesimi through the public route on a fresh expert of `venueId`, three weekdays on: its id,
 * expert, date, the customer's first e-mail and the manage token that e-mail carries.
 */
export async function guestBooksWithLink(t: TestApp, venueId: number, time = '10:00', date = nextWeekday(3)) {
  const expert = await createExpert(t.db, { venueId, name: 'Elif Kaya' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: {
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '+905321234567',
      expert_id: expert.id,
      venue_id: venueId,
      service_id: SAC_KESIMI,
      appointment_date: date,
      appointment_time: time,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { data: { id: number } }).data.id;
  const email = (await outboxOf(t.db, id)).find((r) => r.channel === 'email' && TOKEN_IN_TEXT.test(r.text))!;
  const token = TOKEN_IN_TEXT.exec(email.text)![1]!;
  return { id, expertId: expert.id, date, token, email };
}
