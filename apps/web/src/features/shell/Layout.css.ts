import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

/** Below this width the drawer becomes a toggled overlay (spec core §9: breakpoint 960). */
const mobile = 'screen and (max-width: 959.98px)';

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.background,
});

/** The drawer: 260 px (spec core §9). */
export const drawer = style({
  width: vars.size.drawer,
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  height: '100vh',
  position: 'sticky',
  top: 0,
  overflowY: 'auto',
  '@media': {
    [mobile]: {
      position: 'fixed',
      left: 0,
      zIndex: vars.zIndex.drawer,
      transform: 'translateX(-100%)',
      visibility: 'hidden',
      transition: `transform ${vars.duration.normal}, visibility ${vars.duration.normal}`,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const drawerOpen = style({
  '@media': { [mobile]: { transform: 'none', visibility: 'visible' } },
});

export const backdrop = style({
  display: 'none',
  '@media': {
    [mobile]: {
      display: 'block',
      position: 'fixed',
      inset: 0,
      background: vars.color.overlay,
      zIndex: `calc(${vars.zIndex.drawer} - 1)`,
      border: 'none',
      padding: 0,
    },
  },
});

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const mobileBar = style({
  display: 'none',
  '@media': {
    [mobile]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderBottom: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
      position: 'sticky',
      top: 0,
      zIndex: vars.zIndex.sticky,
    },
  },
});

export const mobileTitle = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const selector = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.md,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  color: vars.color.text,
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
});

export const selectorText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
});

export const selectorName = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.sm,
  gap: vars.space.xxs,
  flex: 1,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.surfaceSelected,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const bottom = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const switchRow = style({ padding: `${vars.space.xs} ${vars.space.md}` });

export const bottomButton = style({ justifyContent: 'flex-start' });

export const content = style({ flex: 1, minWidth: 0 });

export const menuProject = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: 'inherit',
  textDecoration: 'none',
});

/** The drawn part of a long project list in the selector menu ({@link menuProject} rows). */
export const projectWindow = style({ position: 'relative' });

/** A row of {@link projectWindow}, placed at its offset (`transform`). */
export const projectWindowRow = style({ position: 'absolute', top: 0, left: 0, right: 0 });
