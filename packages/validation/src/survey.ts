/**
 * Survey variables of a template, and the values a person enters for them when running a task.
 *
 * Source: spec core §3 (survey variable), §5 (survey variable, task form), API doc §5.8 (SurveyVar).
 */
import * as v from 'valibot';
import { flag, optionalText, requiredText, withRules } from './fields';
import { issueMessage } from './issues';
import * as m from './messages';

/** Survey variable types: `''` (string), `int`, `secret`, `enum` (API doc §5.8; spec core §9). */
export const SURVEY_VAR_TYPES = Object.freeze(['', 'int', 'secret', 'enum'] as const);

/** One survey variable type. */
export type SurveyVarType = (typeof SURVEY_VAR_TYPES)[number];

const enumValue = v.looseObject({
  name: v.nullish(v.string(), ''),
  value: v.nullish(v.string(), ''),
});

/**
 * The survey variable dialog = one entry of a template's `survey_vars`: `name` required and
 * trimmed ('Name is required'), `title` required ('Title is required'); `type` one of
 * {@link SURVEY_VAR_TYPES} (missing = `''`); an `enum` needs values ('Enumeration must have
 * values.') whose names are not empty ('Value name cannot be empty.') and unique ('Enumeration
 * values must have unique names.'). The enum messages sit on `values`.
 */
export const surveyVarSchema = withRules(
  v.looseObject({
    name: requiredText(m.nameRequired),
    title: requiredText(m.titleRequired),
    description: optionalText(),
    type: v.nullish(v.picklist(SURVEY_VAR_TYPES, issueMessage(m.typeRequired)), ''),
    required: flag(),
    values: v.nullish(v.array(enumValue), null),
  }),
  [
    {
      path: 'values',
      dependsOn: ['type'],
      test: (item) => item.type !== 'enum' || (item.values?.length ?? 0) > 0,
      message: m.enumNeedsValues,
    },
    {
      path: 'values',
      dependsOn: ['type'],
      test: (item) =>
        item.type !== 'enum' || (item.values ?? []).every((value) => value.name.trim() !== ''),
      message: m.enumValueNameEmpty,
    },
    {
      path: 'values',
      dependsOn: ['type'],
      test: (item) => {
        if (item.type !== 'enum') return true;
        const names = (item.values ?? []).map((value) => value.name.trim());
        return new Set(names).size === names.length;
      },
      message: m.enumUniqueNames,
    },
  ],
);

/** A survey variable as the task form reads it (the fields of API doc §5.8 it needs). */
export interface SurveyVarLike {
  /** Variable name; the key of the answer. */
  readonly name: string;
  /** Label; used in messages (falls back to `name` when empty). */
  readonly title?: string | null;
  /** `''`/`string`, `int`, `secret` or `enum`. */
  readonly type?: string | null;
  /** Whether an answer is needed. */
  readonly required?: boolean | null;
  /** Choices of an `enum`. */
  readonly values?: readonly { readonly name: string; readonly value: string }[] | null;
}

/**
 * The schema of one answer to a survey variable: text (numbers are turned into text) trimmed;
 * a required one must not be empty ('{title} is required'); an `int` must be digits only
 * ('{title} must be an integer'); an `enum` answer must be one of the values' `value`
 * ('{title} must be one of the offered values'). An empty optional answer is `''`.
 *
 * @param variable - the survey variable.
 */
export function surveyValueSchema(variable: SurveyVarLike) {
  const title = variable.title?.trim() || variable.name;
  const values = { title };
  const required = issueMessage(m.surveyValueRequired, values);
  const choices = (variable.values ?? []).map((choice) => choice.value);
  return v.pipe(
    v.nullish(v.union([v.string(), v.number()], required), ''),
    v.transform((answer): string => String(answer).trim()),
    v.check((answer) => !variable.required || answer !== '', required),
    v.check(
      (answer) => variable.type !== 'int' || answer === '' || /^\d+$/.test(answer),
      issueMessage(m.surveyValueInteger, values),
    ),
    v.check(
      (answer) => variable.type !== 'enum' || answer === '' || choices.includes(answer),
      issueMessage(m.surveyValueChoice, values),
    ),
  );
}
