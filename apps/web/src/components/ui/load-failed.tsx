import { RotateCcw } from 'lucide-react';
import { siteShellMessages } from '@randevu/contracts/messages/site-shell';
import { Alert } from './alert';
import { Button } from './button';

/**
 * A read that failed: its Turkish message and, when it can be tried again, the retry button (spinning while it
 * runs). One block for every list and page that loads data. Offline, the message says that the connection is down.
 */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  retrying = false,
}: {
  message: string;
  retryLabel: string;
  /** Left out when trying again cannot help (the server refused the request itself). */
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <Alert tone="error">
      <p>{offline ? `${siteShellMessages.ui.offline}. ${siteShellMessages.ui.offlineHint}` : message}</p>
      {onRetry ? (
        <div>
          <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
            <RotateCcw aria-hidden />
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
