import { describe, expect, it } from 'vitest';
import { moveItem, nextTemporaryViewId, sortViews, viewPositions } from './viewOrder';

describe('view order', () => {
  it('gives a new view a negative id below every id in use', () => {
    expect(nextTemporaryViewId([])).toBe(-1);
    expect(nextTemporaryViewId([{ id: 4 }, { id: 9 }])).toBe(-1);
    expect(nextTemporaryViewId([{ id: 4 }, { id: -1 }, { id: -3 }])).toBe(-4);
  });

  it('moves an item and leaves the list alone for out-of-range indexes', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('maps saved view ids to their index and skips unsaved ones', () => {
    expect(viewPositions([{ id: 7 }, { id: -1 }, { id: 3 }])).toEqual({ '7': 0, '3': 2 });
  });

  it('sorts views by position, then id', () => {
    const sorted = sortViews([
      { id: 3, position: 1 },
      { id: 2, position: 0 },
      { id: 1, position: 1 },
    ]);
    expect(sorted.map((v) => v.id)).toEqual([2, 1, 3]);
  });
});
