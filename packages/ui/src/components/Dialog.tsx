import * as RadixDialog from '@radix-ui/react-dialog';
import { Maximize2, Minimize2, X } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useUiStrings } from '../strings/UiStrings';
import { IconButton } from './Button';
import * as s from './Dialog.css';

const TABBABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Marks an element that handles Escape itself (a code editor): Escape pressed inside it does not
 * close the surrounding {@link Dialog}. Spread on the element: `<div {...OWNS_ESCAPE}>`.
 */
export const OWNS_ESCAPE = { 'data-owns-escape': '' } as const;

function firstTabbable(container: HTMLElement | null): HTMLElement | null {
  return container?.querySelector<HTMLElement>(TABBABLE) ?? null;
}

/**
 * Where focus starts in a dialog: the first field of the body; without one, the footer's submit
 * button (Run, Save), else its first action (Cancel of a confirmation). `'wait'` when the body has
 * no field yet and the submit button is disabled: the content is still loading.
 */
function initialFocus(
  body: HTMLElement | null,
  footer: HTMLElement | null,
): HTMLElement | 'wait' | null {
  const field = firstTabbable(body);
  if (field) return field;
  const submit = footer?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit) return submit.disabled ? 'wait' : submit;
  return firstTabbable(footer);
}

/**
 * The element to give focus back to when a dialog opened from `active` closes: `active` itself,
 * or, when it is an item of a menu (which closes and unmounts as the dialog opens), the button
 * that opened that menu (Radix labels a menu by its trigger).
 */
function opener(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  return trigger ?? (menu ? null : active);
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
 * wide by default, optionally expandable to fullscreen. Focus starts on the first field (else
 * the submit button, else the first footer action; while the body is still loading, on the first
 * field once it appears), is trapped, and returns to the
 * trigger (or to the control that opened it, or the button of the menu it was opened from) on close.
 * Escape closes it, except when pressed inside an element marked {@link OWNS_ESCAPE} (a code
 * editor), where it must never discard what was typed.
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
  const contentRef = useRef<HTMLDivElement>(null);
  // While the content loads (no field yet, submit disabled), focus waits on the dialog itself
  // and moves to the first field (or the enabled submit) once it appears, unless the person
  // moved it meanwhile.
  const waitForContent = useRef<MutationObserver | null>(null);
  const stopWaiting = () => {
    waitForContent.current?.disconnect();
    waitForContent.current = null;
  };
  useEffect(() => stopWaiting, []);
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
          ref={contentRef}
          className={[s.content, isExpanded ? s.fullscreen : undefined, className]
            .filter(Boolean)
            .join(' ')}
          style={style}
          onOpenAutoFocus={(event) => {
            returnFocus.current = opener(document.activeElement);
            // Start in the content (first field, else the submit or first footer action), not
            // on the header's Expand/Close buttons.
            const first = initialFocus(bodyRef.current, footerRef.current);
            if (first === null) return;
            event.preventDefault();
            if (first !== 'wait') {
              first.focus();
              return;
            }
            const content = contentRef.current;
            if (!content) return;
            content.focus();
            stopWaiting();
            const observer = new MutationObserver(() => {
              if (document.activeElement !== content) return stopWaiting();
              const next = initialFocus(bodyRef.current, footerRef.current);
              if (next === null || next === 'wait') return;
              stopWaiting();
              next.focus();
            });
            observer.observe(content, {
              subtree: true,
              childList: true,
              attributes: true,
              attributeFilter: ['disabled'],
            });
            waitForContent.current = observer;
          }}
          onEscapeKeyDown={(event) => {
            const target = event.target instanceof Element ? event.target : null;
            if (target?.closest('[data-owns-escape]')) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            stopWaiting();
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
