import { describe, expect, it } from 'vitest';
import { renderEmail } from './layout';
import { formatKurus } from '@randevu/contracts';
import { formatTurkishDate, formatVenueInstant } from './format';

describe('renderEmail', () => {
  it('escapes every value and gives a plain-text part', () => {
    const { html, text } = renderEmail({
      preheader: 'Önizleme <b>',
      title: 'Randevunuz onaylandı',
      paragraphs: ['Merhaba <script>alert(1)</script> & hoş geldiniz'],
      details: [['Salon', 'Ayşe "Güzellik" <Salonu>']],
      cta: { label: 'Randevularım', url: 'https://randevu.example/randevularim?a=1&b=2' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Merhaba &lt;script&gt;alert(1)&lt;/script&gt; &amp; hoş geldiniz');
    expect(html).toContain('Ayşe &quot;Güzellik&quot; &lt;Salonu&gt;');
    expect(html).toContain('href="https://randevu.example/randevularim?a=1&amp;b=2"');
    expect(text).toContain('Randevunuz onaylandı');
    expect(text).toContain('Merhaba <script>alert(1)</script> & hoş geldiniz');
    expect(text).toContain('Salon: Ayşe "Güzellik" <Salonu>');
    expect(text).toContain('Randevularım: https://randevu.example/randevularim?a=1&b=2');
  });

  it('drops a link that is not http(s)', () => {
    const { html, text } = renderEmail({ title: 'x', paragraphs: [], cta: { label: 'Tıkla', url: 'javascript:alert(1)' } });
    expect(html).not.toContain('javascript:');
    expect(text).not.toContain('javascript:');
  });
});

describe('Turkish formats', () => {
  it('writes the date with month and weekday names', () => {
    expect(formatTurkishDate('2026-11-25')).toBe('25 Kasım 2026 Çarşamba');
    expect(formatTurkishDate('2027-01-03')).toBe('3 Ocak 2027 Pazar');
  });

  it('formats an instant in Istanbul time, whatever the process zone', () => {
    // 22:30 UTC on the 24th is 01:30 on the 25th in Istanbul (UTC+3).
    expect(formatVenueInstant(new Date('2026-11-24T22:30:00Z'))).toEqual({ date: '25 Kasım 2026 Çarşamba', time: '01:30' });
  });

  it('writes prices in the one format of the site (contracts/money.ts)', () => {
    expect(formatKurus(45000)).toBe('₺450');
    expect(formatKurus(125050)).toBe('₺1.250,50');
  });
});
