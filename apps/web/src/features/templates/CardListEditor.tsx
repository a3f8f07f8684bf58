import { Button, IconButton } from '@semaphore-console/ui';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import * as s from './templates.css';

/** Props of {@link CardListEditor}. */
export interface CardListEditorProps<Item> {
  /** The fieldset's legend, e.g. "Vaults" (translated). */
  legend: ReactNode;
  /** Shown while the list is empty (translated). */
  empty: ReactNode;
  items: readonly Item[];
  onChange(items: Item[]): void;
  /** Accessible name of an item's card by its 1-based number, e.g. "Vault 2" (translated). */
  itemLabel(number: number): string;
  /** Label of an item's remove button by its 1-based number (translated). */
  removeLabel(number: number): string;
  /** Text of the add button (translated). */
  addLabel: ReactNode;
  /** The item the add button appends. */
  newItem(): Item;
  /**
   * The fields of one item; `update` merges changed fields into the item at `index`.
   */
  renderItem(item: Item, index: number, update: (next: Partial<Item>) => void): ReactNode;
}

/**
 * An editable list of cards in the template form (spec core §3, §5: vaults, survey variables): a
 * fieldset with its legend, an empty note, a card per item with its fields and a remove button,
 * and an add button below.
 */
export function CardListEditor<Item>({
  legend,
  empty,
  items,
  onChange,
  itemLabel,
  removeLabel,
  addLabel,
  newItem,
  renderItem,
}: CardListEditorProps<Item>) {
  const update = (index: number, next: Partial<Item>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...next } : item)));
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.sectionTitle}>{legend}</legend>
      {items.length === 0 ? <p className={s.muted}>{empty}</p> : null}
      {items.map((item, index) => {
        const number = index + 1;
        return (
          <div key={index} className={s.card} role="group" aria-label={itemLabel(number)}>
            {renderItem(item, index, (next) => update(index, next))}
            <div>
              <IconButton
                label={removeLabel(number)}
                icon={<Trash2 aria-hidden />}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              />
            </div>
          </div>
        );
      })}
      <div>
        <Button icon={<Plus aria-hidden />} onClick={() => onChange([...items, newItem()])}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
