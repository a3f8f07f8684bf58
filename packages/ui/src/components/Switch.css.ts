// Styles of Switch (internal: classes are used by the components, not exported by the package).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { toggleStates } from './shared.css';

export { toggleLabel as label, toggleRow as row } from './shared.css';

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.size.switchWidth,
  height: vars.size.switchHeight,
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    ...toggleStates,
  },
});

export const thumb = style({
  display: 'block',
  width: vars.size.switchThumb,
  height: vars.size.switchThumb,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transform: `translateX(${vars.space.xxs})`,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"]': {
      transform: `translateX(calc(${vars.size.switchWidth} - ${vars.size.switchThumb} - 2 * ${vars.borderWidth.thin} - ${vars.space.xxs}))`,
      background: vars.color.onPrimary,
    },
  },
});
