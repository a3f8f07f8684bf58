/**
 * Extra variables: JSON text <-> table rows, for the environment dialog's table view.
 *
 * Source: spec core §5, spec resources §4 and §8 ("Can't be displayed as table.").
 */
import type { FormIssue } from './issues';
import { formatMessage } from './message';
import * as m from './resourceMessages';

/** One row of the extra variables table: a variable name and a scalar value. */
export interface ExtraVariableRow {
  /** Variable name (the JSON key). */
  readonly name: string;
  /** The value; text typed into the table is a string. */
  readonly value: string | number | boolean;
}

/** The answer of {@link extraVariablesToRows}. */
export type ExtraVariablesTable =
  | { readonly success: true; readonly rows: ExtraVariableRow[] }
  | { readonly success: false; readonly issue: FormIssue };

function notTable(): ExtraVariablesTable {
  const descriptor = m.notTable;
  return {
    success: false,
    issue: {
      path: 'json',
      id: descriptor.id,
      message: descriptor.message,
      values: {},
      text: formatMessage(descriptor.message),
    },
  };
}

/**
 * Turns extra variables JSON into table rows, in key order. Empty text is an empty table. Fails
 * with "Can't be displayed as table." (on path `json`) when the text is not valid JSON, is not a
 * JSON object, or has a value that is an object, an array or `null` (the table shows only
 * strings, numbers and booleans).
 *
 * @param json - the `json` field of an environment (API doc §5.7).
 */
export function extraVariablesToRows(json: string): ExtraVariablesTable {
  if (json.trim() === '') return { success: true, rows: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return notTable();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return notTable();
  const rows: ExtraVariableRow[] = [];
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      return notTable();
    }
    rows.push({ name, value });
  }
  return { success: true, rows };
}

/**
 * Turns table rows back into extra variables JSON text (2-space indented). Rows with an empty
 * (after trimming) name are left out; names are trimmed; a later row wins over an earlier one
 * with the same name.
 *
 * @param rows - the table rows.
 * @returns JSON text of an object, `'{}'` for no rows.
 */
export function rowsToExtraVariables(rows: readonly ExtraVariableRow[]): string {
  const out: Record<string, string | number | boolean> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (name !== '') out[name] = row.value;
  }
  return Object.keys(out).length === 0 ? '{}' : JSON.stringify(out, null, 2);
}
