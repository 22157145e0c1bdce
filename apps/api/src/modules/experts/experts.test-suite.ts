import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { seedOwnerAndStranger } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { experts } from '../../db/schema';

/** What the experts route suites share: an app with an owner's venue, a stranger with one of their own, a user. */
export interface ExpertsSuite {
  t: TestApp;
  owner: Session;
  stranger: Session;
  user: Session;
  venueId: number;
  strangerVenueId: number;
}

/** The texts an expert is created with and answered with as they are. */
export const EXPERT_TEXTS = {
  name: 'Zeynep Ak',
  specialization: 'Renk Uzmanı',
  experience_years: '5 yıl',
  phone: '0532 111 22 33',
  email: 'zeynep@example.com',
  bio: 'Balayaj ve ombre konusunda deneyimli.',
};
export const offWeek = {
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
};

/** The file's suite (opened before its tests, closed after them) and the calls its tests make. */
export function useExpertsSuite() {
  const s = {} as ExpertsSuite;
  beforeAll(async () => {
    const t = await buildTestApp({ limits: { appointmentPerIp: 10_000, appointmentPerPhone: 10_000 } });
    Object.assign(s, { t, ...(await seedOwnerAndStranger(t)) });
  });
  afterAll(() => s.t.close());
  return {
    s,
    call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: Session | null, payload?: unknown) =>
      injectAs(s.t.app, method, url, session, payload),
    expertBody: (over: Record<string, unknown> = {}) => ({
      venue_id: s.venueId,
      ...EXPERT_TEXTS,
      specialties: 'Balayaj, Ombre, ,  Kesim ',
      working_hours: { monday: ['09:00', '18:00'], tuesday: ['10:00', '14:00'], sunday: null },
      ...over,
    }),
    expertRow: async (id: number) => (await s.t.db.select().from(experts).where(eq(experts.id, id)))[0]!,
    /** Where an /uploads/… URL is stored on disk. */
    storedFile: (url: string) => path.join(s.t.config.uploadDir, url.replace(/^\/uploads\//, '')),
  };
}
