import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const srcDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the query-key registry', () => {
  it('is where every query key of the app is written: no key literal outside lib/query-keys.ts', () => {
    const offenders = sourceFiles(srcDir)
      .filter((file) => !file.endsWith(path.join('lib', 'query-keys.ts')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (/queryKey:\s*\[/.test(line) ? [`${path.relative(srcDir, file)}:${i + 1}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('nests keys, so a shorter key reaches the longer ones under it', () => {
    const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);
    expect(startsWith(queryKeys.venues.detail(7), queryKeys.venues.details())).toBe(true);
    expect(startsWith(queryKeys.venues.list({ cityId: 34, categoryId: 1 }), queryKeys.venues.lists())).toBe(true);
    // A review or reply write drops the venue's reviews with its page.
    expect(startsWith(queryKeys.venues.reviewList(7, 'highest'), queryKeys.venues.reviews(7))).toBe(true);
    expect(startsWith(queryKeys.venues.reviews(7), queryKeys.venues.detail(7))).toBe(true);
    const day = queryKeys.availableTimes.day({ expertId: 3, date: '2026-12-01', serviceId: 5, subServiceId: null });
    expect(startsWith(day, queryKeys.availableTimes.expert(3))).toBe(true);
    expect(startsWith(queryKeys.availableTimes.expert(3), queryKeys.availableTimes.all())).toBe(true);
    expect(startsWith(queryKeys.owner.appointments.summary(7), queryKeys.owner.appointments.all())).toBe(true);
    expect(startsWith(queryKeys.owner.subServices.item(2), queryKeys.owner.subServices.all())).toBe(true);
    // The owner's venue list is a sibling of a venue's detail, not its prefix (an edit refreshes the list only).
    expect(startsWith(queryKeys.owner.venues.detail(7), queryKeys.owner.venues.list())).toBe(false);
  });
});
