import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** ARCHITECTURE rule 1 is enforced by eslint.config.js: each case is a deliberate violation that must be reported. */
const repoRoot = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  // The first lint loads the config, its plugins and the TypeScript parser: seconds on a busy machine (7.3 s in a CI
  // run at load 4 per core, past the 5 s test timeout). Done once here, with room, so each case times only itself.
  beforeAll(() => restrictedImports('apps/web/src/lib/warm-up.ts', ''), 60_000);

  it.each([
    [
      'a web feature importing another feature',
      'apps/web/src/features/experts/components/x.tsx',
      "import { a } from '@/features/sub-services/api/get-my-sub-services';",
    ],
    [
      'a web feature reaching another feature by a relative path',
      'apps/web/src/features/experts/components/x.tsx',
      "import { a } from '../../sub-services/api/x';",
    ],
    ['a web feature importing app', 'apps/web/src/features/experts/components/x.tsx', "import { a } from '@/app/router';"],
    ['lib importing a feature', 'apps/web/src/lib/x.ts', "import { a } from '@/features/experts/api/x';"],
    [
      "an API module importing another module's repository",
      'apps/api/src/modules/experts/x.ts',
      "import { a } from '../venues/venues.repository';",
    ],
    [
      "an API module importing another module's routes",
      'apps/api/src/modules/experts/x.ts',
      "import { a } from '../venues/venues.routes';",
    ],
    [
      'api importing a deep contracts path',
      'apps/api/src/modules/experts/x.ts',
      "import { a } from '@randevu/contracts/src/experts';",
    ],
    [
      'web importing the messages source file instead of the messages entry',
      'apps/web/src/components/ui/x.tsx',
      "import { a } from '@randevu/contracts/src/messages';",
    ],
    [
      'web importing below a messages domain entry',
      'apps/web/src/components/ui/x.tsx',
      "import { a } from '@randevu/contracts/messages/site/x';",
    ],
    [
      'web importing the source of a messages domain',
      'apps/web/src/components/ui/x.tsx',
      "import { a } from '@randevu/contracts/src/messages/site';",
    ],
    [
      'web importing a deep contracts path',
      'apps/web/src/features/experts/x.ts',
      "import { a } from '../../../../../packages/contracts/src/experts';",
    ],
    ['web importing api', 'apps/web/src/features/experts/x.ts', "import { a } from '@randevu/api';"],
    ['contracts importing another package', 'packages/contracts/src/x.ts', "import { a } from '@randevu/api';"],
  ])('reports %s', async (_name, file, code) => {
    expect(await restrictedImports(file, `${code}\nexport const b = a;\n`)).not.toEqual([]);
  });

  it.each([
    [
      'a feature importing its own files, lib and components',
      'apps/web/src/features/experts/components/x.tsx',
      "import { a } from '../api/x';\nimport { c } from '@/lib/format';\nimport { d } from '../../../lib/api-client';\nexport const b = [a, c, d];",
    ],
    [
      'web importing the two public contracts entries',
      'apps/web/src/components/ui/x.tsx',
      "import { a } from '@randevu/contracts';\nimport { c } from '@randevu/contracts/messages';\nexport const b = [a, c];",
    ],
    [
      'web importing one domain of the texts',
      'apps/web/src/components/ui/x.tsx',
      "import { siteMessages } from '@randevu/contracts/messages/site';\nexport const b = siteMessages;",
    ],
    [
      "a module using another module's service",
      'apps/api/src/modules/experts/x.ts',
      "import { a } from '../venues/venues.service';\nexport const b = a;",
    ],
    [
      'a page composing two features',
      'apps/web/src/app/routes/x.tsx',
      "import { a } from '@/features/experts/api/x';\nimport { c } from '@/features/sub-services/api/y';\nexport const b = [a, c];",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
