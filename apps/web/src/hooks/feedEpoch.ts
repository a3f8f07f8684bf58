import { useEffect, useLayoutEffect, useRef } from 'react';
import { subscribeFeedReconnected } from '../server/feed';

/**
 * Calls `reload` (the latest one given) each time the console is back in contact with its server
 * after a feed drop or an outage (spec core §4: after recovery the page's data is reloaded).
 * Stores made by `createServerStore` do this themselves; the shell's project list uses it. What a
 * person typed in an open form is untouched.
 */
export function useReloadOnRecovery(reload: () => unknown): void {
  const latest = useRef(reload);
  useLayoutEffect(() => {
    latest.current = reload;
  });
  useEffect(() => subscribeFeedReconnected(() => void latest.current()), []);
}
