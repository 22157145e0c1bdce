/**
 * `messages.notifications` of the catalogue (messages.ts): the Turkish texts of the notifications domain (decision 018, 022).
 */
export const notificationsMessages = {
  // Shared e-mail labels ({placeholders} are filled in by the API).
  labelVenue: 'İşletme',
  labelDate: 'Tarih',
  labelTime: 'Saat',
  labelService: 'Hizmet',
  labelExpert: 'Uzman',
  labelPrice: 'Ücret',
  labelCustomer: 'Müşteri',
  labelPhone: 'Telefon',
  labelReason: 'Neden',
  greeting: 'Merhaba {name},',
  optOutText: 'Hatırlatma mesajları almak istemiyorsanız:',
  optOutLink: 'Hatırlatmaları kapat',
  ownerSettingsText: 'Hangi bildirimleri alacağınızı işletme bilgileri sayfasından seçebilirsiniz.',
  ctaMyAppointments: 'Randevularımı gör',
  ctaVenue: 'İşletme sayfasına git',
  ctaOwner: 'Randevu taleplerini gör',
  // Booking request received, to the customer.
  receivedSubject: 'Randevu talebiniz alındı – {venue}',
  receivedTitle: 'Randevu talebiniz alındı',
  receivedBody: '{venue} için randevu talebinizi aldık. İşletme talebinizi onayladığında size haber vereceğiz.',
  // Booking request received, to the venue's owner.
  ownerReceivedSubject: 'Yeni randevu talebi – {date} {time}',
  ownerReceivedTitle: 'Yeni randevu talebi',
  ownerReceivedSms: 'Yeni randevu talebi: {customer}, {date} {time}, {service}. Yanıtlayın: {url}',
  ownerReceivedBody: '{customer}, {venue} için randevu talep etti. Talebi onaylayabilir veya reddedebilirsiniz.',
  // Confirmed.
  confirmedSubject: 'Randevunuz onaylandı – {venue}',
  confirmedTitle: 'Randevunuz onaylandı',
  confirmedBody: '{venue} randevunuzu onayladı. Sizi bekliyoruz!',
  confirmedSms: 'Randevunuz onaylandı: {venue}, {date} {time}, {service}. {url}',
  // Moved by the owner: another time, expert or sub-service.
  movedSubject: 'Randevunuzun saati değişti – {venue}',
  movedTitle: 'Randevunuz güncellendi',
  movedBody: '{venue} randevunuzu güncelledi. Yeni randevu bilgileriniz aşağıdadır.',
  movedSms: 'Randevunuz güncellendi: {venue}, {date} {time}, {service}. {url}',
  // A request nobody decided in time (decision 036), to the customer, with a link to book again.
  expiredSubject: 'Randevu talebinizin süresi doldu – {venue}',
  expiredTitle: 'Randevu talebinizin süresi doldu',
  expiredBody:
    '{venue}, {date} {time} için randevu talebinizi zamanında yanıtlamadı; talebin süresi doldu. Dilerseniz işletme sayfasından yeni bir randevu alabilirsiniz.',
  expiredSms: 'Randevu talebinizin süresi doldu: {venue}, {date} {time}. Yeni randevu: {url}',
  ctaBookAgain: 'Yeniden randevu al',
  // The appointment's links were revoked by the customer or the venue (decision 054): a new manage link, to the customer.
  linkRenewedSubject: 'Randevu bağlantınız yenilendi – {venue}',
  linkRenewedTitle: 'Randevu bağlantınız yenilendi',
  linkRenewedBody:
    '{venue}, {date} {time} randevunuzun önceki bağlantıları artık çalışmıyor. Randevunuzu bundan sonra bu mesajdaki yeni bağlantıyla görüntüleyebilir, değiştirebilir veya iptal edebilirsiniz.',
  linkRenewedSms: 'Yeni randevu bağlantınız: {venue}, {date} {time}. {url}',
  // After a completed visit (decision 039): one invitation to review it, to the customer.
  reviewInvitationSubject: '{venue} ziyaretiniz nasıldı?',
  reviewInvitationTitle: 'Ziyaretinizi değerlendirin',
  reviewInvitationBody:
    '{date} {time} tarihindeki {service} randevunuz için {venue} hakkındaki görüşünüzü merak ediyoruz. 1 ile 5 yıldız arasında puan verebilir, isterseniz kısa bir yorum ekleyebilirsiniz.',
  reviewInvitationWindow:
    'Değerlendirmenizi randevunuzdan sonraki 30 gün içinde yapabilirsiniz. Yorumlar yalnızca hizmet almış müşterilerden gelir.',
  reviewInvitationSms: '{venue} ziyaretinizi değerlendirin: {url}',
  ctaReview: 'Değerlendir',
  // The customer chose another time or expert, to the venue's owner.
  rescheduledSubject: 'Randevu değiştirildi – {date} {time}',
  rescheduledTitle: 'Bir randevu değiştirildi',
  rescheduledBody: '{customer}, {venue} için {oldDate} {oldTime} randevusunu {date} {time} olarak değiştirdi.',
  rescheduledPending: 'Yeni saat onayınızı bekliyor.',
  // Rejected by the owner (owners cannot cancel a confirmed appointment; rejecting is their cancel).
  cancelledByOwnerSubject: 'Randevu talebiniz reddedildi – {venue}',
  cancelledByOwnerTitle: 'Randevu talebiniz reddedildi',
  cancelledByOwnerBody: '{venue}, {date} {time} için randevu talebinizi maalesef onaylayamadı.',
  cancelledByOwnerReason: 'İşletmenin açıklaması: {reason}',
  cancelledByOwnerSms: '{venue}, {date} {time} randevu talebinizi onaylayamadı. {url}',
  // A confirmed appointment cancelled by the venue, to the customer.
  venueCancelledSubject: 'Randevunuz iptal edildi – {venue}',
  venueCancelledTitle: 'Randevunuz iptal edildi',
  venueCancelledBody: '{venue}, {date} {time} tarihindeki onaylanmış randevunuzu iptal etti. Özür dileriz.',
  venueCancelledSms: '{venue}, {date} {time} randevunuzu iptal etti. {url}',
  venueCancelledSmsReason: '{venue}, {date} {time} randevunuzu iptal etti. Neden: {reason}. {url}',
  // Cancelled by the customer, to the owner.
  cancelledByUserSubject: 'Randevu iptal edildi – {date} {time}',
  cancelledByUserTitle: 'Bir randevu iptal edildi',
  cancelledByUserBody: '{customer}, {venue} için {date} {time} randevusunu iptal etti.',
  cancelledByUserReason: 'Müşterinin açıklaması: {reason}',
  // Reminders (24 hours and 2 hours before a confirmed appointment).
  reminder24Subject: 'Yarın randevunuz var – {venue}',
  reminder2Subject: 'Randevunuza 2 saat kaldı – {venue}',
  reminderTitle: 'Randevu hatırlatması',
  reminder24Body: 'Yarın {time} saatinde {venue} randevunuz var.',
  reminder2Body: 'Bugün {time} saatinde {venue} randevunuz var.',
  reminderSms: 'Hatırlatma: {venue}, {date} {time}, {service}. Tel: {phone}. Hatırlatmayı kapat: {url}',
  // Contact form, to CONTACT_EMAIL.
  contactSubject: 'İletişim formu: {name}',
  contactTitle: 'İletişim formundan yeni mesaj',
  contactBody: '{name} iletişim formundan yazdı. Yanıtlamak için bu e-postayı yanıtlayın.',
  labelEmail: 'E-posta',
  labelBusinessType: 'İşletme türü',
  labelMessage: 'Mesaj',
  // Development channel note on a recorded message.
  devRecorded: 'geliştirme kanalı: gönderilmedi, yalnızca kaydedildi',
  // One-click opt-out page.
  unsubscribeTitle: 'Bildirim tercihleri',
  // A link opts out one channel and one contact at one venue; {venue} is the venue's name.
  unsubscribeDoneEmail: 'Bu e-posta adresine {venue} randevu hatırlatmaları artık gönderilmeyecek.',
  unsubscribeDoneSms: 'Bu telefon numarasına {venue} randevu hatırlatmaları artık SMS ile gönderilmeyecek.',
  unsubscribeScope: 'Diğer iletişim bilgileriniz ve diğer işletmelerin hatırlatmaları bu seçimden etkilenmez.',
  resubscribeButton: 'Hatırlatmaları tekrar aç',
  resubscribeDone: '{venue} randevu hatırlatmaları yeniden açıldı.',
  unsubscribeInvalid: 'Bu bağlantı geçersiz veya süresi dolmuş.',
  unsubscribeHome: 'Ana sayfaya dön',
  // Owner settings block (venue info page).
  settingsTitle: 'Bildirimler',
  settingsDescription: 'Bu işletme için hangi e-posta ve SMS bildirimlerini almak istediğinizi seçin.',
  settingsBookingRequests: 'Yeni randevu talepleri (e-posta)',
  settingsBookingRequestsSms: 'Yeni randevu talebinde SMS',
  settingsSmsTo: 'SMS bu numaraya gider: {phone}',
  settingsNoSmsPhone:
    'SMS gönderebileceğimiz bir cep telefonu numarası bulunamadı. İşletme telefonunu 05xx ile başlayan bir numara yapın.',
  settingsSmsName: 'SMS’lerde görünen kısa ad',
  settingsSmsNameHint: 'En fazla 20 karakter. Boş bırakırsanız işletme adı, gerekirse kelime bölünmeden kısaltılarak kullanılır.',
  settingsSmsNameSave: 'Kısa adı kaydet',
  smsNameTooLong: 'SMS’lerde görünen kısa ad en fazla 20 karakter olabilir.',
  settingsCancellations: 'Müşteri iptalleri',
  settingsSaved: 'Bildirim tercihleri kaydedildi.',
  settingsSaveFailed: 'Bildirim tercihleri kaydedilemedi. Lütfen tekrar deneyin.',
  settingsLoadFailed: 'Bildirim tercihleri yüklenemedi.',
  // Daily cap on messages to customers per venue; {limit} and {count} are numbers.
  dailyCapNotice:
    'Bugün müşterilerinize gönderilecek mesajlardan {count} tanesi, işletme başına günlük {limit} mesaj sınırı aşıldığı için yarına ertelendi.',
  outbox: {
    title: 'Geliştirme Giden Kutusu',
    description:
      'Uygulamanın gönderdiği son 50 e-posta ve SMS, en yenisi en üstte. Yalnızca geliştirme ve test ortamında açıktır.',
    refresh: 'Yenile',
    empty: 'Henüz gönderilen bir mesaj yok.',
    failed: 'Mesajlar yüklenirken bir hata oluştu.',
    to: 'Alıcı',
    subject: 'Konu',
    createdAt: 'Oluşturulma',
    channels: { email: 'E-posta', sms: 'SMS' },
    statuses: {
      pending: 'Bekliyor',
      sending: 'Gönderiliyor',
      sent: 'Gönderildi',
      failed: 'Başarısız',
      cancelled: 'İptal edildi',
    },
  },
} as const;
