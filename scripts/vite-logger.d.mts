import type { Logger } from 'vite';

/** Types of vite-logger.mjs for apps/web/vite.config.ts. */
export function buildLogger(): Logger;
