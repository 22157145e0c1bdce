// Module boundaries over resolved imports (decision 061): `npm run lint:deps`, in CI beside `npm run lint`.
// ESLint's no-restricted-imports (eslint.config.js) matches import strings; this checks the files they resolve
// to, and finds cycles. Type-only imports count: a cycle of types still ties two modules' changes together.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const modules = '^apps/api/src/modules/';
const web = '^apps/web/src/';
const apiModules = readdirSync(new URL('apps/api/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What one API module may import from another beyond `<module>.service.ts` and `notifications/notifier.ts`.
 * Each entry: the importing module (a regex over its folder name), the file it reaches, and why. The ones inside
 * appointments/, notifications/ and manage/ wait for the event outbox, which is rebuilding them (decision 061).
 */
const exceptions = [
  {
    from: 'appointments',
    to: 'availability/slot-calculator',
    reason: 'appointments/slot-refusals.ts explains a refused start with the pure slot rules',
  },
  {
    from: 'appointments',
    to: 'availability/turkish-holidays',
    reason: 'slot-refusals.ts names the holiday type; inside appointments/ (being rebuilt)',
  },
  {
    from: 'manage',
    to: 'reviews/appointment-review-fields',
    reason: 'the manage link shows the review; manage/ is being rebuilt',
  },
  {
    from: 'notifications',
    to: 'reviews/review-window',
    reason: 'the review invitation says until when; notifications/ is being rebuilt',
  },
  {
    from: 'notifications|manage',
    to: 'appointments/manage-tokens',
    reason:
      'the manage link: issued with the booking and by each message carrying a new one, read by the manage link; ' +
      'a leaf beside the booking, so no module service imports it back (decision 060)',
  },
  {
    from: 'metrics',
    to: 'notifications/outbox-backlog',
    reason: "/metrics reads the outbox's backlog; notifications/ is being rebuilt",
  },
  {
    from: 'auth|email-verification',
    to: 'notifications/templates/code-email',
    reason: 'the one-time code e-mail template; notifications/ is being rebuilt',
  },
  {
    from: 'auth',
    to: 'notifications/templates/layout',
    reason: "the sign-in warning e-mail uses the templates' layout; notifications/ is being rebuilt",
  },
];

export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No import cycle in the API or the web app (type-only imports count).',
      severity: 'error',
      from: { path: '^apps/(api|web)/src/' },
      to: { circular: true },
    },
    // One rule per module: its own folder, every <module>.service.ts, the notifier and its listed exceptions.
    ...apiModules.map((name) => ({
      name: 'module-through-service',
      comment:
        'A module reaches another module only through <module>.service.ts or notifications/notifier.ts; ' +
        'the listed exceptions say why.',
      severity: 'error',
      from: { path: `${modules}${name}/` },
      to: {
        path: `${modules}[^/]+/`,
        pathNot: [
          `${modules}${name}/`,
          `${modules}([^/]+)/\\1\\.service\\.ts$`,
          `${modules}notifications/notifier\\.ts$`,
          ...exceptions.filter((e) => e.from.split('|').includes(name)).map((e) => `${modules}${e.to}\\.ts$`),
        ],
      },
    })),
    {
      name: 'web-shared-never-features',
      comment: 'components/, lib/ and config/ never import features/ or app/; features never import app/.',
      severity: 'error',
      from: { path: `${web}(components|lib|config|features)/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'web-shared-never-features',
      severity: 'error',
      from: { path: `${web}(components|lib|config)/` },
      to: { path: `${web}features/` },
    },
    {
      name: 'web-feature-never-feature',
      comment: 'A feature imports only itself and the shared folders; the pages in app/routes compose features.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
  ],
  options: {
    // Tests and test helpers are not part of the boundaries (their imports reach anything they check).
    exclude: {
      path: ['(^|/)(node_modules|dist)/', '\\.test\\.tsx?$', '\\.test-suite\\.ts$', '^apps/(api|web)/test/'],
    },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: fileURLToPath(new URL('apps/web/tsconfig.json', import.meta.url)) },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
    cache: false,
  },
};
