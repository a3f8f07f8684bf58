import { describe, expect, it } from 'vitest';
import { diffRows, firstChange } from './diffRows';
import { compareParams } from './taskParams';
import { taskFixture } from '../../test/tasks';

const task = taskFixture;

describe('compareParams', () => {
  it('marks the parameters and extra variables (survey values) that differ', () => {
    const rows = compareParams(
      task({
        message: 'first',
        environment: '{"release":"1.0","region":"eu"}',
        arguments: '["-v"]',
      }),
      task({
        message: 'second',
        environment: '{"release":"1.1","region":"eu","demo_fail":true}',
        arguments: '["-v"]',
      }),
    );
    const differing = rows
      .filter((r) => r.differs)
      .map((r) => (r.key === 'variable' ? r.name : r.key));
    expect(differing).toEqual(['message', 'demo_fail', 'release']);
    expect(rows.find((r) => r.name === 'demo_fail')).toMatchObject({ a: '', b: 'true' });
    expect(rows.find((r) => r.key === 'arguments')).toMatchObject({ a: '-v', differs: false });
  });

  it('shows a malformed JSON field as it is', () => {
    const rows = compareParams(task({ arguments: '[oops' }), task({}));
    expect(rows.find((r) => r.key === 'arguments')).toMatchObject({ a: '[oops', b: '' });
  });
});

describe('diffRows', () => {
  it('collapses long unchanged runs around changes, and expands one on demand', () => {
    const hunks = [
      { kind: 'same', a: 0, b: 0, count: 100 },
      { kind: 'removed', a: 100, count: 1 },
      { kind: 'same', a: 101, b: 100, count: 50 },
    ] as const;
    const rows = diffRows(hunks, new Set());
    expect(rows.map((r) => r.kind)).toEqual([
      'gap',
      'same',
      'same',
      'same',
      'removed',
      'same',
      'same',
      'same',
      'gap',
    ]);
    expect(rows[0]).toEqual({ kind: 'gap', hunk: 0, count: 97 });
    expect(firstChange(rows)).toBe(4);
    expect(diffRows(hunks, new Set([0]))).toHaveLength(100 + 1 + 3 + 1);
  });
});
