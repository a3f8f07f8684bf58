// Styles of Badge (internal: classes are used by the components, not exported by the package).
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const tone = styleVariants({
  neutral: { background: vars.tone.neutral.surface, color: vars.tone.neutral.text },
  success: { background: vars.tone.success.surface, color: vars.tone.success.text },
  error: { background: vars.tone.error.surface, color: vars.tone.error.text },
  warning: { background: vars.tone.warning.surface, color: vars.tone.warning.text },
  info: { background: vars.tone.info.surface, color: vars.tone.info.text },
  pending: { background: vars.tone.pending.surface, color: vars.tone.pending.text },
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

globalStyle(`${root} svg`, { width: vars.fontSize.md, height: vars.fontSize.md });
