import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';

/**
 * The button joins its classes without tailwind-merge (it is on the landing page's first paint; decision 022),
 * so a variant, a size and a caller's className must never set the same property: whatever tailwind-merge
 * would drop is a conflict the stylesheet's order would decide instead.
 */
const srcDir = path.resolve(import.meta.dirname, '../..');
const variants: ButtonVariant[] = [
  'primary',
  'secondary',
  'outline',
  'outline-destructive',
  'overlay',
  'inverse',
  'ghost',
  'destructive',
  'success',
  'link',
];
const sizes: ButtonSize[] = ['sm', 'md', 'lg', 'icon', 'icon-sm'];

const classSet = (classes: string) => classes.split(/\s+/).filter(Boolean).sort();
const dropped = (classes: string) => {
  const kept = new Set(classSet(twMerge(classes)));
  return classSet(classes).filter((c) => !kept.has(c));
};

interface Usage {
  where: string;
  variant?: string;
  size?: string;
  className?: string;
  /** A className that is not a string literal, so it cannot be checked here. */
  dynamicClassName?: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text from `start` (an opening `<` or `(`) to its matching close, skipping strings and nested braces. */
function balanced(text: string, start: number, open: string, close: string): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote && text[i - 1] !== '\\') quote = null;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '{' || ch === open) depth++;
    else if (ch === '}' || ch === close) {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  throw new Error(`unbalanced ${open} at ${start}`);
}

function usages(): Usage[] {
  const found: Usage[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(srcDir, file);
    for (const match of text.matchAll(/<Button\b/g)) {
      const tag = balanced(text, match.index, '<', '>');
      const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
      const dynamic = /\sclassName=\{/.test(tag) ? balanced(tag, tag.indexOf('className={') + 10, '{', '}') : undefined;
      found.push({
        where,
        variant: attr('variant'),
        size: attr('size'),
        className: attr('className'),
        dynamicClassName: dynamic,
      });
    }
    for (const match of text.matchAll(/\bbuttonClasses\(\{/g)) {
      const call = balanced(text, match.index + 'buttonClasses('.length, '{', '}');
      const prop = (name: string) => new RegExp(`\\b${name}:\\s*'([^']*)'`).exec(call)?.[1];
      found.push({ where, variant: prop('variant'), size: prop('size'), className: prop('className') });
    }
  }
  return found;
}

describe('button classes without tailwind-merge', () => {
  it.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))(
    'variant %s with size %s sets no property twice',
    (variant, size) => {
      expect(dropped(buttonClasses({ variant, size }))).toEqual([]);
      expect(dropped(buttonClasses({ variant, size, fullWidth: true }))).toEqual([]);
    },
  );

  it('every Button in src/ passes a literal className that adds to its variant and size without overriding them', () => {
    const all = usages();
    // The scan itself works: the app has dozens of buttons, many with a className.
    expect(all.length).toBeGreaterThan(50);
    const withClassName = all.filter((u) => u.className);
    expect(withClassName.length).toBeGreaterThan(15);

    expect(all.filter((u) => u.dynamicClassName).map((u) => `${u.where}: ${u.dynamicClassName}`)).toEqual([]);
    const conflicts = withClassName
      .map((u) => {
        const classes = buttonClasses({
          variant: u.variant as ButtonVariant | undefined,
          size: u.size as ButtonSize | undefined,
          className: u.className,
        });
        return { at: `${u.where}: variant ${u.variant ?? 'primary'}, className "${u.className}"`, dropped: dropped(classes) };
      })
      .filter((c) => c.dropped.length > 0);
    expect(conflicts).toEqual([]);
  });

  it('reports a className that overrides the variant (the check can fail)', () => {
    expect(dropped(buttonClasses({ variant: 'outline', className: 'text-red-700 hover:bg-red-50' }))).toEqual(
      expect.arrayContaining(['text-stone-800', 'hover:bg-stone-50']),
    );
  });
});
