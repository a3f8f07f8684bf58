import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID } from '../../hooks/useMainHeadingFocus';
import * as s from './SkipLink.css';

/**
 * "Skip to main content": the first Tab stop of every signed-in page, shown only while focused;
 * it moves focus to the page's `<main>` (`#main-content`, which has `tabIndex={-1}`).
 */
export function SkipLink() {
  // Handled here: with the page's `<base href>` (web root path) a bare `#main-content` link
  // would load the base address instead of jumping within the page.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className={s.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      <Trans>Skip to main content</Trans>
    </a>
  );
}
