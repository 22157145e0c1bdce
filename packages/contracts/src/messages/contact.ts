/**
 * `messages.contact` of the catalogue (messages.ts): the Turkish texts of the contact domain (decision 018, 022).
 */
export const contactMessages = {
  success: 'Mesajınız alındı. En kısa sürede size dönüş yapacağız.',
  failed: 'Mesajınız gönderilemedi. Lütfen tekrar deneyin.',
  consentRequired: 'Devam etmek için aydınlatma metnini onaylamalısınız.',
  messageRequired: 'Mesaj zorunludur.',
  messageTooLong: 'Mesaj en fazla 2000 karakter olabilir.',
  businessTypeInvalid: 'Lütfen geçerli bir işletme türü seçiniz.',
  rateLimited: 'Çok fazla mesaj gönderdiniz. Lütfen daha sonra tekrar deneyin.',
  phoneInvalid: 'Telefon numarası yalnızca rakamlardan oluşmalıdır (7-15 hane).',
  // The /iletisim page.
  title: 'İletişim',
  description: 'Sorularınız, önerileriniz veya işletmenizi platforma eklemek için bize yazın; en kısa sürede dönüş yapalım.',
  metaDescription:
    'Randevu ekibine ulaşın: işletmenizi eklemek, iş birliği ya da destek talepleriniz için iletişim formunu doldurun.',
  formTitle: 'Bize yazın',
  firstName: 'Ad',
  lastName: 'Soyad',
  email: 'E-posta',
  phone: 'Telefon',
  phoneHint: 'Yalnızca rakam (ör. 5321234567).',
  businessType: 'İşletme türü',
  businessTypePlaceholder: 'İşletme türünü seçiniz',
  message: 'Mesajınız',
  messageHint: 'En fazla 2000 karakter.',
  consentBefore: 'Kişisel verilerimin ',
  consentLink: 'Aydınlatma Metni',
  consentAfter: ' kapsamında işlenmesini ve benimle iletişime geçilmesini kabul ediyorum.',
  consentHint: 'Onay vermeden formu gönderemezsiniz.',
  submit: 'Gönder',
  infoTitle: 'İletişim bilgileri',
  infoEmail: 'E-posta',
  infoPhone: 'Telefon',
  infoHours: 'Hafta içi 09:00 - 18:00 arasında yanıt veriyoruz.',
} as const;
