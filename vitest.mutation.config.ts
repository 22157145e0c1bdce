import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The tests StrykerJS runs (`npm run test:mutation`, stryker.config.mjs): only those that exercise the
 * mutated files, so that a run fits in minutes on two cores. Never part of `npm test`.
 */
process.env.TZ = 'UTC';

/** Unit files first: a mutant of the slot function is then killed before any database starts. */
class UnitFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => (f.project.name === 'mutation-unit' ? 0 : 1);
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

/**
 * StrykerJS runs every project in worker threads (`pool: 'threads'` overrides the projects' own option). A thread
 * cannot change its time zone at run time (process.env.TZ), which the slot function's time-zone property does; a
 * child process can. This plugin puts the unit project back into forks after that override.
 */
const forks: Plugin = {
  name: 'randevu:mutation-unit-forks',
  config: () => ({ test: { pool: 'forks' } }),
};

const part = process.env.MUTATION_PART ?? 'all';

const unit = {
  plugins: [forks],
  test: {
    name: 'mutation-unit',
    include:
      part === 'slots'
        ? ['apps/api/src/modules/availability/*.unit.test.ts']
        : part === 'states'
          ? ['apps/api/src/modules/appointments/appointment-state*.unit.test.ts']
          : part === 'booking'
            ? ['apps/api/src/modules/appointments/*.unit.test.ts']
            : ['apps/api/src/modules/availability/*.unit.test.ts', 'apps/api/src/modules/appointments/*.unit.test.ts'],
    environment: 'node' as const,
    passWithNoTests: true,
  },
};

const api = {
  test: {
    name: 'mutation-api',
    include: [
      'apps/api/src/modules/appointments/appointments.routes.test.ts',
      'apps/api/src/modules/appointments/appointments.date-window.test.ts',
      'apps/api/src/modules/appointments/*.service.test.ts',
      // The customer's reschedule (account and manage link) and the front desk's booking, which the service also runs.
      'apps/api/src/modules/my-appointments/my-appointments.reschedule.routes.test.ts',
      'apps/api/src/modules/manage/manage.reschedule.routes.test.ts',
      'apps/api/src/modules/owner-calendar/owner-bookings.routes.test.ts',
      'apps/api/src/modules/owner-calendar/owner-bookings.rules.routes.test.ts',
      'apps/api/src/modules/availability/availability.routes.test.ts',
      'apps/api/src/security/abuse-limits.test.ts',
    ],
    env: { TEST_DB_KIND: 'pglite' },
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    sequence: { sequencer: UnitFirst },
    projects: part === 'slots' || part === 'states' ? [unit] : [unit, api],
  },
});
