import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, IconButton, Select, TextField } from '@semaphore-console/ui';
import { Plus, X } from 'lucide-react';
import { CardListEditor } from './CardListEditor';
import * as s from './templates.css';
import { defaultFor, SurveyVarDefaults } from './SurveyVarDefaults';
import type { SurveyVar } from '@semaphore-console/api-client';

/** Props of {@link SurveyVarsEditor}. */
export interface SurveyVarsEditorProps {
  surveyVars: readonly SurveyVar[];
  /** Translated problems by path (`survey_vars.{index}.{field}`). */
  errors: Readonly<Record<string, string>>;
  onChange(surveyVars: SurveyVar[]): void;
  /**
   * The server has the newer survey fields (newer §N1, 2.12+): types `text` and `select`,
   * `default_value` and `target: env`. Off: the API §5.8 editor only.
   */
  newer?: boolean;
}

/** Types whose variable carries name/value choices. */
const hasChoices = (type: string | undefined) => type === 'enum' || type === 'select';

/**
 * The survey variables editor (spec core §3, §5): name, title, description, type (String,
 * Integer, Secret, Enum), required, and the name/value pairs of an enum. With `newer` (newer
 * §N1): also Text (multi-line) and Select (several choices), a default answer (a list of the
 * chosen values for Select) and "pass as an environment variable" (`target: env`).
 */
export function SurveyVarsEditor({
  surveyVars,
  errors,
  onChange,
  newer = false,
}: SurveyVarsEditorProps) {
  const { t } = useLingui();
  return (
    <CardListEditor
      legend={<Trans>Survey variables</Trans>}
      empty={<Trans>No survey variables. They are asked for when a task is started.</Trans>}
      items={surveyVars}
      onChange={onChange}
      itemLabel={(number) => t`Survey variable ${number}`}
      removeLabel={(number) => t`Remove survey variable ${number}`}
      addLabel={<Trans>Add survey variable</Trans>}
      newItem={() => ({
        name: '',
        title: '',
        description: '',
        type: '',
        required: false,
        values: null,
      })}
      renderItem={(variable, index, update) => {
        const variableName = variable.name;
        const values = variable.values ?? [];
        const path = (field: string) => errors[`survey_vars.${index}.${field}`];
        const setValue = (at: number, next: Partial<{ name: string; value: string }>) =>
          update({ values: values.map((v, i) => (i === at ? { ...v, ...next } : v)) });
        return (
          <>
            <div className={s.formGrid}>
              <TextField
                label={t`Variable name`}
                required
                mono
                value={variable.name}
                error={path('name')}
                onChange={(event) => update({ name: event.currentTarget.value })}
              />
              <TextField
                label={t`Title`}
                required
                value={variable.title}
                error={path('title')}
                onChange={(event) => update({ title: event.currentTarget.value })}
              />
              <Select
                label={t`Variable type`}
                value={variable.type || ''}
                onValueChange={(type) => {
                  const next: Partial<SurveyVar> = {
                    type,
                    values: hasChoices(type) ? (variable.values ?? []) : null,
                  };
                  // A list default belongs to Select only; other types take a string.
                  if (newer && variable.default_value !== undefined)
                    next.default_value = defaultFor(type, variable.default_value);
                  update(next);
                }}
                options={[
                  { value: '', label: t`String` },
                  { value: 'int', label: t`Integer` },
                  { value: 'secret', label: t`Secret` },
                  { value: 'enum', label: t`Enum` },
                  ...(newer
                    ? [
                        { value: 'text', label: t`Text (several lines)` },
                        { value: 'select', label: t`Select (several choices)` },
                      ]
                    : []),
                ]}
              />
              <TextField
                label={t`Description`}
                value={variable.description ?? ''}
                onChange={(event) => update({ description: event.currentTarget.value })}
              />
            </div>
            <Checkbox
              label={t`Required`}
              checked={variable.required ?? false}
              onCheckedChange={(required) => update({ required })}
            />
            {newer ? <SurveyVarDefaults variable={variable} onChange={update} /> : null}
            {hasChoices(variable.type) ? (
              <div className={s.stack} role="group" aria-label={t`Values of ${variableName}`}>
                {path('values') ? (
                  <p role="alert" className={s.errorText}>
                    {path('values')}
                  </p>
                ) : null}
                {values.map((choice, at) => {
                  const valueNumber = at + 1;
                  return (
                    <div key={at} className={s.inline}>
                      <div className={s.grow}>
                        <TextField
                          label={t`Value name ${valueNumber}`}
                          value={choice.name}
                          onChange={(event) => setValue(at, { name: event.currentTarget.value })}
                        />
                      </div>
                      <div className={s.grow}>
                        <TextField
                          label={t`Value ${valueNumber}`}
                          value={choice.value}
                          onChange={(event) => setValue(at, { value: event.currentTarget.value })}
                        />
                      </div>
                      <IconButton
                        label={t`Remove value ${valueNumber}`}
                        icon={<X aria-hidden />}
                        onClick={() => update({ values: values.filter((_, i) => i !== at) })}
                      />
                    </div>
                  );
                })}
                <div>
                  <Button
                    size="sm"
                    icon={<Plus aria-hidden />}
                    onClick={() => update({ values: [...values, { name: '', value: '' }] })}
                  >
                    <Trans>Add value</Trans>
                  </Button>
                </div>
              </div>
            ) : null}
          </>
        );
      }}
    />
  );
}
