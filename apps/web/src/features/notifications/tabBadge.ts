import { lightTokens } from '@semaphore-console/ui';

/** How a task status is drawn in the favicon badge (spec core §4 icons: check, cross, clock). */
export type BadgeKind = 'success' | 'error' | 'pending';

/** The badge kind of a status: success, error (and stopped), else pending. */
export function badgeKind(status: string): BadgeKind {
  if (status === 'success') return 'success';
  if (status === 'error' || status === 'stopped') return 'error';
  return 'pending';
}

const MARKS: Record<BadgeKind, string> = {
  success:
    '<path d="M9 16.5l4.5 4.5L23 11" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>',
  error:
    '<path d="M11 11l10 10M21 11L11 21" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>',
  pending:
    '<path d="M16 9v7l4.5 3" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>',
};

/**
 * The favicon of a background tab whose open task has this status: a 32×32 SVG data URL, a disc
 * in the theme's status colour with a check, a cross or a clock hand.
 */
export function badgeIcon(status: string): string {
  const kind = badgeKind(status);
  const colour = lightTokens.tone[kind].solid;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="${colour}"/>${MARKS[kind]}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The tab title while the tab is in the background: "{status} · {template} #{id} — {title}". */
export function badgeTitle(
  statusLabel: string,
  templateName: string | null,
  taskId: number,
  title: string,
): string {
  const what = templateName ? `${templateName} #${taskId}` : `#${taskId}`;
  return `${statusLabel} · ${what} — ${title}`;
}
