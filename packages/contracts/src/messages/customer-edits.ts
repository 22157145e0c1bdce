/**
 * `messages.ownerCustomers.edit`, `.history`, `.merge` and `.phones` of the catalogue: the front desk corrects a
 * customer card, merges two cards of one person and keeps several numbers on a card (decision 092).
 */
export const customerEditMessages = {
  title: 'Bilgileri düzenle',
  open: 'Düzenle',
  firstName: 'Ad',
  lastName: 'Soyad',
  phone: 'Telefon',
  email: 'E-posta',
  save: 'Kaydet',
  cancel: 'Vazgeç',
  saved: 'Müşteri bilgileri kaydedildi.',
  saveFailed: 'Müşteri bilgileri kaydedilemedi. Lütfen tekrar deneyiniz.',
  hint: 'Yaklaşan randevuların iletişim bilgileri ve hatırlatmaları da yeni bilgilere göre güncellenir.',
  firstNameInvalid: 'Lütfen geçerli bir ad giriniz.',
  lastNameInvalid: 'Lütfen geçerli bir soyad giriniz.',
  emailInvalid: 'Lütfen geçerli bir e-posta adresi giriniz.',
  empty: 'Kartta en az bir ad, telefon veya e-posta kalmalıdır.',
  phoneTaken: 'Bu telefon numarası başka bir müşteri kartında kayıtlı ({name}). Aynı kişiyse kartları birleştiriniz.',
  emailTaken: 'Bu e-posta adresi başka bir müşteri kartında kayıtlı ({name}). Aynı kişiyse kartları birleştiriniz.',
  /** The name a card without one is shown by. */
} as const;

export const customerPhonesMessages = {
  title: 'Diğer numaralar',
  hint: 'Örneğin kızları için randevu alan bir annenin numarası: çocuğun kartında "ortak" olarak işaretlenir.',
  phone: 'Numara {n}',
  shared: 'Ortak numara',
  sharedBadge: 'ortak',
  add: 'Numara ekle',
  remove: 'Numarayı kaldır',
  tooMany: 'En fazla {max} ek numara eklenebilir.',
  repeated: 'Aynı numara bir kartta bir kez yazılabilir.',
  sharedInvalid: 'Lütfen numaranın ortak olup olmadığını seçiniz.',
} as const;

export const customerHistoryMessages = {
  title: 'Değişiklik geçmişi',
  empty: 'Henüz değişiklik yok.',
  listLabel: 'Değişiklikler',
  change: '{field}: {old} → {new}',
  by: '{name} · {date}',
  blank: '(boş)',
  fields: {
    first_name: 'Ad',
    last_name: 'Soyad',
    phone: 'Telefon',
    email: 'E-posta',
    phones: 'Diğer numaralar',
    merged: 'Birleştirilen kart',
  },
} as const;

export const customerMergeMessages = {
  open: 'Birleştir',
  title: 'Kartları birleştir',
  hint: 'Aynı kişinin iki kartını birleştirin: bu kart kalır, diğer kartın randevuları, notu ve gelmediği randevuları bu karta taşınır ve diğer kart silinir. Birleştirme geri alınamaz.',
  searchLabel: 'Birleştirilecek kartı ara',
  searchPlaceholder: 'Ad, soyad veya telefon',
  noMatch: 'Aramanızla eşleşen başka kart bulunamadı.',
  choose: 'Seç',
  keep: 'Kalacak kart',
  remove: 'Silinecek kart',
  visits: 'Ziyaret',
  lastVisit: 'Son ziyaret',
  phones: 'Telefon',
  confirm: 'Kartları Birleştir',
  cancel: 'Vazgeç',
  back: 'Başka kart seç',
  done: 'Kartlar birleştirildi.',
  failed: 'Kartlar birleştirilemedi. Lütfen tekrar deneyiniz.',
  otherInvalid: 'Lütfen birleştirilecek kartı seçiniz.',
  self: 'Bir kart kendisiyle birleştirilemez.',
  otherNotFound: 'Birleştirilecek müşteri kartı bulunamadı.',
  notesTooLong: 'Birleşen notlar {max} karakteri aşıyor. Lütfen önce notlardan birini kısaltınız.',
} as const;
