import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openTestDatabase, testConfig } from '../../test/build-test-app';
import type { Database } from '../db/client';
import { createOwner, createVenue } from '../../test/factories';
import { guestBooksWithLink } from '../../test/manage-link';
import { REDACTED, redactSecrets } from '../lib/log-redaction';
import { registerEventRenderer } from '../../test/outbox-events';

describe('redactSecrets', () => {
  it.each([
    ['/api/manage/AbC-123_x/cancel', `/api/manage/${REDACTED}/cancel`],
    ['/api/manage/AbC-123_x', `/api/manage/${REDACTED}`],
    ['/api/u/tok3n?x=1', `/api/u/${REDACTED}?x=1`],
    ['/randevu/tok3n', `/randevu/${REDACTED}`],
    ['/manage/tok3n/calendar.ics', `/manage/${REDACTED}/calendar.ics`],
    ['/new-password?token=s3cret&lang=tr', `/new-password?token=${REDACTED}&lang=tr`],
    ['/x?reset_code=123456', `/x?reset_code=${REDACTED}`],
    ['Route GET:/api/manage/tok3n/nope not found', `Route GET:/api/manage/${REDACTED}/nope not found`],
    ['/api/venues/by-city-category/34/1?page=2', '/api/venues/by-city-category/34/1?page=2'],
    ['/api/user/appointments/12/cancel', '/api/user/appointments/12/cancel'],
  ])('%s', (input, output) => {
    expect(redactSecrets(input)).toBe(output);
  });
});

describe('the request log carries no manage or opt-out token', () => {
  let app: App;
  let database: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    // The production log level: every request is logged with its URL.
    const config = testConfig({ logLevel: 'info' });
    app = await buildApp({
      config,
      db: database.db,
      logStream: { write: (l) => lines.push(l) },
    });
    // The read helpers render the appointment events first (decision 060), with this app's settings.
    registerEventRenderer(database.db, config, () => new Date());
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs the requests with their tokens redacted, on success, refusal, error and 404', async () => {
    const owner = await createOwner(database.db);
    const venue = await createVenue(database.db, { ownerId: owner.id });
    const t = { app, db: database.db, config: testConfig(), close: async () => {} };
    const { token } = await guestBooksWithLink(t, venue.id);
    const optOut = 'OptOutTokenValue1234567890';
    const urls = [
      `/api/manage/${token}`,
      `/api/manage/${token}/calendar.ics`,
      `/api/manage/${token}/nope`,
      `/manage/${token}`,
      `/api/u/${optOut}`,
      `/randevu/${token}`,
      `/new-password?token=${optOut}`,
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    await app.inject({ method: 'POST', url: `/api/manage/${token}/cancel`, payload: { reason: 5 } });
    await app.inject({
      method: 'POST',
      url: `/api/manage/${token}/reschedule`,
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });

    const log = lines.join('');
    expect(log).toContain(`/api/manage/${REDACTED}/calendar.ics`);
    expect(log).toContain(`/api/u/${REDACTED}`);
    expect(log).not.toContain(token);
    expect(log).not.toContain(optOut);
  });
});
