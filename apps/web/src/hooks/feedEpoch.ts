import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { subscribeFeedReconnected } from '../feed';

/**
 * A number that increases each time the console is back in contact with its server after a feed
 * drop or an outage (`subscribeFeedReconnected`). The server never replays missed messages
 * (API §7.1): a screen puts it in the dependencies of the effect that loads its data, so the data
 * is reloaded after a reconnect.
 */
export function useFeedEpoch(): number {
  const [epoch, setEpoch] = useState(0);
  useEffect(() => subscribeFeedReconnected(() => setEpoch((n) => n + 1)), []);
  return epoch;
}

/**
 * Calls `reload` (the latest one given) each time the console is back in contact with its server
 * after a feed drop or an outage (spec core §4: after recovery the page's data is reloaded). A
 * screen that loads in an effect calls it with the same load; `ResourceList` does it for its
 * `onRetry`. What a person typed in an open form is untouched.
 */
export function useReloadOnRecovery(reload: () => unknown): void {
  const latest = useRef(reload);
  useLayoutEffect(() => {
    latest.current = reload;
  });
  useEffect(() => subscribeFeedReconnected(() => void latest.current()), []);
}
