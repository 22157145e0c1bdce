import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { marketplaceMessages } from '@randevu/contracts/messages/marketplace';
import { stubApi } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { HomeHero } from './home-hero';
import { HomeFaq, HomeFeatures, HomeOwnerCta, HomeSteps } from './home-sections';

const t = marketplaceMessages.home;

function renderHome() {
  const requests = stubApi({});
  // The landing page's sections, in the order the home route renders them.
  renderWithApp(
    <>
      <HomeHero />
      <HomeFeatures />
      <HomeSteps />
      <HomeFaq />
      <HomeOwnerCta />
    </>,
  );
  return requests;
}
const section = (name: string) => screen.getByRole('region', { name });
const hrefs = (name: string) => screen.getAllByRole('link', { name }).map((a) => a.getAttribute('href'));

describe('landing page', () => {
  it('hero: one h1, both calls to action and the three promises', () => {
    const requests = renderHome();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Randevunuzu beklemeden, birkaç adımda alın',
    ]);
    expect(hrefs('İşletmeleri Keşfet')).toEqual(['/companies', '/companies']);
    expect(hrefs('İşletmenizi Ekleyin')).toEqual(['/business-register']);
    for (const point of ['Üyelik gerekmez', 'Ücretsiz randevu', 'Aynı gün randevu imkânı']) {
      expect(screen.getByText(point)).toBeTruthy();
    }
    // A static page: it asks the API nothing.
    expect(requests).toHaveLength(0);
  });

  it('features: six cards, none of them "Yakında" (reports, SMS reminders and reviews ship)', () => {
    renderHome();
    const features = section(t.featuresTitle);
    const cards = within(features).getAllByRole('listitem');
    const rows = cards.map((card) => [
      within(card).getByRole('heading', { level: 3 }).textContent,
      card.textContent?.includes('Yakında'),
    ]);
    expect(rows).toEqual([
      ['Kolay Randevu Yönetimi', false],
      ['Müşteri Takibi', false],
      ['Detaylı Raporlar', false],
      ['Mobil Uyumluluk', false],
      ['Otomatik SMS Bildirimleri', false],
      ['Yorumlarla Müşteri Memnuniyeti', false],
    ]);
  });

  it('steps: the four booking steps in order, with a link to the venues', () => {
    renderHome();
    const steps = section(t.stepsTitle);
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Kategori seçin', 'Hizmeti seçin', 'Tarih ve saat seçin', 'Onaylayın']);
    expect(within(steps).getByRole('link', { name: t.heroCta }).getAttribute('href')).toBe('/companies');
  });

  it('FAQ: the five questions, closed; a click opens its answer', async () => {
    renderHome();
    const faq = section(t.faqTitle);
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((b) => b.textContent)).toEqual([
      'Randevu almak için üye olmam gerekiyor mu?',
      'Hangi sektörlerde hizmet veriyorsunuz?',
      'Randevumu iptal edebilir veya değiştirebilir miyim?',
      'Randevu almak ücretli mi?',
      'Aynı gün için randevu alabilir miyim?',
    ]);
    expect(questions.every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
    await userEvent.setup({ delay: null }).click(questions[3]!);
    await waitFor(() =>
      expect(within(faq).getByRole('button', { name: 'Randevu almak ücretli mi?' }).getAttribute('aria-expanded')).toBe('true'),
    );
    expect(within(faq).getByText(t.faqs[3].answer)).toBeTruthy();
  });

  it('owner call to action links to the business sign-up', () => {
    renderHome();
    const cta = section(t.ownerCtaTitle);
    expect(within(cta).getByRole('link', { name: 'Ücretsiz İşletme Hesabı Açın' }).getAttribute('href')).toBe(
      '/business-register',
    );
  });
});
