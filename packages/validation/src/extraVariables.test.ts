import { describe, expect, it } from 'vitest';
import { extraVariablesToRows, rowsToExtraVariables } from './extraVariables';

const notTable = {
  success: false,
  issue: {
    path: 'json',
    id: 'validation.notTable',
    message: "Can't be displayed as table.",
    values: {},
    text: "Can't be displayed as table.",
  },
};

describe('extra variables JSON -> table (resources §4)', () => {
  it('turns a flat object into rows in key order', () => {
    expect(extraVariablesToRows('{"region":"eu","port":8080,"debug":false}')).toEqual({
      success: true,
      rows: [
        { name: 'region', value: 'eu' },
        { name: 'port', value: 8080 },
        { name: 'debug', value: false },
      ],
    });
  });

  it('gives an empty table for empty text or {}', () => {
    expect(extraVariablesToRows('')).toEqual({ success: true, rows: [] });
    expect(extraVariablesToRows(' {} ')).toEqual({ success: true, rows: [] });
  });

  it.each([
    ['invalid JSON', '{region: eu}'],
    ['a nested object', '{"a":{"b":1}}'],
    ['a nested array', '{"a":[1,2]}'],
    ['a null value', '{"a":null}'],
    ['a top-level array', '[1,2]'],
    ['a top-level string', '"x"'],
  ])("fails with Can't be displayed as table. for %s", (_label, json) => {
    expect(extraVariablesToRows(json)).toEqual(notTable);
  });
});

describe('table -> extra variables JSON', () => {
  it('round-trips a flat object', () => {
    const json = '{"region":"eu","port":8080,"debug":true}';
    const table = extraVariablesToRows(json);
    expect(table.success).toBe(true);
    if (table.success)
      expect(JSON.parse(rowsToExtraVariables(table.rows))).toEqual(JSON.parse(json));
  });

  it('trims names, skips empty names, and lets a later row win', () => {
    expect(
      JSON.parse(
        rowsToExtraVariables([
          { name: ' a ', value: '1' },
          { name: '  ', value: 'lost' },
          { name: 'a', value: '2' },
          { name: 'b', value: 3 },
        ]),
      ),
    ).toEqual({ a: '2', b: 3 });
  });

  it('gives {} for no rows', () => {
    expect(rowsToExtraVariables([])).toBe('{}');
  });
});
