import { describe, expect, it } from 'vitest';
import {
  JsonFieldError,
  parseArguments,
  parseEnvironmentVariables,
  parseExtraVariables,
  serializeArguments,
  serializeEnvironmentVariables,
  serializeExtraVariables,
} from './jsonFields';

describe('extra variables (environment json, task environment/secret)', () => {
  it('round-trips an object', () => {
    const vars = { a: 1, nested: { b: [true] } };
    expect(parseExtraVariables(serializeExtraVariables(vars))).toEqual(vars);
    expect(serializeExtraVariables({})).toBe('{}');
  });
  it('reads empty and null as {}', () => {
    expect(parseExtraVariables('')).toEqual({});
    expect(parseExtraVariables(null)).toEqual({});
  });
  it('rejects invalid JSON and non-objects with a clear error', () => {
    expect(() => parseExtraVariables('{a:1}')).toThrow(JsonFieldError);
    expect(() => parseExtraVariables('{a:1}')).toThrow(/Extra variables must be valid JSON/);
    expect(() => parseExtraVariables('[1]')).toThrow('Extra variables must be a JSON object');
  });
});

describe('environment variables (environment env)', () => {
  it('round-trips a flat map and keeps null', () => {
    expect(parseEnvironmentVariables(serializeEnvironmentVariables({ A: 'x' }))).toEqual({
      A: 'x',
    });
    expect(serializeEnvironmentVariables(null)).toBeNull();
    expect(parseEnvironmentVariables(null)).toBeNull();
  });
  it('stringifies scalars and rejects nesting', () => {
    expect(parseEnvironmentVariables('{"N":1,"B":false}')).toEqual({ N: '1', B: 'false' });
    expect(() => parseEnvironmentVariables('{"N":{"x":1}}')).toThrow(
      'Environment variable "N" must be a string',
    );
  });
});

describe('arguments (template and task)', () => {
  it('round-trips an array of strings', () => {
    expect(parseArguments(serializeArguments(['-v', '--check']))).toEqual(['-v', '--check']);
    expect(serializeArguments(null)).toBeNull();
    expect(parseArguments('')).toBeNull();
  });
  it('rejects non-arrays and non-string items', () => {
    expect(() => parseArguments('{"a":1}')).toThrow('Arguments must be a JSON array of strings');
    expect(() => parseArguments('[1]')).toThrow(JsonFieldError);
  });
});
