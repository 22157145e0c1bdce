import fs from 'node:fs';
import path from 'node:path';

/** The lock's pid file, inside DATA_DIR. */
export const LOCK_FILE = '.randevu.pid';

/** A takeover marker older than this belongs to a process that died mid-takeover. */
const STALE_TAKEOVER_MS = 10_000;

/** True when a process with this pid exists (EPERM: it exists but belongs to someone else). */
function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const readLock = (file: string): { content: string; ageMs: number } | null => {
  try {
    return { content: fs.readFileSync(file, 'utf8').trim(), ageMs: Date.now() - fs.statSync(file).mtimeMs };
  } catch {
    return null;
  }
};

/** Creates `file` holding our pid only if it does not exist yet (O_CREAT|O_EXCL): exactly one process wins. */
function createExclusive(file: string): boolean {
  try {
    const fd = fs.openSync(file, 'wx');
    try {
      fs.writeSync(fd, String(process.pid));
    } finally {
      fs.closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * PGlite is one connection inside one process: a second process opening the same DATA_DIR
 * would corrupt it. The pid file is created with O_EXCL, so of two processes starting together
 * exactly one gets it. A file left by a dead process is taken over under a second exclusive
 * marker, so two processes finding the same stale file cannot both take it.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  const takeover = `${lockFile}.takeover`;
  const inUse = (pid: number | null) =>
    new Error(`DATA_DIR ${dataDir} is in use by process ${pid ?? '?'}; stop it or set another DATA_DIR.`);

  const pause = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  for (let attempt = 0; ; attempt++) {
    if (createExclusive(lockFile)) break;
    const found = readLock(lockFile);
    if (!found) continue; // removed between our open and our read: try again
    const pid = Number(found.content);
    if (pid === process.pid) break;
    // An empty file is a process between its open and its write, unless it is old (that process died there).
    const dead = found.content === '' ? found.ageMs > 2_000 : !isAlive(pid);
    if (!dead) {
      if (found.content === '' && attempt < 150) {
        pause();
        continue;
      }
      throw inUse(pid || null);
    }
    if (attempt >= 150) throw inUse(pid || null);
    const marker = readLock(takeover);
    if (marker && marker.ageMs > STALE_TAKEOVER_MS) fs.rmSync(takeover, { force: true });
    if (!createExclusive(takeover)) {
      pause();
      continue;
    }
    try {
      // Re-read under the marker: remove the file only if it still is the dead holder's.
      if (readLock(lockFile)?.content === found.content) fs.rmSync(lockFile, { force: true });
    } finally {
      fs.rmSync(takeover, { force: true });
    }
  }

  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}
