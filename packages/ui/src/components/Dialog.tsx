import * as RadixDialog from '@radix-ui/react-dialog';
import { Maximize2, Minimize2, X } from 'lucide-react';
import { useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useUiStrings } from '../strings/UiStrings';
import { IconButton } from './Button';
import * as s from './Dialog.css';

const TABBABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function firstTabbable(container: HTMLElement | null): HTMLElement | null {
  return container?.querySelector<HTMLElement>(TABBABLE) ?? null;
}

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is open (controlled). Leave out with `trigger` for an uncontrolled dialog. */
  open?: boolean;
  /** Called when the dialog asks to open or close (Escape, overlay click, Close button). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered as is, e.g. a `<Button>`). */
  trigger?: ReactNode;
  /** Title; required, it names the dialog for screen readers. */
  title: ReactNode;
  /** Text under the title, linked as the dialog's description. */
  description?: ReactNode;
  /** Width in px (number) or any CSS length; default 400 px (spec: dialog default width). */
  width?: number | string;
  /** Show a button that toggles fullscreen. */
  expandable?: boolean;
  /** Fullscreen state (controlled, e.g. remembered by the app). */
  expanded?: boolean;
  /** Called when the fullscreen button is pressed. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Actions at the bottom right (Cancel, Save, …). */
  footer?: ReactNode;
  /**
   * Makes body and footer one `<form>`: pressing Enter or a `type="submit"` footer button calls
   * this (the default submit is prevented).
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Hide the Close (X) button of the header. */
  hideCloseButton?: boolean;
  /** Class of the dialog content. */
  className?: string;
  children?: ReactNode;
}

/**
 * A modal dialog (Radix Dialog): title, optional description, body, footer actions; 400 px
 * wide by default, optionally expandable to fullscreen. Focus is trapped and returns to the
 * trigger on close.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  width,
  expandable = false,
  expanded,
  onExpandedChange,
  footer,
  onSubmit,
  hideCloseButton = false,
  className,
  children,
}: DialogProps) {
  const strings = useUiStrings();
  const [localExpanded, setLocalExpanded] = useState(false);
  // Without a trigger, Radix does not know where focus came from: remember it and return it.
  const returnFocus = useRef<HTMLElement | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const isExpanded = expandable && (expanded ?? localExpanded);
  const toggleExpanded = () => {
    const next = !isExpanded;
    if (expanded === undefined) setLocalExpanded(next);
    onExpandedChange?.(next);
  };
  const style: CSSProperties | undefined =
    width !== undefined && !isExpanded
      ? { width: typeof width === 'number' ? `${width}px` : width }
      : undefined;

  const inner = (
    <>
      <div className={s.body} ref={bodyRef}>
        {children}
      </div>
      {footer ? (
        <div className={s.footer} ref={footerRef}>
          {footer}
        </div>
      ) : null}
    </>
  );

  return (
    <RadixDialog.Root
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={s.overlay} />
        <RadixDialog.Content
          className={[s.content, isExpanded ? s.fullscreen : undefined, className]
            .filter(Boolean)
            .join(' ')}
          style={style}
          onOpenAutoFocus={(event) => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // Start in the content (first field, else the first footer action such as Cancel),
            // not on the header's Expand/Close buttons.
            const first = firstTabbable(bodyRef.current) ?? firstTabbable(footerRef.current);
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={s.header}>
            <RadixDialog.Title className={s.title}>{title}</RadixDialog.Title>
            {expandable ? (
              <IconButton
                size="sm"
                label={isExpanded ? strings.collapseDialog : strings.expandDialog}
                icon={isExpanded ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
                onClick={toggleExpanded}
              />
            ) : null}
            {hideCloseButton ? null : (
              <RadixDialog.Close asChild>
                <IconButton size="sm" label={strings.close} icon={<X aria-hidden />} />
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className={s.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {onSubmit ? (
            <form
              className={s.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit(event);
              }}
            >
              {inner}
            </form>
          ) : (
            inner
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the surrounding {@link Dialog} (wraps its single child, e.g. a Cancel `<Button>`). */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
