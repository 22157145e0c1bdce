import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts/messages';
import { deviceName } from './device-name';

describe('deviceName', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'iPhone · Safari',
    ],
    ['Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', 'Android · Chrome'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0', 'Windows · Edge'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1; rv:121.0) Gecko/20100101 Firefox/121.0', 'Mac · Firefox'],
  ])('names %s', (ua, name) => {
    expect(deviceName(ua)).toBe(name);
  });

  it('says the device is unknown when nothing was sent or nothing is recognised', () => {
    expect(deviceName(null)).toBe(messages.account.sessions.unknownDevice);
    expect(deviceName('curl/8.0')).toBe(messages.account.sessions.unknownDevice);
  });
});
