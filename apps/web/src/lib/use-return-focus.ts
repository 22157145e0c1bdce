import { useRef } from 'react';

/**
 * Focus handlers for a dialog or sheet that the page's own button opens: the opener is remembered when it opens
 * and focused again when it closes, if it is still there.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    // NOTE: Radix returns focus to a Dialog.Trigger only (https://www.radix-ui.com/primitives/docs/components/dialog).
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
