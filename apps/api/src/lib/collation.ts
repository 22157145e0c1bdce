const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/** Turkish alphabetical order (Ç after C, İ after I, Ş after S…): Postgres' default collation does not know it. */
export const byTurkishName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
export const compareTurkish = (a: string, b: string) => collator.compare(a, b);
