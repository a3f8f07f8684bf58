import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { button } from './Button.css';
import { DelayedProgress } from './DelayedProgress';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary (the main action), secondary (default), ghost (toolbars), danger (destructive). */
  variant?: ButtonVariant;
  /** md (36 px high, default) or sm (28 px). */
  size?: 'sm' | 'md';
  /** An icon before the text (e.g. a lucide-react icon element). */
  icon?: ReactNode;
  /** Stretch to the container width. */
  fullWidth?: boolean;
  /**
   * Work in progress (e.g. the form is being sent): the button is disabled and aria-busy, and
   * a small spinner replaces the icon after about 1 s (DelayedProgress).
   */
  loading?: boolean;
  /**
   * Render the single child element (e.g. a router `<Link>`) with the button look instead of a
   * `<button>`.
   */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button. Defaults to `type="button"` so it never submits a form by accident; pass
 * `type="submit"` for the form's main action.
 */
export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  fullWidth = false,
  loading = false,
  asChild = false,
  className,
  children,
  type,
  disabled,
  ...rest
}: ButtonProps) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <Slot className={classes} aria-disabled={disabled || undefined} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <DelayedProgress size="sm" /> : null}
      {loading ? null : icon}
      {children}
    </button>
  );
}

/** Props of {@link IconButton}: `label` is required, it becomes the aria-label. */
export interface IconButtonProps extends Omit<
  ButtonProps,
  'children' | 'icon' | 'fullWidth' | 'asChild'
> {
  /** Accessible name (aria-label and tooltip title); pass a translated string. */
  label: string;
  /** The icon, e.g. `<Trash2 />` from lucide-react. */
  icon: ReactNode;
}

/** A square button showing only an icon; `label` names it for screen readers and as a tooltip. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  type,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={[button({ variant, size, iconOnly: true }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon}
    </button>
  );
}
