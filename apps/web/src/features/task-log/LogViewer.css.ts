import { ansiColorNames, vars } from '@semaphore-console/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/**
 * The media query of the narrow task log (a phone, up to 640 px wide): the dialog takes the
 * whole screen, the task's details and the run summary's hosts fold away (spec core §2).
 */
export const NARROW_LOG_QUERY = 'screen and (max-width: 640px)';

/** Height of one unwrapped log line in px (the virtualizer's estimate). */
export const LINE_HEIGHT = 20;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.log.background,
  color: vars.log.foreground,
});

/** One row whatever the width: the search box gives way (a phone has room for little more). */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const searchBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flex: '1 1 220px',
  minWidth: 0,
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: vars.size.controlSmall,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const matchCount = style({
  minWidth: '7ch',
  selectors: { '&:empty': { minWidth: 0 } },
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const toggle = style({
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.surfaceSelected,
      borderColor: vars.color.borderStrong,
    },
  },
});

export const status = style({
  flex: '0 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const connection = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  marginLeft: 'auto',
  whiteSpace: 'nowrap',
});

/** The connection's word: on a phone only its dot shows (the status keeps its label). */
export const connectionText = style({
  '@media': {
    [NARROW_LOG_QUERY]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});

export const connectionDot = styleVariants({
  open: { color: vars.tone.success.solid },
  connecting: { color: vars.tone.pending.solid },
  reconnecting: { color: vars.tone.warning.solid },
  closed: { color: vars.tone.error.solid },
});

export const body = style({ position: 'relative', flex: 1, minHeight: 0, display: 'flex' });

export const scroller = style({
  flex: 1,
  minHeight: '12rem',
  overflow: 'auto',
  overscrollBehavior: 'contain',
  fontFamily: vars.font.mono,
  fontSize: '13px',
  lineHeight: `${LINE_HEIGHT}px`,
  contain: 'strict',
});

export const canvas = style({ position: 'relative', width: '100%', minWidth: 'max-content' });

export const window = style({ position: 'absolute', top: 0, left: 0, minWidth: '100%' });

export const row = style({
  display: 'flex',
  minHeight: LINE_HEIGHT,
  paddingRight: vars.space.sm,
  whiteSpace: 'pre',
  selectors: {
    '&[aria-current="location"]': {
      background: vars.log.highlight,
      boxShadow: `inset 3px 0 0 ${vars.color.focusRing}`,
    },
    // The keyboard's active line (its permalink has focus): the whole row carries the ring.
    '&[data-active]:focus-within': {
      background: vars.log.highlight,
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
    },
  },
});

/** {@link row} laid out (its fonts resolved) but not shown: see `FontWarmRow`. */
export const fontWarm = style({
  visibility: 'hidden',
  pointerEvents: 'none',
  height: 0,
  minHeight: 0,
  overflow: 'hidden',
});

export const rowWrap = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/**
 * Custom property the viewer sets to the digits of its highest line number (at least 6), so the
 * number column is as wide on every row and a seven-digit number fits the gutter.
 */
export const GUTTER_DIGITS_PROPERTY = '--log-gutter-digits';

export const lineNumber = style({
  flex: '0 0 auto',
  minWidth: `calc(var(${GUTTER_DIGITS_PROPERTY}, 6) * 1ch)`,
  paddingRight: vars.space.sm,
  textAlign: 'right',
  color: vars.log.muted,
  textDecoration: 'none',
  userSelect: 'none',
  ':hover': { textDecoration: 'underline' },
  // The row shows the focus ring (see `row`).
  ':focus-visible': { outline: 'none', textDecoration: 'underline' },
});

export const time = style({
  flex: '0 0 auto',
  paddingRight: vars.space.sm,
  color: vars.log.muted,
  userSelect: 'none',
});

export const text = style({ flex: '1 1 auto', minWidth: 0 });

export const match = style({
  background: vars.log.match,
  color: 'inherit',
  borderRadius: '2px',
});

export const currentMatch = style({
  background: vars.log.matchCurrent,
  outline: `1px solid ${vars.log.foreground}`,
});

export const followButton = style({
  position: 'absolute',
  right: vars.space.md,
  bottom: vars.space.md,
  boxShadow: vars.shadow.md,
});

export const empty = style({ padding: vars.space.md, color: vars.log.muted });

export const bold = style({ fontWeight: vars.fontWeight.bold });
export const dim = style({ opacity: 0.7 });
export const italic = style({ fontStyle: 'italic' });
export const underline = style({ textDecoration: 'underline' });
export const link = style({ color: 'inherit', textDecoration: 'underline' });

/** Foreground classes for ANSI palette colours 0-15, read from the theme's terminal tokens. */
export const fg = ansiColorNames.map((name) => style({ color: vars.log.ansi[name] }));
/** Background classes for ANSI palette colours 0-15. */
export const bg = ansiColorNames.map((name) => style({ backgroundColor: vars.log.ansi[name] }));
/** Inverse video without explicit colours: the log's own colours swapped. */
export const inverseDefaultFg = style({ color: vars.log.background });
export const inverseDefaultBg = style({ backgroundColor: vars.log.foreground });

globalStyle(`${row} ::selection`, { background: vars.log.selection });

/** "… 990,000 more characters": the part of a long line its row does not show. */
export const elided = style({
  color: vars.log.muted,
  fontStyle: 'italic',
  userSelect: 'none',
  paddingInline: vars.space.xs,
});
