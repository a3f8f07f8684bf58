import { useLingui } from '@lingui/react/macro';
import type { EventFeedState } from '@semaphore-console/api-client';
import { useEffect, useState } from 'react';
import { feedState, subscribeFeedState } from '../feed';
import { HOUR_CYCLE } from '../format';
import * as s from './ConnectionBanner.css';

/** The feed's state, and when the console last was in contact with the server (ms epoch). */
function useFeedContact(): { state: EventFeedState; lastContact: number } {
  const [value, setValue] = useState(() => ({ state: feedState(), lastContact: Date.now() }));
  useEffect(
    () =>
      subscribeFeedState((state) =>
        setValue((previous) => ({
          state,
          // In contact until the open socket dropped.
          lastContact:
            previous.state === 'open' || state === 'open' ? Date.now() : previous.lastContact,
        })),
      ),
    [],
  );
  return value;
}

/**
 * A slim banner on every page while the live feed is down (the server stopped answering or the
 * socket dropped, API §7.1): "Reconnecting…" with the time of the last contact. It goes away when
 * the feed is back; the screens then reload their data (`subscribeFeedReconnected`).
 */
export function ConnectionBanner() {
  const { t, i18n } = useLingui();
  const { state, lastContact } = useFeedContact();
  if (state !== 'reconnecting') return null;
  const time = new Date(lastContact).toLocaleTimeString(i18n.locale, { hourCycle: HOUR_CYCLE });
  return (
    <div role="status" className={s.banner}>
      {t`Reconnecting to the server… Last contact at ${time}.`}
    </div>
  );
}
