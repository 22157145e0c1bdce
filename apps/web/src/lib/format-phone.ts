/**
 * How a phone is shown and linked, everywhere on the web (decision 084): the one formatter of the contracts, beside
 * the normaliser that decides what is stored (decision 087). From the messages entry, which brings no zod.
 */
export { formatPhone, phoneHref } from '@randevu/contracts/messages';
