import { useEffect, useState } from 'react';
import { nearestCity } from '../lib/city-centres';

/** Geolocation with high accuracy and a 7000 ms timeout. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 7000, maximumAge: 0 };

/**
 * Asks the browser for the device position once and answers the plate code (= city id) of the nearest
 * province centre, computed here: the position never leaves the page (docs/decisions/014). Refusal,
 * timeout or a browser without geolocation leave it null, silently.
 */
export function useNearestCity(): number | null {
  const [plate, setPlate] = useState<number | null>(null);
  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (active) setPlate(nearestCity(position.coords.latitude, position.coords.longitude));
      },
      () => undefined,
      GEOLOCATION_OPTIONS,
    );
    return () => {
      active = false;
    };
  }, []);
  return plate;
}
