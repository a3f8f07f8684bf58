import { useEffect, useState } from 'react';
import { subscribeFeedReconnected } from '../feed';

/**
 * A number that increases each time the live feed is back after a drop or an outage. The server
 * never replays missed messages (API §7.1): a screen puts it in the dependencies of the effect that
 * loads its data, so the data is reloaded after a reconnect.
 */
export function useFeedEpoch(): number {
  const [epoch, setEpoch] = useState(0);
  useEffect(() => subscribeFeedReconnected(() => setEpoch((n) => n + 1)), []);
  return epoch;
}
