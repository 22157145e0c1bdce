/**
 * `messages.manage` of the catalogue (messages.ts): the customer's manage link and calendar file (decision
 * 037). `{placeholders}` are filled in by the API.
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
  // The file carries a view link (decision 054): it shows the appointment; changes go through the customer's messages.
  calendarDescription: 'Uzman: {expert}. Randevunuzu görüntülemek için: {url}',
  calendarAlarm: 'Randevunuza 1 saat kaldı: {service} – {venue}',
  /** The web page `/randevu/{token}`. */
  page: {
    metaTitle: 'Randevunuz',
    metaDescription: 'Randevunuzun ayrıntıları: takviminize ekleyin veya iptal edin.',
    title: 'Randevunuz',
    loadFailed: 'Randevu yüklenirken bir hata oluştu.',
    retry: 'Tekrar dene',
    venue: 'İşletme',
    address: 'Adres',
    expert: 'Uzman',
    service: 'Hizmet',
    date: 'Tarih',
    time: 'Saat',
    duration: 'Süre',
    durationValue: '{minutes} dakika',
    price: 'Ücret',
    status: 'Durum',
    cancellationReason: 'İptal nedeni',
    addToCalendar: 'Takvime ekle',
    // A cancelled or expired appointment offers a new booking at the venue instead of the calendar file (decision 073).
    bookAgain: 'Yeni randevu al',
    cancel: 'Randevuyu iptal et',
    reschedule: 'Randevuyu değiştir',
    cannotCancel:
      'Bu randevu artık bu bağlantıdan iptal edilemez: son iptal zamanı {deadline} idi. Değişiklik için lütfen işletmeyle iletişime geçin.',
    // A view link (decision 054): the calendar file's, read-only.
    viewOnly:
      'Bu bağlantı randevuyu yalnızca görüntüler. Değiştirmek veya iptal etmek için size gönderilen mesajdaki bağlantıyı kullanın.',
    // Revoking the link (decision 054).
    renewLink: 'Bağlantıyı yenile',
    renewLinkTitle: 'Bağlantı yenilensin mi?',
    renewLinkHelp:
      'Bu randevunun şimdiye kadar gönderilen bütün bağlantıları (takvim dosyasındakiler dahil) çalışmaz olur ve size e-posta veya SMS ile yeni bir bağlantı gönderilir. Bağlantınızı başkasıyla paylaştıysanız bunu kullanın.',
    renewLinkConfirm: 'Yenile',
    renewLinkCancel: 'Vazgeç',
    renewedTitle: 'Bağlantı yenilendi',
    renewedSent: 'Yeni bağlantınızı e-posta veya SMS ile gönderdik. Bu sayfanın bağlantısı artık çalışmıyor.',
    renewedNotSent:
      'Bu randevunun bağlantıları artık çalışmıyor. Kayıtlı bir e-posta veya telefon olmadığından yeni bağlantı gönderilemedi; lütfen işletmeyle iletişime geçin.',
    renewFailed: 'Bağlantı yenilenemedi. Lütfen tekrar deneyin.',
    invalidTitle: 'Randevu bulunamadı',
    invalidHelp: 'Yeni bir randevu almak için işletmelere göz atabilir, üye iseniz randevularınızı hesabınızdan görebilirsiniz.',
    browseVenues: 'İşletmelere göz at',
    myAppointments: 'Randevularım',
  },
  /** The owner's appointment dialog (decision 054): revoke the customer's links and send a new one. */
  owner: {
    renewLink: 'Müşteri bağlantısını yenile',
    renewTitle: 'Müşterinin randevu bağlantısı yenilensin mi?',
    renewHelp:
      'Müşteriye gönderilen bütün randevu bağlantıları (takvim dosyasındakiler dahil) çalışmaz olur ve müşteriye e-posta veya SMS ile yeni bir bağlantı gönderilir. Müşteri bağlantısının başkasının eline geçtiğini söylediğinde kullanın.',
    renewConfirm: 'Yenile',
    renewCancel: 'Vazgeç',
    renewed: 'Müşteriye yeni randevu bağlantısı gönderildi.',
    renewedNotSent: 'Eski bağlantılar iptal edildi. Müşterinin e-posta veya telefonu olmadığından yeni bağlantı gönderilemedi.',
    renewFailed: 'Bağlantı yenilenemedi. Lütfen tekrar deneyin.',
  },
} as const;
