import { FALLBACK_DURATION_MINUTES } from './constants';

/**
 * Where a booking's duration and price come from, most specific first. One copy for the server
 * (slot computation, the price copied into an appointment) and the web (the booking sheet), so
 * both always show and charge the same (decision 007).
 */
export interface DurationSources {
  expertSubServiceMinutes?: number | null;
  subServiceMinutes?: number | null;
  expertServiceMinutes?: number | null;
  serviceMinutes?: number | null;
}

/**
 * Duration precedence: the expert's custom duration for the sub-service, else the sub-service's,
 * else the expert's custom duration for the service, else the catalogue service's, else 60 minutes.
 * Zero, negative or missing values are skipped.
 */
export function resolveDurationMinutes(s: DurationSources): number {
  return (
    [s.expertSubServiceMinutes, s.subServiceMinutes, s.expertServiceMinutes, s.serviceMinutes].find(
      (v): v is number => typeof v === 'number' && v > 0,
    ) ?? FALLBACK_DURATION_MINUTES
  );
}

/** Amounts in one unit: kuruş on the server, lira on the web; the rule is the same. */
export interface PriceSources {
  expertSubService?: number | null;
  subService?: number | null;
  expertService?: number | null;
  serviceDefault: number;
}

/**
 * Price precedence: the expert's custom price for the sub-service, else the sub-service price,
 * else the expert's custom service price, else the catalogue default. Negative or missing values are skipped.
 */
export function resolvePrice(s: PriceSources): number {
  return (
    [s.expertSubService, s.subService, s.expertService].find((v): v is number => typeof v === 'number' && v >= 0) ??
    s.serviceDefault
  );
}
