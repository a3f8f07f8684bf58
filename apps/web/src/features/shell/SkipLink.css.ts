import { vars } from '@semaphore-console/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Off-screen until focused, then at the top left above everything. */
export const skipLink = style({
  position: 'fixed',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.menu,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.link,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

// The main region and its heading receive focus by script (skip link, navigation), not by Tab:
// they are landmarks, not controls, and need no focus ring.
globalStyle('main[tabindex="-1"]:focus, main h1[tabindex="-1"]:focus', { outline: 'none' });
