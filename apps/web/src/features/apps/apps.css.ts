import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

/** The name cell: the app's icon in its colour, then its name. */
export const name = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

/** The icon of an app; `color` is set inline from the app's colour (data, not theme). */
export const icon = style({ flexShrink: 0, color: vars.color.textMuted });

/** The ID cell. */
export const id = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

/** The row actions. */
export const actions = style({ display: 'flex', gap: vars.space.xxs, justifyContent: 'flex-end' });
