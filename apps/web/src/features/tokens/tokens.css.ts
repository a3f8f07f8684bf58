import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

/** Secondary text: the dialogs' explanations. */
export const muted = style({ color: vars.color.textMuted, margin: 0 });

/** A token prefix in the list: monospaced, never wrapped. */
export const prefix = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

/** Inline code in a sentence. */
export const inlineCode = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

/** The row actions. */
export const actions = style({ display: 'flex', gap: vars.space.xxs, justifyContent: 'flex-end' });

/** The new token and its Copy button: side by side, stacked on narrow screens. */
export const secretRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** The read-only token field takes the room the Copy button leaves. */
export const secretField = style({ flex: '1 1 16rem', minWidth: 0 });

/** The Copy button keeps its width. */
export const copyButton = style({ flex: '0 0 auto' });
