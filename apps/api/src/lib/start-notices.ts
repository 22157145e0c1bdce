import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The address a person opens in a browser, from the listener's real port: `localhost` for a loopback or
 * wildcard host (the default 127.0.0.1 in development, 0.0.0.0 in a container), the host itself otherwise.
 */
export function readyUrl(host: string, address: AddressInfo | string | null, fallbackPort: number): string {
  const port = address && typeof address === 'object' ? address.port : fallbackPort;
  const local = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost', ''].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Marker in DATA_DIR: the embedded database's warning was shown for this folder (decision 070). */
export const EMBEDDED_WARNING_MARKER = '.embedded-database-warning-shown';

/**
 * True the first time it is asked for a DATA_DIR, then false: the warning that PGlite never calls fsync is
 * printed at the first start on a folder, not at every restart. The marker is written before returning true;
 * when it cannot be written (a read-only folder), the warning is shown every time rather than never.
 */
export function firstStartOnDataDir(dataDir: string): boolean {
  const marker = path.join(dataDir, EMBEDDED_WARNING_MARKER);
  if (fs.existsSync(marker)) return false;
  try {
    fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
  } catch {
    // Shown again next time.
  }
  return true;
}
