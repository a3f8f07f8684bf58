import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronRight } from 'lucide-react';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as s from './Menu.css';
import { popover, popoverItem } from './shared.css';

const LANDMARK =
  'main, nav, aside, header, footer, [role="main"], [role="navigation"], [role="complementary"], [role="banner"], [role="contentinfo"], [role="region"], [role="search"]';

/**
 * Where an open menu is put in the DOM: the landmark around its trigger, so the menu is part of
 * that landmark for assistive technology (all content in landmarks), or `undefined` (the body)
 * for a trigger inside a dialog or outside landmarks. The menu is positioned `fixed`, so it is
 * not clipped by the landmark's scrolling.
 */
function menuContainer(trigger: HTMLElement | null): HTMLElement | undefined {
  if (!trigger || trigger.closest('[role="dialog"], [role="alertdialog"]')) return undefined;
  return trigger.closest<HTMLElement>(LANDMARK) ?? undefined;
}

/** The container of the open menu, for its submenus. */
const MenuContainer = createContext<HTMLElement | undefined>(undefined);

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The element that opens the menu (e.g. a `<Button>` or `<IconButton>`); it gets aria-haspopup/expanded. */
  trigger: ReactNode;
  /** Menu entries: MenuItem, MenuCheckboxItem, MenuRadioGroup, MenuSeparator, MenuLabel, MenuSub. */
  children: ReactNode;
  /** Open state (controlled). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Alignment against the trigger; default start. */
  align?: 'start' | 'center' | 'end';
  /** Side of the trigger; default bottom. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Accessible name of the menu when the trigger text is not enough. */
  'aria-label'?: string;
  className?: string;
}

/**
 * A dropdown menu (Radix DropdownMenu, role="menu") opened by `trigger`. Not modal: the page
 * around it stays in the accessibility tree; the open menu is placed in the trigger's landmark;
 * the highlighted item shows the focus ring's colour. Tab and Shift+Tab leave an open menu: it
 * closes and focus moves on from its trigger, as from any other control (WAI-ARIA menu button
 * pattern; Radix alone keeps Tab inside the menu).
 */
