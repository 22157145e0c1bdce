import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-level store: without this a test's toasts show up in the next one.
  toast.dismiss();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
