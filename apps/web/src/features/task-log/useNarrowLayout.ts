import { useSyncExternalStore } from 'react';
import { NARROW_LOG_QUERY } from './LogViewer.css';

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(NARROW_LOG_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function narrowNow(): boolean {
  return typeof matchMedia === 'function' && matchMedia(NARROW_LOG_QUERY).matches;
}

/** Whether the window is narrow ({@link NARROW_LOG_QUERY}); follows resizes and rotations. */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
