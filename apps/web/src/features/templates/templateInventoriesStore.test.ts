import type { Inventory } from '@semaphore-console/api-client';
import { describe, expect, it } from 'vitest';
import { attachedInventories } from './templateInventoriesStore';

const inventory = (id: number, holder_id: number | null): Inventory =>
  ({ id, name: `Inventory ${id}`, project_id: 1, type: 'static', holder_id }) as Inventory;

describe('attachedInventories (newer §N6)', () => {
  it("lists the template's inventories and its default, the default first", () => {
    const all = [inventory(1, null), inventory(2, 7), inventory(3, 8), inventory(4, 7)];
    expect(attachedInventories(all, 7, 4).map((i) => i.id)).toEqual([4, 2]);
    expect(attachedInventories(all, 7, 1).map((i) => i.id)).toEqual([1, 2, 4]);
  });

  it('lists nothing for a template with no default and nothing attached', () => {
    expect(attachedInventories([inventory(1, null), inventory(2, 8)], 7, null)).toEqual([]);
  });
});
