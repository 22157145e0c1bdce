import { messages } from '@randevu/contracts';
import { renderCodeEmail } from '../notifications/templates/code-email';

/** The verification-code e-mail: the shared layout (HTML with a plain-text part), in Turkish. */
export const renderEmailVerificationCodeEmail = (code: string) => renderCodeEmail(messages.emailVerification, code);
