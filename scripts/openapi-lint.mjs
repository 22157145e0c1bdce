#!/usr/bin/env node
// Lints the OpenAPI document the API serves at /api/docs/json with Redocly's `recommended` rules
// (redocly.yaml; decision 055): the app is built in-process (no database, no port), its document
// written to a temporary file, and the Redocly CLI run on it. Exits with Redocly's status: 0 when
// there is no error (warnings are printed and allowed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const { servedOpenApiDocument } = await tsImport('../apps/api/test/openapi-document.ts', import.meta.url);
const document = await servedOpenApiDocument();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-openapi-'));
const file = path.join(dir, 'openapi.json');
fs.writeFileSync(file, JSON.stringify(document, null, 2));
const built = performance.now();

const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const result = spawnSync(
  process.execPath,
  [redocly, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--max-problems', '1000'],
  {
    stdio: 'inherit',
    // No telemetry, no update check: CI's run must not depend on Redocly's servers.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
fs.rmSync(dir, { recursive: true, force: true });
const ms = (t) => `${Math.round(t)} ms`;
console.log(`openapi-lint: document built in ${ms(built - started)}, linted in ${ms(performance.now() - built)}`);
process.exit(result.status ?? 1);
