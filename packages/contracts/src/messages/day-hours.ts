/**
 * `messages.dayHours` of the catalogue (messages.ts): an expert's hours for one date and a venue's opened day
 * (decision 100): their errors and the owner calendar's column menu and dialog.
 */
export const dayHoursMessages = {
  // Validation (400).
  dateInvalid: 'Lütfen geçerli bir tarih giriniz.',
  datePast: 'Geçmiş bir günün saatleri değiştirilemez.',
  timeInvalid: 'Lütfen saati SS:dd biçiminde giriniz.',
  hoursOrder: 'Bitiş saati başlangıç saatinden sonra olmalıdır.',
  breakOutside: 'Her mola bu günün çalışma saatleri içinde olmalı ve bitişi başlangıcından sonra olmalıdır.',
  breaksOverlap: 'Molalar birbiriyle çakışamaz.',
  breaksTooMany: 'Bir gün için en fazla 10 mola eklenebilir.',
  offOrHours: 'Lütfen bu günün saatlerini girin ya da günü izinli olarak işaretleyin.',
  noOverride: 'Bu gün için ayrı saat girilmemiş; haftalık saatler geçerli.',
  // The owner calendar: an expert column's menu and dialog.
  menuLabel: '{name} için gün seçenekleri',
  setHours: 'Bu günün saatleri',
  setOff: 'Bu gün izinli',
  backToWeekly: 'Haftalık saate dön',
  dialogTitle: '{name}: {date} saatleri',
  start: 'Başlangıç',
  end: 'Bitiş',
  breaksTitle: 'Molalar',
  breakStart: 'Mola başlangıcı',
  breakEnd: 'Mola bitişi',
  addBreak: 'Mola ekle',
  removeBreak: 'Molayı kaldır',
  save: 'Kaydet',
  cancel: 'Vazgeç',
  saved: 'Bu günün saatleri kaydedildi.',
  offSaved: 'Uzman bu gün izinli olarak işaretlendi.',
  weeklyRestored: 'Haftalık saatlere dönüldü.',
  saveFailed: 'Saatler kaydedilemedi. Lütfen tekrar deneyin.',
  dayOff: 'İzinli',
  ownDay: 'Bu güne özel',
  // The venue's opened day.
  venueOpenDay: 'Bu günü aç',
  venueOpenDayTitle: '{date} için işletme saatleri',
  venueOpened: 'İşletme bu gün açıldı.',
  venueUndo: 'Günü yeniden kapat',
  venueClosedAgain: 'Gün yeniden kapatıldı.',
} as const;
