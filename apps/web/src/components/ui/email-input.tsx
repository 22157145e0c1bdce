import { Input, type InputProps } from './input';

/**
 * An e-mail text box: the e-mail keyboard on phones, no auto-capitalisation or spell check, and the
 * browser's stored address offered. Every attribute can be overridden (e.g. autoComplete="off").
 */
export function EmailInput(props: InputProps) {
  return <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
