/**
 * ARCHITECTURE rule 4: every call answers under /api, and the spec's unprefixed paths
 * (`/login`, `/venues/:id`…) answer too. Paths the spec already writes with /api stay single.
 */
export function specPaths(path: string): string[] {
  return path.startsWith('/api/') ? [path] : [`/api${path}`, path];
}
