import { oneTimeCodeMessages } from './one-time-code';

/**
 * `messages.emailVerification` of the catalogue (messages.ts): a signed-in user verifies the account's e-mail with
 * a 6-digit code, and the appointments booked as a guest with that address join 'Randevularım' (decision
 * 038).
 */
export const emailVerificationMessages = {
  // The card in 'Randevularım'.
  title: 'E-postanızı doğrulayın',
  description: (email: string) =>
    `${email} adresini doğruladığınızda bu adresle misafir olarak aldığınız randevular burada görünür.`,
  sendCode: 'Kod gönder',
  resend: 'Tekrar gönder',
  ...oneTimeCodeMessages,
  code: 'Doğrulama kodu',
  verify: 'Doğrula',
  codeSent: 'Doğrulama kodu e-posta adresinize gönderildi. Kod 15 dakika geçerlidir.',
  verified: 'E-posta adresiniz doğrulandı.',
  claimed: (count: number) => `E-posta adresiniz doğrulandı. ${count} misafir randevunuz Randevularım'a eklendi.`,
  // The API's refusals.
  codeExpired: 'Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.',
  codeMissing: 'Geçerli bir doğrulama kodunuz yok. Lütfen yeni kod isteyin.',
  alreadyVerified: 'E-posta adresiniz zaten doğrulanmış.',
  resendTooSoon: 'Yeni kod istemeden önce lütfen 1 dakika bekleyin.',
  userLimit: 'Bu saat içinde çok fazla doğrulama kodu istediniz. Lütfen daha sonra tekrar deneyin.',
  addressLimit: 'Bu e-posta adresi için bu saat içinde çok fazla kod istendi. Lütfen daha sonra tekrar deneyin.',
  // The e-mail.
  emailSubject: 'Randevu e-posta doğrulama kodunuz',
  emailTitle: 'E-posta doğrulama kodunuz',
  emailIntro:
    'Randevu hesabınızın e-posta adresini doğrulamak için aşağıdaki kodu Randevularım sayfasına girin. Doğruladığınızda bu adresle misafir olarak aldığınız randevular hesabınızda görünür.',
  emailValidity: 'Kod 15 dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
  emailIgnore: 'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.',
  emailCodeLabel: 'Doğrulama kodu',
} as const;
