import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDED_WARNING_MARKER, firstStartOnDataDir, readyUrl } from './start-notices';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-notices-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('readyUrl', () => {
  it('names a loopback or wildcard host localhost, with the listener’s real port', () => {
    const address = { address: '127.0.0.1', family: 'IPv4', port: 41234 };
    expect(readyUrl('127.0.0.1', address, 3000)).toBe('http://localhost:41234');
    expect(readyUrl('0.0.0.0', address, 3000)).toBe('http://localhost:41234');
    expect(readyUrl('::', null, 3000)).toBe('http://localhost:3000');
  });

  it('keeps any other host, an IPv6 address in brackets', () => {
    expect(readyUrl('randevu.example', null, 8080)).toBe('http://randevu.example:8080');
    expect(readyUrl('fd00::5', null, 8080)).toBe('http://[fd00::5]:8080');
  });
});

describe('firstStartOnDataDir', () => {
  it('is true once per folder, then false; another folder starts again', () => {
    const a = path.join(root, 'a');
    const b = path.join(root, 'b');
    fs.mkdirSync(a);
    fs.mkdirSync(b);
    expect(firstStartOnDataDir(a)).toBe(true);
    expect(fs.existsSync(path.join(a, EMBEDDED_WARNING_MARKER))).toBe(true);
    expect(firstStartOnDataDir(a)).toBe(false);
    expect(firstStartOnDataDir(b)).toBe(true);
  });

  it('stays true when the marker cannot be written', () => {
    expect(firstStartOnDataDir(path.join(root, 'missing'))).toBe(true);
    expect(firstStartOnDataDir(path.join(root, 'missing'))).toBe(true);
  });
});
