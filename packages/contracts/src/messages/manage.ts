/**
 * `messages.manage` of the catalogue (messages.ts): the customer's manage link and calendar file (issue 25,
 * decision 037). `{placeholders}` are filled in by the API.
 */
export const manageMessages = {
  /** A wrong, unknown or expired link: one answer for all three. */
  linkInvalid: 'Bu randevu bağlantısı geçersiz veya süresi dolmuş.',
  rateLimited: 'Çok fazla istek gönderdiniz. Lütfen bir süre sonra tekrar deneyin.',
  // In the customer's e-mails.
  ctaManage: 'Randevuyu görüntüle veya iptal et',
  calendarLink: 'Takvime ekle',
  // The calendar file (.ics).
  calendarSummary: '{service} – {venue}',
  calendarDescription: 'Uzman: {expert}. Randevunuzu görüntülemek veya iptal etmek için: {url}',
  calendarAlarm: 'Randevunuza 1 saat kaldı: {service} – {venue}',
} as const;
