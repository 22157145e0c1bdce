#!/usr/bin/env node
/**
 * Writes the web app's Turkish font subset (decision 022): from Inter Variable's Latin Extended file (85 KB,
 * hundreds of letters) only the Turkish letters outside Latin-1 and the lira sign, with the weight axis kept.
 * Basic Latin + Latin-1 (ç, ö, ü, â, î, û) come from the package's latin file as they are. index.css declares
 * both faces with matching unicode-range, so a Turkish page downloads ~50 KB of font instead of ~133 KB.
 *
 *   node scripts/subset-fonts.mjs   (re-run after upgrading @fontsource-variable/inter; commit the output)
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const repoRoot = path.resolve(import.meta.dirname, '..');
const files = path.join(repoRoot, 'node_modules/@fontsource-variable/inter/files');
const out = path.join(repoRoot, 'apps/web/src/assets/fonts/inter-turkish-wght-normal.woff2');

/** ğ Ğ İ ş Ş and ₺ (ı is in the latin file already): index.css gives this face exactly these in unicode-range. */
export const TURKISH_EXTRA = 'ğĞİşŞ₺';

const source = fs.readFileSync(path.join(files, 'inter-latin-ext-wght-normal.woff2'));
const subset = await subsetFont(source, TURKISH_EXTRA, { targetFormat: 'woff2', preserveNameIds: [0, 1, 2, 3, 4, 5, 6] });
fs.writeFileSync(out, subset);
console.log(`${path.relative(repoRoot, out)}: ${subset.length} bytes (from ${source.length})`);
