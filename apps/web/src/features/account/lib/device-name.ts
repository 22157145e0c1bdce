import { messages } from '@randevu/contracts/messages';

const systems: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];
// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const browsers: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox|FxiOS/, 'Firefox'],
  [/Chrome|CriOS|Chromium/, 'Chrome'],
  [/Safari/, 'Safari'],
];

/** A person's name for a session's device from its User-Agent: "iPhone · Safari"; "Bilinmeyen cihaz" when unreadable. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return messages.account.sessions.unknownDevice;
  const system = systems.find(([re]) => re.test(userAgent))?.[1];
  const browser = browsers.find(([re]) => re.test(userAgent))?.[1];
  const parts = [system, browser].filter(Boolean);
  return parts.length ? parts.join(' · ') : messages.account.sessions.unknownDevice;
}
