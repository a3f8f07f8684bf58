import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Id of the `<main>` element of the project and site layouts: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

function openDialog(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`);
}

function focusHeading(heading: HTMLElement): void {
  // A heading is a focus target, not a control: reachable by script, not by Tab.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * Moves focus to the page's main heading (the first `h1` of `#main-content`) after every route
 * navigation (a new path) and on the first page after start-up or sign-in, so keyboard and
 * screen-reader users start at the new page instead of on `<body>` or a link of the old page.
 *
 * A screen that shows its heading only once its data has loaded is waited for; a heading that is
 * replaced while the page settles hands focus to the new one. It stops at the person's first
 * key or pointer press or when focus moves elsewhere, and never takes focus from an open dialog
 * (e.g. a task log opened by its address).
 */
export function useMainHeadingFocus(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let focused: HTMLElement | null = null;
    const settle = () => {
      if (openDialog()) return;
      const heading = mainHeading();
      if (!heading || heading === focused) return;
      const active = document.activeElement;
      // First arrival: take focus from wherever it is (the link that navigated, `<body>`);
      // afterwards only when it fell to `<body>` because the focused heading was replaced.
      if (focused !== null && active !== null && active !== document.body) return;
      focused = heading;
      focusHeading(heading);
    };
    const observer = new MutationObserver(settle);
    // Focus moved elsewhere (a field the person clicked or a script focused): leave it there.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== focused) stop();
    };
    const stop = () => {
      observer.disconnect();
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
      window.removeEventListener('focusin', onFocusIn, true);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    window.addEventListener('focusin', onFocusIn, true);
    settle();
    return stop;
  }, [pathname]);
}
