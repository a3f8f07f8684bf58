import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import * as s from './Tooltip.css';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The hint (plain text or nodes; server text is rendered as text). */
  content: ReactNode;
  /** The one element it describes (must accept a ref and focus, e.g. a Button or a link). */
  children: ReactElement;
  /** Side of the element; default top. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Wait before showing on hover, in ms (default 500). Keyboard focus shows it too. */
  delayMs?: number;
}

/**
 * A hover/focus hint (Radix Tooltip, role="tooltip", linked with aria-describedby). Not for
 * essential information: touch screens rarely show it. An IconButton is already named by its
 * `label`; use this for extra detail such as a full date behind a relative time.
 */
export function Tooltip({ content, children, side = 'top', delayMs = 500 }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayMs}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={4}
            collisionPadding={8}
            className={s.content}
          >
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
