import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as fields from './fields';
import { formIssues } from './issues';
import * as m from './messages';
import { errorsOf, outputOf } from '../test/helpers';

const form = v.object({ n: fields.nonNegativeInteger() });

describe('number rules: nonNegativeInteger', () => {
  it.each([
    [0, 0],
    [7, 7],
    ['12', 12],
    [' 3 ', 3],
    ['+4', 4],
    ['', 0],
    ['   ', 0],
    [null, 0],
    [undefined, 0],
  ])('%j is saved as %j', (input, output) => {
    expect(outputOf(form, { n: input })).toEqual({ n: output });
  });

  it('saves a missing field as 0', () => {
    expect(outputOf(form, {})).toEqual({ n: 0 });
  });

  it.each([['1.5'], [1.5], ['abc'], ['1e3'], [Number.NaN], [true], [[]]])(
    '%j: Must be an integer',
    (input) => {
      expect(errorsOf(form, { n: input })).toEqual({ n: 'Must be an integer' });
    },
  );

  it.each([[-1], ['-3']])('%j: Must be 0 or greater', (input) => {
    expect(errorsOf(form, { n: input })).toEqual({ n: 'Must be 0 or greater' });
  });
});

describe('requiredText', () => {
  const schema = v.object({ s: fields.requiredText(m.nameRequired) });
  it('trims the output', () => {
    expect(outputOf(schema, { s: '  a b ' })).toEqual({ s: 'a b' });
  });
  it.each([[''], ['  '], [null], [undefined], [5]])('%j is missing', (input) => {
    expect(errorsOf(schema, { s: input })).toEqual({ s: 'Name is required' });
  });
});

describe('requiredRawText', () => {
  it('keeps the text as typed; blank allowed unless told', () => {
    const password = v.object({ p: fields.requiredRawText(m.passwordRequired) });
    expect(outputOf(password, { p: ' x ' })).toEqual({ p: ' x ' });
    expect(outputOf(password, { p: '  ' })).toEqual({ p: '  ' });
    expect(errorsOf(password, { p: '' })).toEqual({ p: 'Password is required' });
    const value = v.object({ p: fields.requiredRawText(m.valueRequired, false) });
    expect(errorsOf(value, { p: '  ' })).toEqual({ p: 'Value is required' });
    expect(outputOf(value, { p: ' a ' })).toEqual({ p: ' a ' });
  });
});

describe('requiredId', () => {
  const schema = v.object({ id: fields.requiredId(m.templateRequired) });
  it('accepts a number, including 0', () => {
    expect(outputOf(schema, { id: 0 })).toEqual({ id: 0 });
  });
  it.each([[null], [undefined], ['3'], [Number.NaN]])('%j is missing', (input) => {
    expect(errorsOf(schema, { id: input })).toEqual({ id: 'Template is required' });
  });
});

describe('requiredChoice', () => {
  const schema = v.object({ t: fields.requiredChoice(['a', 'b'], m.typeRequired) });
  it('accepts a listed value and refuses others', () => {
    expect(outputOf(schema, { t: 'b' })).toEqual({ t: 'b' });
    expect(errorsOf(schema, { t: 'c' })).toEqual({ t: 'Type is required' });
    expect(errorsOf(schema, {})).toEqual({ t: 'Type is required' });
  });
});

describe('withRules', () => {
  const schema = fields.withRules(
    v.object({ a: fields.requiredText(m.nameRequired), b: v.string() }),
    [
      { path: 'b', dependsOn: ['a'], test: (x) => x.b === x.a, message: m.valueRequired },
      { path: 'b', test: () => false, message: m.keyRequired },
    ],
  );

  it('puts the first failing rule on its path and skips later rules on that field', () => {
    expect(errorsOf(schema, { a: 'x', b: 'y' })).toEqual({ b: 'Value is required' });
    expect(formIssues(v.safeParse(schema, { a: 'x', b: 'y' }).issues)).toHaveLength(1);
  });

  it('skips a rule while a field it depends on has an issue', () => {
    const issues = formIssues(v.safeParse(schema, { a: '', b: 'y' }).issues);
    expect(issues.map((issue) => issue.path)).toEqual(['a', 'b']);
    expect(issues[1]?.text).toBe('Key is required');
  });

  it('does nothing for a non-object input', () => {
    expect(formIssues(v.safeParse(schema, 3).issues)).toHaveLength(1);
  });
});

describe('isJson', () => {
  it('tells JSON from other text', () => {
    expect(fields.isJson('{"a":[1,null]}')).toBe(true);
    expect(fields.isJson('"x"')).toBe(true);
    expect(fields.isJson('{a:1}')).toBe(false);
    expect(fields.isJson('')).toBe(false);
  });
});
