/**
 * The landing page's first screen: its title and description, the hero and the decorative appointment card beside it.
 * Part of `messages.marketplace.home` (marketplace.ts spreads it in); its own module so that the landing page's
 * first paint carries these texts without the sections below the hero, the about and legal pages
 * (`@randevu/contracts/messages/marketplace-home`).
 */
export const marketplaceHomeMessages = {
  metaTitle: 'Online Randevu',
  metaDescription:
    'Güzellik salonundan temizlik hizmetine, size uygun işletmeyi bulun ve randevunuzu üyelik gerekmeden birkaç adımda online alın.',
  heroEyebrow: 'Online randevu platformu',
  heroTitle: 'Randevunuzu beklemeden, birkaç adımda alın',
  heroText:
    'Şehrinizdeki işletmeleri keşfedin, hizmetinizi ve uzmanınızı seçin, size uyan gün ve saatte randevunuzu oluşturun. Randevu almak ücretsizdir.',
  heroCta: 'İşletmeleri Keşfet',
  heroSecondary: 'İşletmenizi Ekleyin',
  heroPoints: ['Üyelik gerekmez', 'Ücretsiz randevu', 'Aynı gün randevu imkânı'],
  /** The decorative appointment card beside the hero. */
  preview: {
    venue: 'Işıl Güzellik Salonu',
    place: 'Merkez, Edirne',
    days: ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'],
    duration: '45 dk',
    /** The card's confirmation line (the booking page's own text is `appointments.success`). */
    booked: 'Randevunuz oluşturuldu',
  },
} as const;
