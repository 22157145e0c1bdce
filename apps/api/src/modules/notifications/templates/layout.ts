import { escapeHtml } from '../../../lib/escape-html';

/**
 * One layout for every e-mail the app sends: a table-based HTML body with inline styles (what
 * mail clients render reliably) and the matching plain-text part. Every value is escaped here,
 * so callers pass plain strings (venue names, reasons, user input) and never HTML.
 */
export interface EmailContent {
  /** Hidden line shown by inboxes next to the subject. */
  preheader?: string;
  title: string;
  paragraphs: string[];
  /** Label/value rows (Salon, Tarih, Saat…), shown as a small table. */
  details?: [label: string, value: string][];
  /** One button (and its URL repeated in the text part). */
  cta?: { label: string; url: string };
  /** Plain links under the button (the calendar file), each also a line of the text part. */
  links?: { label: string; url: string }[];
  /**
   * A one-button POST form (the opt-out page's "opt back in"; never in e-mails). `action` is a path
   * on this site; the button posts `name=value` (the page's explicit `action=resubscribe`, decision 054).
   */
  form?: { action: string; label: string; name: string; value: string };
  /** Small print under the card (e.g. the opt-out link). */
  footer?: { text: string; link?: { label: string; url: string } };
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const BRAND = 'Randevu';

/** Only http(s) URLs become links; anything else is rendered as text only. */
function safeUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function renderEmail(content: EmailContent): RenderedEmail {
  const e = escapeHtml;
  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:#f4f4f5;opacity:0">${e(content.preheader)}</div>`
    : '';
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#27272a">${e(p)}</p>`)
    .join('');
  const details = content.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 24px;background:#fafafa;border:1px solid #e4e4e7;border-radius:8px">${content.details
        .map(
          ([label, value], i) =>
            `<tr><td style="padding:10px 16px;font-size:14px;line-height:20px;color:#71717a;width:38%;vertical-align:top${i ? ';border-top:1px solid #e4e4e7' : ''}">${e(label)}</td><td style="padding:10px 16px;font-size:14px;line-height:20px;color:#18181b;font-weight:600;vertical-align:top${i ? ';border-top:1px solid #e4e4e7' : ''}">${e(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const ctaUrl = content.cta ? safeUrl(content.cta.url) : null;
  const cta =
    content.cta && ctaUrl
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:#c2410c"><a href="${e(ctaUrl)}" style="display:inline-block;padding:12px 24px;font-size:16px;line-height:20px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${e(content.cta.label)}</a></td></tr></table>`
      : '';
  const form =
    content.form && /^\/(?!\/)/.test(content.form.action)
      ? `<form method="post" action="${e(content.form.action)}" style="margin:8px 0 24px"><button type="submit" name="${e(content.form.name)}" value="${e(content.form.value)}" style="padding:12px 24px;font-size:16px;line-height:20px;font-weight:600;color:#c2410c;background:#ffffff;border:1px solid #c2410c;border-radius:8px;cursor:pointer">${e(content.form.label)}</button></form>`
      : '';
  const links = (content.links ?? []).flatMap((l) => {
    const url = safeUrl(l.url);
    return url ? [{ label: l.label, url }] : [];
  });
  const linksHtml = links
    .map(
      (l) =>
        `<p style="margin:0 0 16px;font-size:14px;line-height:20px"><a href="${e(l.url)}" style="color:#c2410c;text-decoration:underline">${e(l.label)}</a></p>`,
    )
    .join('');
  const footerUrl = content.footer?.link ? safeUrl(content.footer.link.url) : null;
  const footer = content.footer
    ? `<p style="margin:16px 0 0;font-size:12px;line-height:18px;color:#71717a">${e(content.footer.text)}${
        content.footer.link && footerUrl
          ? ` <a href="${e(footerUrl)}" style="color:#c2410c;text-decoration:underline">${e(content.footer.link.label)}</a>`
          : ''
      }</p>`
    : '';

  const html = `<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(content.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;${FONT}">
${preheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 8px 16px;font-size:20px;line-height:28px;font-weight:700;color:#c2410c;${FONT}">${BRAND}</td></tr>
<tr><td style="background:#ffffff;border-radius:12px;padding:28px 24px;border:1px solid #e4e4e7;${FONT}">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;font-weight:700;color:#18181b">${e(content.title)}</h1>
${paragraphs}${details}${form}${cta}${linksHtml}
</td></tr>
<tr><td style="padding:16px 8px 0;${FONT}">${footer}<p style="margin:8px 0 0;font-size:12px;line-height:18px;color:#a1a1aa">© ${BRAND}</p></td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  const lines: string[] = [content.title, ''];
  for (const p of content.paragraphs) lines.push(p, '');
  if (content.details?.length) {
    for (const [label, value] of content.details) lines.push(`${label}: ${value}`);
    lines.push('');
  }
  if (content.cta && ctaUrl) lines.push(`${content.cta.label}: ${ctaUrl}`, '');
  for (const l of links) lines.push(`${l.label}: ${l.url}`, '');
  if (content.footer) {
    lines.push(
      '--',
      content.footer.link && footerUrl
        ? `${content.footer.text} ${content.footer.link.label}: ${footerUrl}`
        : content.footer.text,
    );
  }
  lines.push(content.footer ? '' : '--', BRAND);
  return { html, text: lines.join('\n').replace(/\n{3,}/g, '\n\n') };
}
