import { vars } from '@semaphore-console/ui';
import { style, styleVariants } from '@vanilla-extract/css';
import { wrapRow } from '../../../components/layout.css';

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  maxHeight: '40%',
  overflow: 'auto',
  flex: '0 0 auto',
});

export const line = wrapRow.xs;

export const now = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minWidth: 0,
  marginRight: 'auto',
});

export const nowItem = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const term = style({ color: vars.color.textMuted });

export const errors = style({
  color: vars.tone.error.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const table = style({
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  width: 'max-content',
  maxWidth: '100%',
});

export const th = style({
  padding: `0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'right',
  selectors: { '&:first-child': { textAlign: 'left', paddingLeft: 0 } },
});

export const td = style({
  padding: `0 ${vars.space.xs}`,
  textAlign: 'right',
  selectors: { '&:first-child': { textAlign: 'left', paddingLeft: 0 } },
});

export const cell = style({
  minWidth: '4ch',
  padding: `1px ${vars.space.xs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.surfaceSelected,
      borderColor: vars.color.borderStrong,
    },
  },
});

export const zero = style({ color: vars.color.textMuted, padding: `1px ${vars.space.xs}` });

export const tone = styleVariants({
  ok: { color: vars.tone.success.text },
  changed: { color: vars.tone.warning.text },
  unreachable: { color: vars.tone.error.text },
  failed: { color: vars.tone.error.text },
  skipped: { color: vars.tone.info.text },
  rescued: { color: vars.tone.info.text },
  ignored: { color: vars.tone.neutral.text },
});
