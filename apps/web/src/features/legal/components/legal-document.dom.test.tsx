import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES, legalDocuments, messages } from '@randevu/contracts';
import { site } from '@/config/site';
import LegalPage from '@/app/routes/marketplace-legal';
import { stubApi } from '../../../../test/fetch-stub';
import { currentPath, renderWithApp } from '../../../../test/render';
import { LegalDocument } from './legal-document';

const documents = legalDocuments({ email: site.email, phone: site.phone });

function renderPage(type: string) {
  stubApi({});
  renderWithApp(
    <Routes>
      <Route path="/pages/:contractType" element={<LegalPage />} />
      <Route path="/404" element={<p>{messages.marketplace.notFound}</p>} />
    </Routes>,
    { route: `/pages/${type}` },
  );
}

describe('legal documents', () => {
  it('renders one document: its title, the date in Turkish, the intro and numbered section headings', () => {
    const doc = documents['aydinlatma-metni'];
    renderWithApp(<LegalDocument document={doc} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Aydınlatma Metni');
    expect(screen.getByText('Son güncelleme: 15 Ocak 2025')).toBeTruthy();
    expect(screen.getByText(doc.intro[0]!)).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(doc.sections.map((s, i) => `${i + 1}. ${s.heading}`));
    expect(headings[0]).toBe('1. Veri Sorumlusu');
    // Each section is a region named by its heading; the contact comes from the site configuration.
    const controller = screen.getByRole('region', { name: '1. Veri Sorumlusu' });
    expect(controller.textContent).toContain(site.email);
    expect(controller.textContent).toContain(site.phone);
  });

  it('renders a section’s list items', () => {
    const doc = documents['acik-riza-metni'];
    renderWithApp(<LegalDocument document={doc} />);
    const withItems = doc.sections.findIndex((s) => s.items?.length);
    expect(withItems).toBeGreaterThanOrEqual(0);
    const region = screen.getByRole('region', { name: `${withItems + 1}. ${doc.sections[withItems]!.heading}` });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(doc.sections[withItems]!.items);
  });

  it('/pages/{type}: the document, its page title, and links to the four texts with the current one marked', () => {
    renderPage('cerez-politikasi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Çerez Politikası');
    expect(document.title).toBe('Çerez Politikası | Randevu');
    const nav = screen.getByRole('navigation', { name: messages.marketplace.legal.otherDocuments });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Verilerin Güvenliği', '/pages/verilerin-guvenligi'],
      ['Açık Rıza Metni', '/pages/acik-riza-metni'],
      ['Aydınlatma Metni', '/pages/aydinlatma-metni'],
      ['Çerez Politikası', '/pages/cerez-politikasi'],
    ]);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual([
      'Çerez Politikası',
    ]);
  });

  it.each(CONTRACT_TYPES)('/pages/%s shows its own title', (type) => {
    renderPage(type);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.site.legalLinks[type]);
  });

  it('an unknown text goes to the 404 page', () => {
    renderPage('kullanim-kosullari');
    expect(currentPath()).toBe('/404');
    expect(screen.getByText(messages.marketplace.notFound)).toBeTruthy();
  });
});
