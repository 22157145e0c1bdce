import { Input, type InputProps } from './input';

/** The input of a six-digit code we mailed (password reset, e-mail verification): digits, spaced, filled from the message. */
export function CodeInput(props: InputProps) {
  return <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} className="tracking-[0.3em]" {...props} />;
}
