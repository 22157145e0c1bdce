import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Services store and delete through this interface only, so an
 * S3-compatible store is one more implementation (put = PutObject, delete = DeleteObject) and
 * no route or service changes. Keys are relative, slash-separated and never reused (immutable names).
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** Files under a local directory (UPLOAD_DIR), served by the web plugin at /uploads/{key}. */
export function createLocalStorage(rootDir: string): FileStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(rootDir, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
