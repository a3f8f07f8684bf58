import { useEffect, useState } from 'react';
import { useUiStrings } from '../strings/UiStrings';
import * as s from './DelayedProgress.css';

/** Props of {@link DelayedProgress}. */
export interface DelayedProgressProps {
  /**
   * How long to wait before showing anything, in ms (default 1000: the spec's "progress
   * delay about 1 s"). Fast operations so never flash a spinner. 0 shows it at once.
   */
  delayMs?: number;
  /** Accessible name (and visible text with `showLabel`); default the `loading` UI string. */
  label?: string;
  /** spinner (default) or bar (a thin indeterminate line, e.g. at the top of a page or table). */
  variant?: 'spinner' | 'bar';
  /** Spinner size: sm (16 px), md (28 px, default), lg (36 px). */
  size?: 'sm' | 'md' | 'lg';
  /** Show the label next to the spinner. */
  showLabel?: boolean;
  /** Centre it in a padded block (a whole-page or whole-panel loading state). */
  centered?: boolean;
  className?: string;
}

/**
 * An indeterminate progress indicator (role="progressbar") that renders nothing for the
 * first `delayMs` ms, then appears.
 */
export function DelayedProgress({
  delayMs = 1000,
  label,
  variant = 'spinner',
  size = 'md',
  showLabel = false,
  centered = false,
  className,
}: DelayedProgressProps) {
  const strings = useUiStrings();
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) {
      setVisible(true);
      return undefined;
    }
    setVisible(false);
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;

  const name = label ?? strings.loading;
  const indicator =
    variant === 'bar' ? (
      <span
        role="progressbar"
        aria-label={name}
        className={[s.bar, className].filter(Boolean).join(' ')}
      >
        <span className={s.barFill} />
      </span>
    ) : (
      <span className={[s.row, className].filter(Boolean).join(' ')}>
        <span
          role="progressbar"
          aria-label={name}
          className={`${s.spinner} ${s.spinnerSize[size]}`}
        />
        {showLabel ? <span aria-hidden="true">{name}</span> : null}
      </span>
    );
  return centered ? <div className={s.center}>{indicator}</div> : indicator;
}
