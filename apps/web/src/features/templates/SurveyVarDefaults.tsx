import { useLingui } from '@lingui/react/macro';
import { Checkbox, Select, TextField } from '@semaphore-console/ui';
import * as s from './templates.css';
import type { SurveyVar } from '@semaphore-console/api-client';

/**
 * The default answer kept for a type (newer §N1: a string, or a list of strings for `select`):
 * a list becomes its first entry for another type, a string the one-entry list for `select`.
 */
export function defaultFor(type: string, value: string | string[]): string | string[] {
  if (type === 'select') return Array.isArray(value) ? value : value === '' ? [] : [value];
  return Array.isArray(value) ? (value[0] ?? '') : value;
}

/** Props of {@link SurveyVarDefaults}. */
export interface SurveyVarDefaultsProps {
  variable: SurveyVar;
  onChange(next: Partial<SurveyVar>): void;
}

/**
 * The newer fields of a survey variable (newer §N1), on 2.12+ servers only: the default answer
 * (a text field; a multi-line one for Text; a pick among the values for Enum; checkboxes of the
 * values for Select; none for a secret) and "pass as an environment variable" (`target: env`).
 */
export function SurveyVarDefaults({ variable, onChange }: SurveyVarDefaultsProps) {
  const { t } = useLingui();
  const type = variable.type ?? '';
  const values = (variable.values ?? []).filter((choice) => choice.value !== '');
  const current = variable.default_value;
  const chosen = Array.isArray(current) ? current : current ? [current] : [];
  const text = Array.isArray(current) ? (current[0] ?? '') : (current ?? '');
  const name = variable.name;
  let field = null;
  if (type === 'select') {
    field =
      values.length > 0 ? (
        <div role="group" aria-label={t`Default choices of ${name}`} className={s.stack}>
          {values.map((choice) => {
            const choiceName = choice.name || choice.value;
            return (
              <Checkbox
                key={choice.value}
                label={t`Default: ${choiceName}`}
                checked={chosen.includes(choice.value)}
                onCheckedChange={(checked) =>
                  onChange({
                    default_value: checked
                      ? [...chosen, choice.value]
                      : chosen.filter((v) => v !== choice.value),
                  })
                }
              />
            );
          })}
        </div>
      ) : null;
  } else if (type === 'enum') {
    field =
      values.length > 0 ? (
        <Select
          label={t`Default value`}
          value={text === '' ? 'none' : text}
          onValueChange={(value) => onChange({ default_value: value === 'none' ? '' : value })}
          options={[
            { value: 'none', label: t`None` },
            ...values
              .filter((choice) => choice.value !== 'none')
              .map((choice) => ({ value: choice.value, label: choice.name || choice.value })),
          ]}
        />
      ) : null;
  } else if (type !== 'secret') {
    field =
      type === 'text' ? (
        <TextField
          label={t`Default value`}
          multiline
          rows={3}
          value={text}
          onChange={(event) => onChange({ default_value: event.currentTarget.value })}
        />
      ) : (
        <TextField
          label={t`Default value`}
          inputMode={type === 'int' ? 'numeric' : undefined}
          value={text}
          onChange={(event) => onChange({ default_value: event.currentTarget.value })}
        />
      );
  }
  return (
    <>
      {field}
      <Checkbox
        label={t`Pass as an environment variable`}
        checked={variable.target === 'env'}
        onCheckedChange={(checked) => onChange({ target: checked ? 'env' : '' })}
      />
    </>
  );
}
