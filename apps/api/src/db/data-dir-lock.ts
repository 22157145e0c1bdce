import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one connection inside one process: a second process opening the same DATA_DIR
 * would corrupt it. A pid file refuses the second start with a readable message.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, '.randevu.pid');
  if (fs.existsSync(lockFile)) {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    let alive = false;
    if (pid && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        alive = false;
      }
    }
    if (alive) throw new Error(`DATA_DIR ${dataDir} is in use by process ${pid}; stop it or set another DATA_DIR.`);
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}
