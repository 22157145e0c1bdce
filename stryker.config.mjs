// @ts-check
/**
 * Mutation testing (`npm run test:mutation`; README "Mutation testing"). Not part of `npm test` or .ci/run:
 * a run takes minutes. Reports go to reports/mutation/<part>/ (git-ignored).
 *
 * Two parts, each run with only the tests that exercise it (vitest.mutation.config.ts reads MUTATION_PART too):
 * - slots: the slot function (decision 007) against its unit and property tests. The HTTP tests call it as well,
 *   but a mutant that loops for ever would then be timed out against all of them (minutes per mutant);
 * - booking: the booking rules against the API tests on PGlite;
 * - states: the appointment state machine against its table test and properties (unit tests only).
 * Without MUTATION_PART both parts run together (slower).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const SLOTS = [
  // The slot function (decision 007).
  'apps/api/src/modules/availability/slot-calculator.ts',
];
const BOOKING = [
  // The booking rules.
  'apps/api/src/modules/appointments/appointments.service.ts',
];
const STATES = [
  // The appointment state machine: pure, against its table test and properties.
  'apps/api/src/modules/appointments/appointment-state.ts',
  // Its refusals: which code and which Turkish text each actor reads.
  'apps/api/src/modules/appointments/appointment-refusals.ts',
];

const part = process.env.MUTATION_PART ?? 'all';
const mutate = { slots: SLOTS, booking: BOOKING, states: STATES, all: [...SLOTS, ...BOOKING, ...STATES] }[part];
if (!mutate) throw new Error(`MUTATION_PART must be slots, booking or states, not ${part}`);

export default {
  packageManager: 'npm',
  plugins: ['@stryker-mutator/vitest-runner'],
  testRunner: 'vitest',
  // The API tests reach the service through HTTP (inject()), not by importing it: run the listed files.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate,
  coverageAnalysis: 'perTest',
  concurrency: 2,
  incremental: true,
  incrementalFile: `reports/mutation/${part}/stryker-incremental.json`,
  tempDirName: '.stryker-tmp',
  // Only what the tests read is copied into the sandbox. Anchored at the root (gitignore syntax): an unanchored
  // 'docs' also dropped apps/api/src/plugins/docs/, so the API tests could not load and every booking mutant survived.
  ignorePatterns: ['/apps/web', '/e2e', '/bench', '/docs', '/reports', '/data', '/uploads', '/coverage', '/.tmp', '**/*.md'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${part}/index.html` },
  jsonReporter: { fileName: `reports/mutation/${part}/mutation.json` },
  thresholds: { high: 90, low: 80, break: 80 },
};
