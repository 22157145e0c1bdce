/**
 * What travels between the three reset pages in the router's history state (never in the URL):
 * the address to /approve-code, the reset token to /new-password.
 */
export interface ApproveCodeState {
  email: string;
  /** When the last code was requested (ms), so the resend cooldown survives a reload. */
  sentAt: number;
}

export interface NewPasswordState {
  token: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function readApproveCodeState(state: unknown): ApproveCodeState | null {
  if (!isObject(state) || typeof state.email !== 'string' || !state.email) return null;
  return { email: state.email, sentAt: typeof state.sentAt === 'number' ? state.sentAt : Date.now() };
}

export function readNewPasswordState(state: unknown): NewPasswordState | null {
  if (!isObject(state) || typeof state.token !== 'string' || !state.token) return null;
  return { token: state.token };
}
