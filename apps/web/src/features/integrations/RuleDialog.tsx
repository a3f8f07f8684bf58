import { useLingui } from '@lingui/react/macro';
import {
  BODY_DATA_TYPES,
  MATCH_METHODS,
  VALUE_SOURCES,
  extractValueSchema,
  matcherSchema,
} from '@semaphore-console/validation';
import { Select, TextField } from '@semaphore-console/ui';
import { NameField, ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import { useIntegrationLabels } from './labels';

/** The fields of an extract value or a matcher, as typed (API §5.15). */
export interface RuleValues {
  name: string;
  /** Value source (extract value) or match type (matcher): `body` or `header`. */
  source: string;
  body_data_type: string;
  key: string;
  /** Extract value: the variable. */
  variable: string;
  /** Matcher: the comparison method. */
  method: string;
  /** Matcher: the expected value. */
  value: string;
}

/** Which dialog: an extract value or a matcher. */
export type RuleKind = 'value' | 'matcher';

/** The body of an extract value save (`POST/PUT …/values`). */
export interface ExtractValueBody {
  name: string;
  value_source: string;
  body_data_type: string;
  key: string;
  variable: string;
}

/** The body of a matcher save (`POST/PUT …/matchers`). */
export interface MatcherBody {
  name: string;
  match_type: string;
  body_data_type: string;
  key: string;
  method: string;
  value: string;
}

/** The values of a stored extract value or matcher (or an empty form). */
export function ruleValues(
  rule: Partial<ExtractValueBody & MatcherBody> | null,
  kind: RuleKind,
): RuleValues {
  return {
    name: rule?.name ?? '',
    source: (kind === 'value' ? rule?.value_source : rule?.match_type) ?? '',
    body_data_type: rule?.body_data_type ?? '',
    key: rule?.key ?? '',
    variable: rule?.variable ?? '',
    method: rule?.method ?? (kind === 'matcher' ? 'equals' : ''),
    value: rule?.value ?? '',
  };
}

/** Offers the known values plus the current one when a newer server sent another. */
function withCurrent(known: readonly string[], current: string): string[] {
  return current && !known.includes(current) ? [...known, current] : [...known];
}

/**
 * The extract value and matcher dialogs (spec resources §2, §4, §5) with their exact messages:
 * extract value — name, "Value Source is required", "Body Data Type is required" (body only),
 * "Key is required", "Variable is required"; matcher — name, "Match source is required", "Body
 * Data Format is required" (body only), "Key is required", "Comparison Method is required",
 * "Value is required". The body data type field shows only when the source or match type is body.
 * The dialog stays open with what was typed when the save fails.
 *
 * @param onSave - sends the body; rejects with an `Error` whose message is shown.
 */
export function RuleDialog({
  kind,
  rule,
  open,
  onClose,
  onSave,
}: {
  kind: RuleKind;
  rule: (Partial<ExtractValueBody & MatcherBody> & { id: number }) | null;
  open: boolean;
  onClose: () => void;
  onSave: (body: ExtractValueBody | MatcherBody) => Promise<void>;
}) {
  const { t } = useLingui();
  const labels = useIntegrationLabels();
  const validate = useValidator();
  const isNew = rule === null;
  const form = useResourceForm({
    open,
    onClose,
    isNew,
    initial: () => ruleValues(rule, kind),
  });
  const { values, set, errors, setErrors, busy } = form;
  const sourceField = kind === 'value' ? 'value_source' : 'match_type';

  const submit = async () => {
    const common = {
      name: values.name,
      body_data_type: values.body_data_type,
      key: values.key,
    };
    const result =
      kind === 'value'
        ? validate(extractValueSchema, {
            ...common,
            value_source: values.source,
            variable: values.variable,
          })
        : validate(matcherSchema, {
            ...common,
            match_type: values.source,
            method: values.method,
            value: values.value,
          });
    setErrors(result.errors);
    if (!result.ok) return;
    await form.run(async () => {
      await onSave(result.output as ExtractValueBody | MatcherBody);
      onClose();
    });
  };

  const title =
    kind === 'value'
      ? isNew
        ? t`New extract value`
        : t`Edit extract value`
      : isNew
        ? t`New matcher`
        : t`Edit matcher`;

  return (
    <ResourceDialog {...form.dialog} title={title} onSubmit={() => void submit()}>
      <NameField form={form} autoComplete="off" />
      <Select
        label={kind === 'value' ? t`Value source` : t`Match type`}
        required
        value={values.source}
        placeholder={t`Choose`}
        onValueChange={(source) => set({ source })}
        options={withCurrent(VALUE_SOURCES, values.source).map((v) => ({
          value: v,
          label: labels.source(v),
        }))}
        error={errors[sourceField]}
        disabled={busy}
      />
      {values.source === 'body' ? (
        <Select
          label={t`Body data type`}
          required
          value={values.body_data_type}
          placeholder={t`Choose`}
          onValueChange={(body_data_type) => set({ body_data_type })}
          options={withCurrent(BODY_DATA_TYPES, values.body_data_type).map((v) => ({
            value: v,
            label: labels.bodyType(v),
          }))}
          error={errors.body_data_type}
          disabled={busy}
        />
      ) : null}
      <TextField
        label={t`Key`}
        autoComplete="off"
        hint={
          values.source === 'header'
            ? t`The header name`
            : values.body_data_type === 'json'
              ? t`A dotted JSON path, e.g. repository.name`
              : undefined
        }
        {...form.text('key')}
        mono
      />
      {kind === 'value' ? (
        <TextField
          label={t`Variable`}
          required
          autoComplete="off"
          {...form.text('variable')}
          mono
        />
      ) : (
        <>
          <Select
            label={t`Comparison method`}
            required
            value={values.method}
            placeholder={t`Choose`}
            onValueChange={(method) => set({ method })}
            options={withCurrent(MATCH_METHODS, values.method).map((v) => ({
              value: v,
              label: labels.method(v),
            }))}
            error={errors.method}
            disabled={busy}
          />
          <TextField label={t`Value`} required autoComplete="off" {...form.text('value')} mono />
        </>
      )}
    </ResourceDialog>
  );
}
