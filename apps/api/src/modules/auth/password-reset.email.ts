import { messages } from '@randevu/contracts';

const t = messages.auth.passwordReset;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The reset-code e-mail: HTML with a plain-text part, in Turkish. */
export function renderPasswordResetCodeEmail(code: string): { subject: string; text: string; html: string } {
  const text = [t.emailTitle, '', t.emailIntro, '', code, '', t.emailValidity, t.emailIgnore, '', '— Randevu'].join('\n');
  const html = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.emailTitle)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(t.emailTitle)}</h1>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(t.emailIntro)}</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center">${escapeHtml(code)}</p>
<p style="margin:0 0 8px;line-height:1.5">${escapeHtml(t.emailValidity)}</p>
<p style="margin:0;line-height:1.5;color:#52525b">${escapeHtml(t.emailIgnore)}</p>
</div>
</body></html>`;
  return { subject: t.emailSubject, text, html };
}
