/**
 * `messages.bookingConfirmation` of the catalogue (messages.ts): the guest's confirmation page after a booking
 * (`/randevu/{token}/onay`, decision 072) and the map links of a venue's address. `{placeholders}` are filled in by the
 * web client.
 */
export const bookingConfirmationMessages = {
  metaTitle: 'Randevu özeti',
  metaDescription: 'Randevunuzun özeti: tarih, saat, adres, takvime ekleme ve randevuyu yönetme.',
  // By the booking's status: a request waits for the venue; instant booking (decision 036) confirms at once.
  titlePending: 'Randevu talebiniz alındı',
  titleConfirmed: 'Randevunuz onaylandı',
  titleOther: 'Randevunuz',
  leadPending: 'Talebiniz {venue} işletmesine iletildi. İşletme onayladığında size e-posta ile haber vereceğiz.',
  leadConfirmed: '{venue} sizi bekliyor. Randevunuzun ayrıntılarını e-posta adresinize de gönderdik.',
  detailsTitle: 'Randevu bilgileri',
  venue: 'İşletme',
  date: 'Tarih',
  time: 'Saat',
  expert: 'Uzman',
  service: 'Hizmet',
  duration: 'Süre',
  durationValue: '{minutes} dakika',
  price: 'Ücret',
  address: 'Adres',
  nextTitle: 'Sırada ne var?',
  // The venue's real rule (decision 036): the request's own expiry instant, from the server.
  nextPending:
    'İşletme talebinizi {deadline} saatine kadar onaylamazsa talep kendiliğinden düşer ve size haber veririz; o saat yeniden herkese açılır.',
  nextConfirmed:
    'Bir değişiklik gerekirse “Randevuyu yönet”ten saati değiştirebilir veya {deadline} saatine kadar iptal edebilirsiniz.',
  addToCalendar: 'Takvime ekle',
  manage: 'Randevuyu yönet',
  loadFailed: 'Randevu bilgileri yüklenemedi. Bağlantınızı kontrol edip sayfayı yenileyin.',
} as const;
