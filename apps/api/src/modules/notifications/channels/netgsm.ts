import { PermanentDeliveryError, type Channel } from './channel';
import { smsSegments } from './sms-text';

/**
 * NetGSM's REST v2 API (https://www.netgsm.com.tr/dokuman): POST /sms/rest/v2/send with HTTP
 * Basic credentials (abone numarası / API şifresi) and a JSON body
 * `{ msgheader, encoding, iysfilter, messages: [{ msg, no }] }`; the answer is
 * `{ code: '00', jobid }` on success. Codes 20, 30, 40, 50, 51, 70, 85 are errors:
 * 30 (credentials), 40 (sender name) and 70 (bad parameters) cannot succeed on a retry.
 */
const DEFAULT_URL = 'https://api.netgsm.com.tr/sms/rest/v2/send';
const PERMANENT = new Set(['30', '40', '70']);

export function createNetgsmChannel(opts: { username: string; password: string; header: string; apiUrl?: string }): Channel {
  const auth = `Basic ${Buffer.from(`${opts.username}:${opts.password}`).toString('base64')}`;
  return {
    channel: 'sms',
    name: 'netgsm',
    live: true,
    async send(m) {
      const seg = smsSegments(m.text);
      const res = await fetch(opts.apiUrl ?? DEFAULT_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify({
          msgheader: opts.header,
          // 'TR': GSM-7 with the Turkish single shift table, so ç ş ğ ı İ Ş Ğ arrive as written (decision 079).
          encoding: seg.encoding === 'ucs2' ? 'UCS2' : 'TR',
          iysfilter: '0',
          messages: [{ msg: m.text, no: m.to.replace(/^\+/, '') }],
        }),
        signal: AbortSignal.timeout(30_000),
      });
      const raw = await res.text();
      let body: { code?: unknown; jobid?: unknown; description?: unknown } = {};
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        // not JSON: judged by the status below
      }
      const code = typeof body.code === 'string' ? body.code : undefined;
      if (res.ok && code === '00') return { note: `netgsm jobid ${String(body.jobid ?? '')}`.trim() };
      const detail = `netgsm HTTP ${res.status}${code ? ` code ${code}` : ''}${body.description ? ` ${String(body.description)}` : ''}`;
      if (code && PERMANENT.has(code)) throw new PermanentDeliveryError(detail);
      throw new Error(detail);
    },
  };
}
