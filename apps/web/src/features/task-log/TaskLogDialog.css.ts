import { vars } from '@semaphore-console/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { NARROW_LOG_QUERY } from './LogViewer.css';
import { column } from '../../components/layout.css';

/** The dialog: wide for logs, the viewer fills the rest of its height; a phone's whole screen. */
export const dialog = style({
  width: 'min(1100px, calc(100vw - 16px))',
  maxWidth: 'calc(100vw - 16px)',
  '@media': {
    [NARROW_LOG_QUERY]: {
      top: 0,
      left: 0,
      transform: 'none',
      width: '100vw',
      maxWidth: '100vw',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
    },
  },
});

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  minHeight: 0,
});

export const viewer = style({ height: 'min(60vh, 640px)', flex: '0 0 auto' });

export const viewerFullscreen = style({ height: 'auto', flex: '1 1 auto', minHeight: '12rem' });

export const title = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

// The breadcrumb chevron of the ui's Breadcrumbs, between the template's name and the task.
export const separator = style({ color: vars.color.textMuted, alignSelf: 'center', flexShrink: 0 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const detail = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const wide = style({ gridColumn: '1 / -1' });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

// A long status label ("Waiting for confirmation") wraps inside its own cell instead of running
// over the next one (the badge itself never wraps in tables).
globalStyle(`${value} > *`, { whiteSpace: 'normal' });

export const commit = style({ fontFamily: vars.font.mono });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
});

/** "Reading the last lines of the log…" while the log is read again after the task ended. */
export const settling = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The details folded on a phone (see `TaskDetailsSection`). */
export const narrowDetails = column.xs;

/** The task's status and the "Details" toggle, in one row. */
export const narrowStatus = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
