/**
 * `@randevu/contracts/messages`: the Turkish texts and the constants, without zod or any schema.
 * The web app's first paint imports only this entry (bundle budget; decision 022); the schemas
 * stay behind the main entry `@randevu/contracts`, which re-exports everything here as well.
 * A single domain of the catalogue that has its own module is importable alone as
 * `@randevu/contracts/messages/<domain>` (src/messages/), for the landing page's first paint.
 */
export * from './messages';
export * from './constants';
export * from './money';
export * from './venue-clock';
export * from './venue-slug';
export * from './map-links';
export * from './phone';
