/**
 * `messages.site` of the catalogue (messages.ts). The site frame: header, footer, skip link, route error and 404 texts.
 * Its own module so that the web app's first paint can import it without the rest of the catalogue
 * (`@randevu/contracts/messages/site`; decision 022).
 */
import { siteShellMessages } from './site-shell';

export const siteMessages = {
  ...siteShellMessages,
  footer: {
    tagline: 'Güzellikten bakıma, işletmeleri keşfedin ve randevunuzu birkaç adımda alın.',
    ctaTitle: 'İşletmenizin randevularını online yönetin',
    ctaText: 'Mekanınızı ekleyin, uzmanlarınızı ve hizmetlerinizi tanımlayın, randevu taleplerini tek ekrandan yönetin.',
    ctaButton: 'Hemen Başla',
    newsletterTitle: 'Bültenimize abone olun',
    newsletterPlaceholder: 'ornek@eposta.com',
    newsletterSubmit: 'Gönder',
    newsletterConsent:
      'Göndererek kampanya ve duyuru e-postalarımızı almayı kabul edersiniz; dilediğiniz zaman ayrılabilirsiniz.',
    newsletterSending: 'Gönderiliyor...',
    contactTitle: 'İletişim',
    emailLabel: 'E-posta',
    phoneLabel: 'Telefon',
    pagesTitle: 'Sayfalar',
    legalTitle: 'Gizlilik',
    socialTitle: 'Sosyal medya',
    /** `{years}`: '2025', or '2025–{this year}' from the clock (decision 082). */
    copyright: '© {years} Randevu. Tüm hakları saklıdır.',
  },
  legalLinks: {
    'verilerin-guvenligi': 'Verilerin Güvenliği',
    'acik-riza-metni': 'Açık Rıza Metni',
    'aydinlatma-metni': 'Aydınlatma Metni',
    'cerez-politikasi': 'Çerez Politikası',
  },
  social: {
    instagram: 'Randevu Instagram hesabı',
    facebook: 'Randevu Facebook sayfası',
    x: 'Randevu X hesabı',
    linkedin: 'Randevu LinkedIn sayfası',
    youtube: 'Randevu YouTube kanalı',
  },
  notFound: {
    text: 'Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir.',
    home: 'Ana sayfaya dön',
  },
  dashboard: {
    redirecting: 'Paneliniz hazırlanıyor...',
  },
} as const;
