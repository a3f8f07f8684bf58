import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

/** The Members / Invites tab row, aligned with the resource list's padding below it. */
export const tabs = style({
  padding: `${vars.space.xl} ${vars.space.xl} 0`,
  '@media': { 'screen and (max-width: 600px)': { padding: `${vars.space.md} ${vars.space.md} 0` } },
});

/** A tab's panel: the resource list inside brings its own padding. */
export const panel = style({ paddingTop: 0 });
