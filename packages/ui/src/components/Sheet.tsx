import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useUiStrings } from '../strings/UiStrings';
import { IconButton } from './Button';
import * as dialog from './Dialog.css';
import * as s from './Sheet.css';
import { visuallyHidden } from './shared.css';

/** Props of {@link Sheet}. */
export interface SheetProps {
  /** Whether it is open (controlled). */
  open: boolean;
  /** Called on Escape, overlay click and the Close button. */
  onOpenChange: (open: boolean) => void;
  /** Title; required for screen readers. */
  title: ReactNode;
  /** Keep the title for screen readers only (e.g. a navigation drawer that shows a logo). */
  hideTitle?: boolean;
  /** Edge it slides in from; default left. */
  side?: 'left' | 'right';
  /** Width in px or a CSS length; default the drawer width (260 px). */
  width?: number | string;
  /** Hide the Close (X) button of the header. */
  hideCloseButton?: boolean;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal side panel (Radix Dialog) sliding in from an edge: the navigation drawer's overlay
 * mode on narrow screens (spec: drawer 260 px, mobile breakpoint 960 px), or a details panel.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  side = 'left',
  width,
  hideCloseButton = false,
  children,
  className,
}: SheetProps) {
  const strings = useUiStrings();
  // Return focus to whatever opened the sheet (it has no Radix trigger).
  const returnFocus = useRef<HTMLElement | null>(null);
  const style: CSSProperties | undefined =
    width !== undefined ? { width: typeof width === 'number' ? `${width}px` : width } : undefined;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialog.overlay} />
        <RadixDialog.Content
          className={[s.content, s.side[side], className].filter(Boolean).join(' ')}
          style={style}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
        >
          {hideTitle && hideCloseButton ? (
            <RadixDialog.Title className={visuallyHidden}>{title}</RadixDialog.Title>
          ) : (
            <div className={s.header}>
              <RadixDialog.Title className={hideTitle ? visuallyHidden : s.title}>
                {title}
              </RadixDialog.Title>
              {hideCloseButton ? null : (
                <RadixDialog.Close asChild>
                  <IconButton size="sm" label={strings.close} icon={<X aria-hidden />} />
                </RadixDialog.Close>
              )}
            </div>
          )}
          <div className={s.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
