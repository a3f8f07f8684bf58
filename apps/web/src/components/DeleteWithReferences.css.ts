import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';
import { boldText, column } from './layout.css';

export const stack = column.md;

export const groupTitle = boldText.md;

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const link = style({ color: vars.color.link });

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
