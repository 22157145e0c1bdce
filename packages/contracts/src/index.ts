import { z } from 'zod';

// Default validation texts in Turkish for anything without a message of its own.
z.config(z.locales.tr());

export * from './messages';
export * from './constants';
export * from './money';
export * from './venue-clock';
export * from './common';
export * from './safe-names';
export * from './pricing';
export * from './calendar';
export * from './auth';
export * from './locations';
export * from './categories';
export * from './owner-venues';
export * from './my-appointments';
export * from './email-verification';
export * from './manage';
export * from './venues';
export * from './contact';
export * from './newsletter';
export * from './legal';
export * from './availability';
export * from './appointments';
export * from './appointment-bodies';
export * from './venue-images';
export * from './venue-faqs';
export * from './owner-appointments';
export * from './sub-services';
export * from './experts';
export * from './availability-rules';
export * from './notifications';
export * from './public-cache-writes';
export * from './owner-calendar';
export * from './reviews';
export * from './owner-reports';
export * from './owner-customers';
