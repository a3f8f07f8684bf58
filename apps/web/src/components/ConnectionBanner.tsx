import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { connectionStatus, subscribeConnectionStatus } from '../server/feed';
import { HOUR_CYCLE } from '../lib/format';
import * as s from './ConnectionBanner.css';

/**
 * A slim banner on every page while the console is out of contact with its server (spec core §4):
 * the live feed dropped (API §7.1) or REST calls fail with network errors or gateway answers
 * (`serverReachability`, probed with `GET api/ping`). It says "Reconnecting…" with the time of
 * the last contact and goes away once both work again; the screens then reload their data
 * (`subscribeFeedReconnected`).
 */
export function ConnectionBanner() {
  const { t, i18n } = useLingui();
  const { feedDown, restDown, lastContact } = useSyncExternalStore(
    subscribeConnectionStatus,
    connectionStatus,
  );
  if (!feedDown && !restDown) return null;
  const time =
    lastContact === null
      ? null
      : new Date(lastContact).toLocaleTimeString(i18n.locale, { hourCycle: HOUR_CYCLE });
  return (
    <div role="status" className={s.banner}>
      {time === null
        ? t`Reconnecting to the server…`
        : t`Reconnecting to the server… Last contact at ${time}.`}
    </div>
  );
}
