import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { registerOwner, registerUser, type Session } from './auth-helpers';
import { seedOwnerAndStranger } from './fixtures';

/** What the owner-side route suites share: an app, an owner, a stranger (another owner) and a user. */
export interface OwnerSuite {
  t: TestApp;
  owner: Session;
  stranger: Session;
  user: Session;
}

/** Opens an OwnerSuite; `clock` is the app's clock (default the real one). */
export async function openOwnerSuite(clock?: () => Date): Promise<OwnerSuite> {
  const t = await buildTestApp({}, undefined, clock);
  const [owner, stranger, user] = await Promise.all([registerOwner(t.app), registerOwner(t.app), registerUser(t.app)]);
  return { t, owner, stranger, user };
}

/** The file's OwnerSuite: opened before its tests (the fields are there once they run) and closed after them. */
export function useOwnerSuite(clock?: () => Date): OwnerSuite {
  const suite = {} as OwnerSuite;
  beforeAll(async () => {
    Object.assign(suite, await openOwnerSuite(clock));
  });
  afterAll(() => suite.t.close());
  return suite;
}

/** An app with seedOwnerAndStranger's cast: the owner's venue, a stranger with a venue of their own, a user. */
export async function openOwnerVenueSuite() {
  const t = await buildTestApp();
  return { t, ...(await seedOwnerAndStranger(t)) };
}
