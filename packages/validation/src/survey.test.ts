import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorsOf, outputOf } from '../test/helpers';
import { surveyValueSchema, surveyVarSchema } from './survey';

describe('survey variable (core §5)', () => {
  it('needs a name (trimmed) and a title', () => {
    expect(errorsOf(surveyVarSchema, { name: '  ', title: '' })).toEqual({
      name: 'Name is required',
      title: 'Title is required',
    });
    expect(outputOf(surveyVarSchema, { name: ' region ', title: 'Region' })).toEqual({
      name: 'region',
      title: 'Region',
      description: '',
      type: '',
      required: false,
      values: null,
    });
  });

  it('accepts the four types and refuses others', () => {
    for (const type of ['', 'int', 'secret']) {
      expect(errorsOf(surveyVarSchema, { name: 'n', title: 't', type })).toBeNull();
    }
    expect(errorsOf(surveyVarSchema, { name: 'n', title: 't', type: 'float' })).toEqual({
      type: 'Type is required',
    });
  });

  const enumVar = (values: unknown) => ({ name: 'n', title: 't', type: 'enum', values });

  it.each([
    ['missing', null, 'Enumeration must have values.'],
    ['with an empty name', [{ name: '', value: 'a' }], 'Value name cannot be empty.'],
    [
      'with names that are the same once trimmed',
      [
        { name: 'A', value: 'a' },
        { name: 'A ', value: 'b' },
      ],
      'Enumeration values must have unique names.',
    ],
  ])('refuses enum values %s', (_what, values, message) => {
    expect(errorsOf(surveyVarSchema, enumVar(values))).toEqual({ values: message });
  });

  it('keeps present, named, unique enum values', () => {
    expect(
      outputOf(
        surveyVarSchema,
        enumVar([
          { name: 'A', value: 'a' },
          { name: 'B', value: 'b' },
        ]),
      ).values,
    ).toEqual([
      { name: 'A', value: 'a' },
      { name: 'B', value: 'b' },
    ]);
  });

  it('does not check values of a non-enum variable', () => {
    expect(
      errorsOf(surveyVarSchema, { name: 'n', title: 't', type: 'int', values: [] }),
    ).toBeNull();
  });
});

describe('survey answers (core §5 task form)', () => {
  const answer = (variable: Parameters<typeof surveyValueSchema>[0], value: unknown) =>
    errorsOf(v.object({ x: surveyValueSchema(variable) }), { x: value })?.['x'] ?? null;

  it("'{title} is required' for a required variable", () => {
    const variable = { name: 'region', title: 'Region', required: true };
    expect(answer(variable, '')).toBe('Region is required');
    expect(answer(variable, '  ')).toBe('Region is required');
    expect(answer(variable, undefined)).toBe('Region is required');
    expect(answer(variable, 'eu')).toBeNull();
    expect(answer({ ...variable, required: false }, '')).toBeNull();
  });

  it('uses the name when the title is empty', () => {
    expect(answer({ name: 'region', title: '', required: true }, '')).toBe('region is required');
  });

  it("'{title} must be an integer': digits only", () => {
    const variable = { name: 'n', title: 'Count', type: 'int' };
    expect(answer(variable, '12')).toBeNull();
    expect(answer(variable, 12)).toBeNull();
    expect(answer(variable, '')).toBeNull();
    for (const bad of ['-1', '1.5', '1e3', 'x', '0x1']) {
      expect(answer(variable, bad)).toBe('Count must be an integer');
    }
  });

  it('an enum answer is one of the choices', () => {
    const variable = {
      name: 'c',
      title: 'Colour',
      type: 'enum',
      values: [
        { name: 'Red', value: 'red' },
        { name: 'Blue', value: 'blue' },
      ],
    };
    expect(answer(variable, 'blue')).toBeNull();
    expect(answer(variable, 'Blue')).toBe('Colour must be one of the offered values');
    expect(answer(variable, '')).toBeNull();
    expect(answer({ ...variable, required: true }, '')).toBe('Colour is required');
  });

  it('turns numbers into trimmed text', () => {
    const schema = v.object({ x: surveyValueSchema({ name: 'x', type: 'int' }) });
    expect(outputOf(schema, { x: 5 })).toEqual({ x: '5' });
    expect(outputOf(schema, { x: ' 7 ' })).toEqual({ x: '7' });
  });
});
