import { vars } from '@semaphore-console/ui';
import { style } from '@vanilla-extract/css';

/** The slim offline banner at the top of every page. */
export const banner = style({
  position: 'sticky',
  top: 0,
  zIndex: 1000,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  background: vars.tone.warning.surface,
  color: vars.tone.warning.text,
  borderBottom: `1px solid ${vars.tone.warning.solid}`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
