import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legalDocuments } from '@randevu/contracts';
import { site } from '@/config/site';
import { renderWithApp } from '../../../../test/render';
import { LegalDocument } from './legal-document';

const documents = legalDocuments({ email: site.email, phone: site.phone });

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
});
