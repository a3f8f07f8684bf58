import * as s from './CommandPalette.css';

/** Whether the platform names the command key ⌘ (Apple systems). */
export function isApplePlatform(): boolean {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform ??
    '';
  return /mac|iphone|ipad/i.test(platform);
}

/** Keys to press one after another or together, each in a `<kbd>`. */
export function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <span className={s.keys}>
      {keys.map((key, i) => (
        <kbd key={i} className={s.kbd}>
          {key}
        </kbd>
      ))}
    </span>
  );
}
