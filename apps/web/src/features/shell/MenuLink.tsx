import { MenuItem } from '@semaphore-console/ui';
import type { LucideIcon } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import * as s from './Layout.css';

/** Props of {@link MenuLink}. */
export interface MenuLinkProps {
  /** The route it opens, e.g. `'/users'`. */
  to: string;
  /** Icon drawn before the text (16px, hidden from screen readers). */
  icon: LucideIcon;
  /** Keys on the link (the project selector's own arrow keys). */
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
  /** The text (translated). */
  children: ReactNode;
}

/** A menu item of the shell's menus (user menu, project selector) that is a link to a screen. */
export function MenuLink({ to, icon: Icon, onKeyDown, children }: MenuLinkProps) {
  return (
    <MenuItem asChild>
      <Link to={to} className={s.menuProject} onKeyDown={onKeyDown}>
        <Icon aria-hidden size={16} />
        {children}
      </Link>
    </MenuItem>
  );
}
