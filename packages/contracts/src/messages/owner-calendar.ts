/**
 * `messages.ownerCalendar` of the catalogue (messages.ts): the owner's calendar and front desk (issue 24): the page,
 * owner-entered bookings, moves and their errors.
 */
export const ownerCalendarMessages = {
  rangeInvalid: 'Lütfen geçerli bir tarih aralığı seçiniz.',
  rangeTooLong: 'Takvim en fazla {days} günlük aralık için gösterilebilir.',
  // Owner-entered bookings and moves.
  expertRequired: 'Lütfen bir uzman seçiniz.',
  serviceRequired: 'Lütfen bir hizmet seçiniz.',
  subServiceInvalid: 'Lütfen geçerli bir alt hizmet seçiniz.',
  /** The service has sub-services: the front desk books one of them, as the customer does. */
  subServiceRequired: 'Lütfen bir alt hizmet seçiniz.',
  dateInvalid: 'Lütfen geçerli bir tarih seçiniz.',
  timeInvalid: 'Lütfen geçerli bir saat seçiniz.',
  firstNameInvalid: 'Lütfen müşterinin adını giriniz.',
  lastNameInvalid: 'Lütfen müşterinin soyadını giriniz.',
  phoneInvalid: 'Lütfen geçerli bir telefon numarası giriniz.',
  emailInvalid: 'Lütfen geçerli bir e-posta adresi giriniz.',
  notesTooLong: 'Not en fazla 500 karakter olabilir.',
  outsideHoursInvalid: 'Lütfen mesai dışı onayını doğru gönderiniz.',
  /** 409 OUTSIDE_HOURS: the rule the start breaks; sending `outside_hours: true` books it anyway. */
  warning: {
    hours: 'Bu saat uzmanın veya işletmenin çalışma saatleri dışında. Yine de kaydetmek için onaylayın.',
    break: 'Bu saat uzmanın mola saatine denk geliyor. Yine de kaydetmek için onaylayın.',
    timeOff: 'Uzman bu saatte izinli. Yine de kaydetmek için onaylayın.',
    closure: 'İşletme bu tarihte kapalı. Yine de kaydetmek için onaylayın.',
    holiday: 'Bu tarih resmî tatil ({name}) ve işletme kapalı. Yine de kaydetmek için onaylayın.',
  },
  refusedPast: 'Geçmiş bir saate randevu eklenemez.',
  refusedDayEnd: 'Randevu başladığı gün içinde bitmelidir.',
  moveStarted: 'Başlamış bir randevu taşınamaz.',
  page: {
    title: 'Takvim',
    link: 'Takvim',
  },
} as const;
