import { useLingui } from '@lingui/react/macro';
import { IconButton, Menu, MenuCheckboxItem } from '@semaphore-console/ui';
import { Columns3 } from 'lucide-react';

/** Columns of the template list a person can hide (the name column always shows). */
export const HIDEABLE = ['type', 'version', 'status', 'lastRun'] as const;

/** A hideable column of the template list. */
export type TemplateColumn = (typeof HIDEABLE)[number];

/** Props of {@link TemplateColumnChooser}. */
export interface TemplateColumnChooserProps {
  /** Whether a column shows now. */
  show: (column: TemplateColumn) => boolean;
  /** The heading of each column, as the table shows it. */
  columnLabels: Readonly<Record<TemplateColumn, string>>;
  /** Shows (`true`) or hides (`false`) a column. */
  onToggle: (column: TemplateColumn, visible: boolean) => void;
}

/**
 * The Columns menu of the template list: one checkbox per hideable column (spec core §2,
 * column visibility per table).
 */
export function TemplateColumnChooser({
  show,
  columnLabels,
  onToggle,
}: TemplateColumnChooserProps) {
  const { t } = useLingui();
  return (
    <Menu
      align="end"
      aria-label={t`Columns`}
      trigger={<IconButton label={t`Columns`} icon={<Columns3 aria-hidden />} />}
    >
      {HIDEABLE.map((column) => (
        <MenuCheckboxItem
          key={column}
          checked={show(column)}
          onCheckedChange={(visible) => onToggle(column, visible)}
        >
          {columnLabels[column]}
        </MenuCheckboxItem>
      ))}
    </Menu>
  );
}