export function Menu({
  trigger,
  children,
  open,
  onOpenChange,
  align = 'start',
  side = 'bottom',
  className,
  ...rest
}: MenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLElement | undefined>(undefined);
  useLayoutEffect(() => setContainer(menuContainer(triggerRef.current)), []);
  const [localOpen, setLocalOpen] = useState(false);
  const isOpen = open ?? localOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setLocalOpen(next);
    onOpenChange?.(next);
  };
  return (
    // Not modal: a modal menu hides the rest of the page from assistive technology
    // (aria-hidden around focusable controls, and the page's h1 with them) while it is open.
    // Focus still moves into the menu, Escape and a click outside still close it.
    <DropdownMenu.Root modal={false} open={isOpen} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          align={align}
          side={side}
          sideOffset={4}
          collisionPadding={8}
          className={[popover, className].filter(Boolean).join(' ')}
          aria-label={rest['aria-label']}
          onKeyDownCapture={(event) => {
            if (event.key !== 'Tab') return;
            // Radix prevents Tab inside a menu; stop its handler (not the browser's default), put
            // focus back on the trigger and close: the browser's Tab then moves on from there.
            event.stopPropagation();
            triggerRef.current?.focus();
            setOpen(false);
          }}
        >
          <MenuContainer.Provider value={container}>{children}</MenuContainer.Provider>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Props of {@link MenuItem}. */
export interface MenuItemProps {
  children: ReactNode;
  /** Called when chosen (click, Enter, Space); the menu closes unless `event.preventDefault()`. */
  onSelect?: (event: Event) => void;
  /** An icon before the text. */
  icon?: ReactNode;
  /** danger: red text for destructive entries. */
  tone?: 'default' | 'danger';
  disabled?: boolean;
  /**
   * Render the single child (e.g. a router `<Link>`) as the item, for entries that navigate.
   * The child gets the item's role and keyboard handling.
   */
  asChild?: boolean;
  className?: string;
}

/** One entry of a {@link Menu} (role="menuitem"). */
export function MenuItem({
  children,
  onSelect,
  icon,
  tone = 'default',
  disabled,
  asChild,
  className,
}: MenuItemProps) {
  const classes = [popoverItem, tone === 'danger' ? s.danger : undefined, className]
    .filter(Boolean)
    .join(' ');
  if (asChild) {
    return (
      <DropdownMenu.Item
        asChild
        className={classes}
        disabled={disabled}
        {...(onSelect ? { onSelect } : {})}
      >
        {children}
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item className={classes} disabled={disabled} {...(onSelect ? { onSelect } : {})}>
      {icon ? <span className={s.itemIcon}>{icon}</span> : null}
      {children}
    </DropdownMenu.Item>
  );
}

/** Props of {@link MenuCheckboxItem}. */
export interface MenuCheckboxItemProps {
  children: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Keep the menu open after toggling (default true: several boxes are usually toggled). */
  keepOpen?: boolean;
}

/** A toggle entry of a {@link Menu} (role="menuitemcheckbox"). */
export function MenuCheckboxItem({
  children,
  checked,
  onCheckedChange,
  disabled,
  keepOpen = true,
}: MenuCheckboxItemProps) {
  return (
    <DropdownMenu.CheckboxItem
      className={popoverItem}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      onSelect={(event) => {
        if (keepOpen) event.preventDefault();
      }}
    >
      {children}
      <ItemCheck />
    </DropdownMenu.CheckboxItem>
  );
}

/** The check mark of a checkbox or radio item, in a slot that keeps its place when unchecked. */
function ItemCheck() {
  return (
    <span className={s.indicatorSlot}>
      <DropdownMenu.ItemIndicator className={s.indicator}>
        <Check aria-hidden />
      </DropdownMenu.ItemIndicator>
    </span>
  );
}

/** Props of {@link MenuRadioGroup}. */
export interface MenuRadioGroupProps {
  value: string;
  onValueChange: (value: string) => void;
  /** MenuRadioItem children. */
  children: ReactNode;
}

/** A group of exclusive choices in a {@link Menu} (e.g. the language menu). */
export function MenuRadioGroup({ value, onValueChange, children }: MenuRadioGroupProps) {
  return (
    <DropdownMenu.RadioGroup value={value} onValueChange={onValueChange}>
      {children}
    </DropdownMenu.RadioGroup>
  );
}

/** Props of {@link MenuRadioItem}. */
export interface MenuRadioItemProps {
  value: string;
  children: ReactNode;
  disabled?: boolean;
}

/** One choice of a {@link MenuRadioGroup} (role="menuitemradio"). */
export function MenuRadioItem({ value, children, disabled }: MenuRadioItemProps) {
  return (
    <DropdownMenu.RadioItem className={popoverItem} value={value} disabled={disabled}>
      {children}
      <ItemCheck />
    </DropdownMenu.RadioItem>
  );
}

/** A line between groups of a {@link Menu}. */
export function MenuSeparator() {
  return <DropdownMenu.Separator className={s.separator} />;
}

/** A non-interactive heading inside a {@link Menu}. */
export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className={s.label}>{children}</DropdownMenu.Label>;
}

/** Props of {@link MenuSub}. */
export interface MenuSubProps {
  /** Text of the entry that opens the submenu. */
  label: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

/** A submenu entry of a {@link Menu}. */
export function MenuSub({ label, icon, children }: MenuSubProps) {
  const container = useContext(MenuContainer);
  return (
    <DropdownMenu.Sub>
      <DropdownMenu.SubTrigger className={popoverItem}>
        {icon ? <span className={s.itemIcon}>{icon}</span> : null}
        {label}
        <span className={s.indicatorSlot}>
          <ChevronRight aria-hidden />
        </span>
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.SubContent className={popover} sideOffset={4} collisionPadding={8}>
          {children}
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}
