/**
 * `messages.common` of the catalogue (messages.ts). The texts every layer shares (errors, loading).
 * Its own module so that the web app's first paint can import it without the rest of the catalogue
 * (`@randevu/contracts/messages/common`; decision 022).
 */
export const commonMessages = {
  validation: 'Lütfen formdaki hataları düzeltin.',
  invalidJson: 'İstek gövdesi geçerli bir JSON değil.',
  notFound: 'Aradığınız kayıt bulunamadı.',
  routeNotFound: 'İstenen adres bulunamadı.',
  unauthorized: 'Bu işlem için giriş yapmalısınız.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  tooLarge: 'Gönderilen veri çok büyük.',
  tooManyRequests: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.',
  internal: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  unsupportedMediaType: 'Desteklenmeyen içerik türü.',
  invalidCharacters: 'Metin geçersiz karakterler içeriyor.',
  requestTimeout: 'İstek zamanında tamamlanmadı. Lütfen tekrar deneyin.',
  headersTooLarge: 'İstek başlıkları çok büyük.',
  badRequest: 'İstek anlaşılamadı.',
  dateOutOfRange: 'Tarih 01.01.2000 ile 31.12.2100 arasında olmalıdır.',
  // Venue, sub-service and expert names go out in e-mails and SMS to customers.
  nameNoContactDetails: 'Ad; bağlantı, web adresi, e-posta adresi veya telefon numarası içeremez.',
  busy: 'Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.',
  // The database cannot be reached for now: nothing was saved, and trying again shortly will work.
  unavailable: 'Hizmete şu anda geçici olarak ulaşılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  genericError: 'Bir hata oluştu',
  failed: 'Hata oluştu',
  loading: 'Yükleniyor...',
} as const;
