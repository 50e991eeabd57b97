import { useEffect, useRef, useState } from 'react';
import { DELIVERY_LIMITS, geoPoint } from '@godown/shared';
import { errorMessage } from '../../api/client';
import { m } from '../../paraglide/messages.js';
import { shareLocation } from './deliveries-api';

/** Whether the driver chose to share their location (remembered on this phone). */
const CHOICE_KEY = 'godown.shareLocation';

export function rememberedChoice(): boolean {
  try {
    return window.localStorage.getItem(CHOICE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function rememberChoice(on: boolean): void {
  try {
    window.localStorage.setItem(CHOICE_KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered: the switch starts off next time.
  }
}

/** Whether a position should be sent now: the first one, then one per interval. */
export function isDue(
  lastSentAt: number | null,
  now: number,
  everyMs: number = DELIVERY_LIMITS.locationShareEveryMs,
) {
  return lastSentAt === null || now - lastSentAt >= everyMs;
}

export interface SharingState {
  /** When the last position went to the server. */
  lastSentAt: number | null;
  /** Why it is not working (permission refused, no fix, the server refused). */
  problem: string | null;
}

/**
 * While `enabled` and some transports are in transit, watches the phone's position and sends it as
 * their current point: at once, then at most every DELIVERY_LIMITS.locationShareEveryMs while
 * this page is open (the server also limits how often it accepts one). Stops when the page closes,
 * the switch is turned off, or nothing is in transit.
 */
export function useShareLocation(enabled: boolean, transportIds: readonly string[]): SharingState {
  const [state, setState] = useState<SharingState>({ lastSentAt: null, problem: null });
  const lastSent = useRef<number | null>(null);
  const ids = transportIds.join(',');

  useEffect(() => {
    if (!enabled || ids === '') return;
    if (!('geolocation' in navigator)) {
      setState((s) => ({ ...s, problem: m.transportation_location_unsupported() }));
      return;
    }
    let stopped = false;
    const send = async (position: GeolocationPosition) => {
      const now = Date.now();
      if (stopped || !isDue(lastSent.current, now)) return;
      lastSent.current = now;
      const point = geoPoint(position.coords.longitude, position.coords.latitude);
      try {
        await Promise.all(ids.split(',').map((id) => shareLocation(id, point)));
        if (!stopped) setState({ lastSentAt: now, problem: null });
      } catch (error) {
        if (!stopped)
          setState((s) => ({ ...s, problem: errorMessage(error, m.transportation_location_send_failed()) }));
      }
    };
    const watch = navigator.geolocation.watchPosition(
      (position) => void send(position),
      (error) =>
        setState((s) => ({
          ...s,
          problem:
            error.code === error.PERMISSION_DENIED
              ? m.transportation_location_blocked()
              : m.transportation_position_unavailable(),
        })),
      { enableHighAccuracy: false, maximumAge: 60_000, timeout: 30_000 },
    );
    // watchPosition may stay quiet while the phone does not move: ask again when a share is due.
    const timer = setInterval(() => {
      if (isDue(lastSent.current, Date.now())) {
        navigator.geolocation.getCurrentPosition(
          (position) => void send(position),
          () => undefined,
          {
            maximumAge: 60_000,
            timeout: 30_000,
          },
        );
      }
    }, DELIVERY_LIMITS.locationShareEveryMs / 4);
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
    };
  }, [enabled, ids]);

  return state;
}
