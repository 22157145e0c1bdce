import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES, messages } from '@randevu/contracts';
import { stubApi } from '../../../test/fetch-stub';
import { currentPath, renderWithApp } from '../../../test/render';
import LegalPage from './marketplace-legal';

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

describe('legal pages (/pages/{contractType})', () => {
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
