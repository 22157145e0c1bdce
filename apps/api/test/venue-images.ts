import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { buildTestApp, type TestApp } from './build-test-app';
import { registerOwner, type Session } from './auth-helpers';
import { multipart, type FormValue } from './multipart';

/** What the venue-image route suites share: an app, an owner and a 2400×1200 PNG, opened before their tests. */
export interface ImageSuite {
  t: TestApp;
  owner: Session;
  png: Buffer;
}

export const file = (bytes: Uint8Array, filename = 'foto.png', type = 'image/png'): FormValue => ({ bytes, filename, type });

/** The file's ImageSuite (`s`) with its venue, upload and stored-file helpers. */
export function useImageSuite() {
  const s = {} as ImageSuite;
  beforeAll(async () => {
    const t = await buildTestApp();
    const owner = await registerOwner(t.app);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    Object.assign(s, { t, owner, png });
  });
  afterAll(() => s.t.close());

  async function createVenue(session: Session = s.owner): Promise<number> {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/owner/venues',
      headers: session.headers,
      payload: {
        name: 'Görsel Salonu',
        city_id: 34,
        district_id: 3423,
        neighborhood_id: 3423001,
        address: 'Moda Cd. 1',
        phone: '2163450000',
      },
    });
    return res.json().data.id;
  }

  async function upload(venueId: number, fields: Record<string, FormValue>, session: Session | null = s.owner) {
    const body = await multipart(fields);
    return s.t.app.inject({
      method: 'POST',
      url: `/api/owner/venues/${venueId}/images`,
      headers: { ...body.headers, ...(session ? session.headers : {}) },
      payload: body.payload,
    });
  }

  const uploaded = (key: string) => path.join(s.t.config.uploadDir, ...key.replace(/^\/uploads\//, '').split('/'));
  const imageRows = (venueId: number) =>
    queryRows<{ id: number; image_type: string; path: string }>(
      s.t.db,
      sql`select id, image_type, path from venue_images where venue_id = ${venueId} order by id`,
    );
  return { s, createVenue, upload, uploaded, imageRows };
}
