import { Checkbox } from '@semaphore-console/ui';
import { useId } from 'react';
import type { SurveyVar } from '@semaphore-console/api-client';
import { selectAnswer, selectChoices } from './taskRequest';
import * as s from './templates.css';

/** Props of {@link SurveySelectField}. */
export interface SurveySelectFieldProps {
  variable: SurveyVar;
  /** The answer text ({@link selectAnswer}). */
  value: string;
  onChange(value: string): void;
  /** The problem with the answer, shown under the choices. */
  error?: string;
}

/**
 * A multi-choice `select` survey variable of the run form (newer §N1): a group named after the
 * variable with one checkbox per choice; the description and a problem are linked to the group.
 */
export function SurveySelectField({ variable, value, onChange, error }: SurveySelectFieldProps) {
  const id = useId();
  const chosen = selectChoices(value);
  const hintId = variable.description ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (choice: string, on: boolean) => {
    const next = (variable.values ?? [])
      .map((option) => option.value)
      .filter((option) => (option === choice ? on : chosen.includes(option)));
    onChange(selectAnswer(next));
  };
  return (
    <fieldset
      className={s.fieldset}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={s.sectionTitle}>
        {variable.title || variable.name}
        {variable.required ? ' *' : null}
      </legend>
      {(variable.values ?? []).map((option) => (
        <Checkbox
          key={option.value}
          label={option.name || option.value}
          checked={chosen.includes(option.value)}
          onCheckedChange={(on) => toggle(option.value, on)}
        />
      ))}
      {variable.description ? (
        <p id={hintId} className={s.muted}>
          {variable.description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={s.errorText}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
