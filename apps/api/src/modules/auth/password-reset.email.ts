import { messages } from '@randevu/contracts';
import { renderCodeEmail } from '../notifications/templates/code-email';

/** The reset-code e-mail: the shared layout (HTML with a plain-text part), in Turkish. */
export const renderPasswordResetCodeEmail = (code: string) => renderCodeEmail(messages.auth.passwordReset, code);
