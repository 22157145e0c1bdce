/**
 * The texts of a six-digit code we mail, the same for a password reset (`messages.auth.passwordReset`) and e-mail
 * verification (`messages.emailVerification`), which spread them in: written once (ARCHITECTURE rule 10).
 */
export const oneTimeCodeMessages = {
  resendIn: (seconds: number) => `${seconds} saniye sonra tekrar gönderebilirsiniz`,
  codeSentTo: (email: string) => `Kodu gönderdiğimiz adres: ${email}`,
  codeRequired: 'Doğrulama kodu zorunludur.',
  codeFormat: 'Doğrulama kodu 6 haneli bir sayı olmalıdır.',
  codeWrong: 'Doğrulama kodu hatalı. Lütfen tekrar deneyin.',
  codeTooManyAttempts: 'Çok fazla hatalı deneme yapıldı; bu kod artık geçersiz. Lütfen yeni kod isteyin.',
};
