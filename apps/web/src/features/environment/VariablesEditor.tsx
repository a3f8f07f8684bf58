import { Trans, useLingui } from '@lingui/react/macro';
import {
  extraVariablesToRows,
  rowsToExtraVariables,
  type ExtraVariableRow,
} from '@semaphore-console/validation';
import { Alert, Button, IconButton, TextField } from '@semaphore-console/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CodeEditor } from '../../components/CodeEditor';
import * as s from './environment.css';

/** Props of {@link VariablesEditor}. */
export interface VariablesEditorProps {
  /** Legend of the group, e.g. "Extra variables". */
  label: string;
  /** The JSON text (the `json` or `env` field, API §5.7). */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * Variables editable as a table or as JSON (spec resources §2, §4): switching to the table fails
 * with "Can't be displayed as table." when the JSON is invalid or nested, and the text is kept;
 * the table writes JSON back on every change.
 */
export function VariablesEditor({ label, value, onChange, error, disabled }: VariablesEditorProps) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<'table' | 'json'>(() =>
    extraVariablesToRows(value).success ? 'table' : 'json',
  );
  const [rows, setRows] = useState<ExtraVariableRow[]>(() => {
    const table = extraVariablesToRows(value);
    return table.success ? table.rows : [];
  });
  const [tableError, setTableError] = useState<string | null>(null);

  const showTable = () => {
    const table = extraVariablesToRows(value);
    if (!table.success) {
      setTableError(i18n._({ id: table.issue.id, message: table.issue.message }));
      return;
    }
    setTableError(null);
    setRows(table.rows);
    setMode('table');
  };
  const changeRows = (next: ExtraVariableRow[]) => {
    setRows(next);
    onChange(rowsToExtraVariables(next));
  };

  return (
    <fieldset className={s.group}>
      <legend className={s.legend}>{label}</legend>
      <div className={s.modes} role="group" aria-label={t`View of ${label}`}>
        <Button
          size="sm"
          variant={mode === 'table' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'table'}
          onClick={showTable}
        >
          <Trans>Table</Trans>
        </Button>
        <Button
          size="sm"
          variant={mode === 'json' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'json'}
          onClick={() => {
            setTableError(null);
            setMode('json');
          }}
        >
          <Trans>JSON</Trans>
        </Button>
      </div>
      {tableError ? <Alert tone="error">{tableError}</Alert> : null}
      {mode === 'json' ? (
        <CodeEditor
          label={t`${label} (JSON)`}
          language="json"
          value={value}
          onChange={onChange}
          error={error}
          disabled={disabled}
          minHeight={120}
        />
      ) : (
        <div className={s.rows}>
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <div className={s.row} key={index}>
                <TextField
                  label={t`Name ${n}`}
                  value={row.name}
                  onChange={(e) =>
                    changeRows(
                      rows.map((r, i) => (i === index ? { ...r, name: e.target.value } : r)),
                    )
                  }
                  disabled={disabled}
                />
                <TextField
                  label={t`Value ${n}`}
                  value={String(row.value)}
                  onChange={(e) =>
                    changeRows(
                      rows.map((r, i) => (i === index ? { ...r, value: e.target.value } : r)),
                    )
                  }
                  disabled={disabled}
                />
                <IconButton
                  label={t`Remove variable ${n}`}
                  icon={<Trash2 aria-hidden />}
                  onClick={() => changeRows(rows.filter((_, i) => i !== index))}
                  disabled={disabled}
                />
              </div>
            );
          })}
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div>
            <Button
              size="sm"
              icon={<Plus aria-hidden size={16} />}
              onClick={() => setRows([...rows, { name: '', value: '' }])}
              disabled={disabled}
            >
              <Trans>Add variable</Trans>
            </Button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
