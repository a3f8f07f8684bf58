import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

/** Links in the table (task, project). */
export const link = style({ color: vars.color.link });
