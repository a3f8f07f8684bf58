// Styles of Tooltip (internal: classes are used by the components, not exported by the package).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: vars.size.textMeasure,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.shadow.sm,
  overflowWrap: 'anywhere',
});
