/**
 * The landing page is prerendered at build time (scripts/prerender.mjs → dist/landing.html; decision 022):
 * its #root carries this attribute, which tells main.tsx to hydrate instead of rendering from scratch.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
