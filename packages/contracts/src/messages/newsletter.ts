/**
 * `messages.newsletter` of the catalogue (messages.ts): the Turkish texts of the newsletter domain (decision 018, 022).
 */
export const newsletterMessages = {
  success: 'Bültenimize abone oldunuz. Teşekkür ederiz!',
  failed: 'Aboneliğiniz kaydedilemedi. Lütfen tekrar deneyin.',
  rateLimited: 'Çok fazla deneme yaptınız. Lütfen daha sonra tekrar deneyin.',
} as const;
