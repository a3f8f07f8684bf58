import { Trans, useLingui } from '@lingui/react/macro';
import { Button, IconButton, TextField } from '@semaphore-console/ui';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import * as s from './templates.css';

/** Props of {@link ChipListField}. */
export interface ChipListFieldProps {
  /** Label of the entry field; the list is named after it. */
  label: string;
  values: readonly string[];
  onChange(values: string[]): void;
}

/**
 * A list of short words edited as chips (newer §N4 defaults `limit`, `tags`, `skip_tags`): free
 * entry, Enter or a comma adds (several at once when pasted with commas), the chips under the
 * field, each with a remove button. Duplicates and blanks are left out.
 */
export function ChipListField({ label, values, onChange }: ChipListFieldProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const add = () => {
    const words = draft
      .split(',')
      .map((word) => word.trim())
      .filter((word) => word !== '' && !values.includes(word));
    if (words.length > 0) onChange([...values, ...new Set(words)]);
    setDraft('');
  };
  return (
    <div className={s.stack}>
      <div className={s.inline}>
        <div className={s.grow}>
          <TextField
            label={label}
            mono
            hint={t`Enter or a comma adds it`}
            value={draft}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setDraft(text);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ',') {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button icon={<Plus aria-hidden />} disabled={draft.trim() === ''} onClick={add}>
          <Trans>Add</Trans>
        </Button>
      </div>
      {values.length > 0 ? (
        <ul className={s.chips} aria-label={label}>
          {values.map((value) => (
            <li key={value} className={s.chip}>
              <code>{value}</code>
              <IconButton
                size="sm"
                label={t`Remove ${value} from ${label}`}
                icon={<X aria-hidden />}
                onClick={() => onChange(values.filter((v) => v !== value))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
