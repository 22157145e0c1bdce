// Vite's logger for the web build, minus one warning (decision 070). @tailwindcss/vite returns the CSS it
// generates without a source map, so every build warned "Sourcemap is likely to be incorrect" for that
// transform (open upstream: tailwindlabs/tailwindcss#19930). No CSS map is shipped and the JavaScript maps are
// unaffected, so the warning is dropped: a clean build prints no warning, and a new one stands out.
//
// It lives here, outside apps/web, on purpose: Tailwind scans every file under apps/web for class names, and
// these words written in vite.config.ts added utilities to the CSS (a different stylesheet, and so a
// different hash in every chunk that imports it).
import { createLogger } from 'vite';

/** @returns {import('vite').Logger} */
export function buildLogger() {
  const logger = createLogger();
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    if (message.includes('SOURCEMAP_BROKEN') && message.includes('@tailwindcss/vite')) return;
    warn(message, options);
  };
  return logger;
}
