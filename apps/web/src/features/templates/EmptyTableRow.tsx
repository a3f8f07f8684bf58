import type { ReactNode } from 'react';
import * as s from './templates.css';

/** The row of a template table that has no rows to show: one cell across `colSpan` columns. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className={s.empty}>
        {children}
      </td>
    </tr>
  );
}
