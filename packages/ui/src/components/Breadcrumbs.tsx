import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useUiStrings } from '../strings/UiStrings';
import * as s from './Breadcrumbs.css';

/** One step of {@link Breadcrumbs}. */
export interface BreadcrumbItem {
  /** Stable key. */
  id: string;
  /** What the person reads (server names are rendered as text). */
  label: ReactNode;
  /** Where the step leads; the last item is the current page and is never a link. */
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Steps from the top level down to the current page. */
  items: readonly BreadcrumbItem[];
  /**
   * Renders a link (e.g. `(href, children) => <Link to={href}>{children}</Link>` for the
   * router); default a plain `<a href>`.
   */
  renderLink?: (href: string, children: ReactNode) => ReactNode;
  className?: string;
}

/**
 * A breadcrumb trail: a `nav` named by the `breadcrumbs` UI string with an ordered list; the
 * last item is marked aria-current="page".
 */
export function Breadcrumbs({ items, renderLink, className }: BreadcrumbsProps) {
  const strings = useUiStrings();
  return (
    <nav aria-label={strings.breadcrumbs} className={className}>
      <ol className={s.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          let content: ReactNode;
          if (last) {
            content = (
              <span aria-current="page" className={s.current}>
                {item.label}
              </span>
            );
          } else if (item.href !== undefined) {
            content = renderLink ? (
              renderLink(item.href, item.label)
            ) : (
              <a href={item.href}>{item.label}</a>
            );
          } else {
            content = item.label;
          }
          return (
            <li key={item.id} className={s.item}>
              {content}
              {last ? null : (
                <span className={s.separator} aria-hidden="true">
                  <ChevronRight />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
