import { demoVenuesAnkaraIzmir } from './demo-venues-ankara-izmir';
import { demoVenuesEdirne } from './demo-venues-edirne';
import { demoVenuesIstanbul } from './demo-venues-istanbul';
import type { DemoVenue } from './demo-venue';

export type { DemoExpert, DemoSubService, DemoVenue } from './demo-venue';

/**
 * The demo marketplace created on first start (never in tests). Prices in lira, converted to kuruş on insert.
 * In the order they are inserted (their ids follow it).
 */
export const demoVenues: DemoVenue[] = [...demoVenuesEdirne, ...demoVenuesIstanbul, ...demoVenuesAnkaraIzmir];
