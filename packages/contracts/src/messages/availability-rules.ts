/**
 * `messages.availabilityRules` of the catalogue (messages.ts): breaks, time off, closures, public holidays, buffers and the
 * venue's booking rules: the owner's page, its errors, the public date strip and the refusals of a booking.
 */
export const availabilityRulesMessages = {
  // Validation (400).
  dateTimeInvalid: 'Lütfen geçerli bir tarih ve saat giriniz (YYYY-AA-GGTSS:dd).',
  dateInvalid: 'Lütfen geçerli bir tarih giriniz.',
  timeOffOrder: 'İzin bitişi başlangıcından sonra olmalıdır.',
  timeOffPast: 'Geçmişte kalan bir izin eklenemez.',
  timeOffTooFar: 'İzin en fazla bir yıl sonrasına kadar eklenebilir.',
  closureOrder: 'Kapanış bitiş tarihi başlangıç tarihinden önce olamaz.',
  closurePast: 'Geçmişte kalan bir kapanış eklenemez.',
  closureTooFar: 'Kapanış en fazla bir yıl sonrasına kadar eklenebilir.',
  reasonTooLong: 'Açıklama en fazla 200 karakter olabilir.',
  yearInvalid: 'Resmî tatiller yalnızca bu yıl ve sonraki yıllar için listelenir.',
  notHoliday: 'Bu tarih bir resmî tatil değil.',
  openInvalid: 'Lütfen tatilin açık mı kapalı mı olacağını seçiniz.',
  breakInvalid: 'Mola saatleri geçersiz: her mola çalışma saatleri içinde olmalı ve bitişi başlangıcından sonra olmalıdır.',
  breaksOverlap: 'Molalar birbiriyle çakışamaz.',
  breaksTooMany: 'Bir gün için en fazla 10 mola eklenebilir.',
  // The salon-wide break (decision 078).
  breakExpertsRequired: 'Lütfen en az bir uzman seçiniz.',
  breakWeekdaysRequired: 'Lütfen en az bir gün seçiniz.',
  bufferInvalid: 'Hazırlık süresi 0 ile 120 dakika arasında olmalıdır.',
  minNoticeInvalid: 'En az önceden bildirim süresi 0 ile 10080 dakika arasında olmalıdır.',
  horizonInvalid: 'Randevu ufku 1 ile 365 gün arasında olmalıdır.',
  cancellationNoticeInvalid: 'İptal bildirim süresi 0 ile 168 saat arasında olmalıdır.',
  slotIntervalInvalid: 'Randevu aralığı 5, 10, 15, 20, 30, 45, 60, 90 veya 120 dakika olmalıdır.',
  autoConfirmInvalid: 'Anında onay için evet ya da hayır seçiniz.',
  pendingExpiryInvalid: 'Onay bekleme süresi 1 ile 168 saat arasında olmalıdır.',
  noShowThresholdInvalid: 'Gelmeme sınırı 1 ile 10 arasında olmalı ya da kapalı olmalıdır.',
  closedDaysSpan: 'En fazla {days} günlük bir aralık sorgulanabilir.',
  noRuleGiven: 'Değiştirilecek en az bir kural gönderiniz.',
  timeOffNotFound: 'İzin kaydı bulunamadı.',
  closureNotFound: 'Kapanış kaydı bulunamadı.',
  tooMany: 'Bu kayıt için üst sınıra ulaşıldı (en fazla 200 kayıt).',
  // 409: a rule over appointments already booked (the owner moves or cancels them first, or keeps them with force).
  conflictTimeOff:
    'Bu izin aralığında {count} randevu var. Önce randevuları taşıyın veya iptal edin ya da randevuları koruyarak yine de kaydedin.',
  conflictClosure:
    'Bu kapanış aralığında {count} randevu var. Önce randevuları taşıyın veya iptal edin ya da randevuları koruyarak yine de kaydedin.',
  conflictHoliday:
    'Bu tatil gününde {count} randevu var. Önce randevuları taşıyın veya iptal edin ya da randevuları koruyarak yine de kaydedin.',
  // A booking refused by a rule (400, code in parentheses), and the cancellation deadline (409).
  refusedBreak: 'Seçtiğiniz saat uzmanın mola saatine denk geliyor. Lütfen başka bir saat seçin.', // SLOT_IN_BREAK
  refusedTimeOff: 'Uzman seçtiğiniz saatte izinli. Lütfen başka bir saat seçin.', // EXPERT_TIME_OFF
  refusedClosure: 'İşletme seçtiğiniz tarihte kapalı. Lütfen başka bir tarih seçin.', // VENUE_CLOSED
  refusedHoliday: 'Seçtiğiniz tarih resmî tatil ({name}); işletme bu saatte kapalı. Lütfen başka bir tarih seçin.', // PUBLIC_HOLIDAY
  refusedNotice: 'Bu saat için en az {notice} önceden randevu alınmalıdır. Lütfen daha ileri bir saat seçin.', // MIN_NOTICE
  refusedHorizon: 'En fazla {days} gün sonrası için randevu alınabilir. Lütfen daha yakın bir tarih seçin.', // BEYOND_HORIZON
  refusedBuffer: 'Seçtiğiniz saat uzmanın hazırlık süresine denk geliyor. Lütfen başka bir saat seçin.', // SLOT_IN_BUFFER
  cancellationDeadline: 'Randevunuza {hours} saatten az kaldığı için artık iptal edilemez. Lütfen işletmeyle iletişime geçin.', // CANCELLATION_DEADLINE
  rescheduleDeadline:
    'Randevunuza {hours} saatten az kaldığı için artık saati değiştirilemez. Lütfen işletmeyle iletişime geçin.', // CANCELLATION_DEADLINE
  // Durations in a message.
  minutes: '{count} dakika',
  hours: '{count} saat',
  // The public date strip.
  dayHoliday: 'Resmî tatil',
  dayClosed: 'Kapalı',
  dayHalf: 'Yarım gün',
  emptyHoliday: '{name}: işletme bu gün resmî tatil nedeniyle kapalı.',
  emptyClosed: 'İşletme bu gün kapalı.',
  // The owner's page.
  page: {
    title: 'Müsaitlik Kuralları',
    description: 'Molaları, izinleri, kapanışları, resmî tatilleri ve randevu kurallarını yönetin.',
    link: 'Müsaitlik kuralları',
    rulesTitle: 'Randevu Kuralları',
    minNotice: 'En az önceden bildirim (dakika)',
    horizon: 'Randevu ufku (gün)',
    cancellationNotice: 'İptal için son süre (saat)',
    slotInterval: 'Randevu aralığı (dakika)',
    save: 'Kaydet',
    saving: 'Kaydediliyor...',
    saved: 'Kurallar kaydedildi.',
    timeOffTitle: 'Uzman İzinleri',
    // The salon-wide break (decision 078).
    breakTitle: 'Salon Geneli Mola',
    breakHint: 'Öğle arasını seçtiğiniz uzmanlara ve günlere tek seferde ekleyin; çakıştığı eski molaların yerini alır.',
    breakStart: 'Mola başlangıcı',
    breakEnd: 'Mola bitişi',
    breakExperts: 'Uzmanlar',
    breakWeekdays: 'Günler',
    breakApply: 'Molayı uygula',
    breakApplied: '{count} çalışma gününe mola eklendi.',
    breakSkipped: '{count} gün atlandı: uzman o gün çalışmıyor ya da mola çalışma saatlerinin dışında.',
    breakFailed: 'Mola kaydedilirken bir hata oluştu.',
    expert: 'Uzman',
    startsAt: 'Başlangıç',
    endsAt: 'Bitiş',
    reason: 'Açıklama (isteğe bağlı)',
    addTimeOff: 'İzin Ekle',
    timeOffAdded: 'İzin eklendi.',
    timeOffDeleted: 'İzin silindi.',
    noTimeOff: 'Kayıtlı izin yok.',
    closuresTitle: 'Mekan Kapanışları',
    startDate: 'Başlangıç tarihi',
    endDate: 'Bitiş tarihi',
    addClosure: 'Kapanış Ekle',
    closureAdded: 'Kapanış eklendi.',
    closureDeleted: 'Kapanış silindi.',
    noClosures: 'Kayıtlı kapanış yok.',
    holidaysTitle: 'Resmî Tatiller',
    holidaysHint: 'Resmî tatillerde mekan kapalıdır; açık kalacağınız günleri açın. Arife günleri 13:00’ten sonra kapalıdır.',
    halfDay: 'Yarım gün (13:00’ten sonra kapalı)',
    open: 'Açık',
    closed: 'Kapalı',
    holidayOpened: 'Tatil günü randevuya açıldı.',
    holidayClosed: 'Tatil günü kapatıldı.',
    /** The holiday question of the go-live checklist (decision 075). */
    question: {
      title: 'Bayram ve resmî tatiller',
      hint: 'Bir kez sorulur; sonra her günü "Müsaitlik" sayfasından tek tek değiştirebilirsiniz.',
      holidays: 'Bayramlarda ve resmî tatillerde',
      holidaysHint: 'Ramazan ve Kurban Bayramı günleri, 1 Ocak, 23 Nisan, 1 ve 19 Mayıs, 15 Temmuz, 30 Ağustos, 29 Ekim.',
      eves: 'Arife günleri öğleden sonra',
      evesHint: 'Bayram arifeleri ve 28 Ekim, 13:00’ten sonra.',
      evesBeautyHint: 'Güzellik salonları için yılın en yoğun günleri; açık önerilir.',
      save: 'Kaydet',
      saved: 'Tatil tercihiniz kaydedildi.',
      failed: 'Tatil tercihiniz kaydedilemedi. Lütfen tekrar deneyin.',
      answered: 'Tatil tercihiniz kaydedildi; günleri "Müsaitlik" sayfasından değiştirebilirsiniz.',
    },
    delete: 'Sil',
    keepAnyway: 'Randevuları koruyarak kaydet',
    conflictsTitle: 'Çakışan randevular',
    loadFailed: 'Kurallar yüklenirken bir hata oluştu.',
    breaks: 'Molalar',
    addBreak: 'Mola ekle',
    removeBreak: 'Molayı kaldır',
    // Accessible names of the break controls on the expert form (the visible texts above stay in them).
    addBreakLabel: '{day} için mola ekle',
    removeBreakLabel: '{day}, {n}. molayı kaldır',
    breakStartLabel: '{day}, {n}. mola başlangıç saati',
    breakEndLabel: '{day}, {n}. mola bitiş saati',
    buffer: 'Hazırlık süresi (dakika)',
    bufferHint: 'Hizmetten sonra uzmanın hazırlanması için ayrılan süre; müşteriye gösterilmez.',
    // The owner's page: hints, lists, failures and the conflict dialog.
    rulesHint: 'Bu kurallar müşterilerin aldığı randevular için geçerlidir; kendi eklediğiniz randevular bağlı değildir.',
    minNoticeHint: 'Müşteriler en az bu kadar önceden randevu alabilir.',
    horizonHint: 'Müşteriler en fazla bu kadar gün sonrası için randevu alabilir.',
    cancellationNoticeHint: 'Müşteriler randevuya bu süreden az kala iptal edemez veya randevuyu değiştiremez.',
    slotIntervalHint: 'Müşterilere sunulan başlangıç saatleri arasındaki süre.',
    // Decision 036: instant booking and how long a request waits for the owner's answer (in open hours, decision 097).
    autoConfirm: 'Anında onay',
    autoConfirmHint: 'Açıkken müşterilerin randevuları ve değişiklikleri onayınızı beklemeden kesinleşir.',
    pendingExpiry: 'Onay bekleme süresi (saat)',
    pendingExpiryHint:
      'İşletmenin açık olduğu bu kadar saat içinde yanıtlanmayan istekler süresi dolmuş sayılır ve saat yeniden açılır (en geç randevudan 2 saat önce).',
    noShowThreshold: 'Gelmeyen müşterinin randevusu onaya düşsün',
    noShowThresholdHint:
      'Son 90 günde bu kadar randevusuna gelmeyen müşterinin çevrim içi randevuları, anında onay açık olsa da onayınızı bekler.',
    noShowThresholdOff: 'Kapalı',
    noShowThresholdOption: '{count} kez gelmeyince',
    saveFailed: 'Kaydetme sırasında bir hata oluştu.',
    deleteFailed: 'Silme sırasında bir hata oluştu.',
    retry: 'Tekrar Dene',
    cancel: 'Vazgeç',
    timeOffHint: 'İzinli olduğu saatlerde uzman için randevu alınamaz. Saatler mekanın saatine göredir.',
    noExperts: 'Bu mekanda henüz uzman yok. İzin eklemek için önce bir uzman ekleyin.',
    timeOffList: 'Yaklaşan izinler',
    deleteTimeOff: '{range} iznini sil',
    closuresHint: 'Kapanış günlerinde hiçbir uzman için randevu alınamaz.',
    closureList: 'Kayıtlı kapanışlar',
    deleteClosure: '{range} kapanışını sil',
    year: 'Yıl',
    customer: 'Müşteri',
  },
} as const;
