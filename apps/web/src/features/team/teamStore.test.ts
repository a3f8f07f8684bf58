import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDeleteFlow } from '../../components/deleteFlow';
import { startDemo, type DemoHarness } from '../../test/demo';
import { useTeamStore } from './teamStore';

let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

describe('team store (spec resources §2, API §6.6)', () => {
  it('adds a member, changes the role and removes them through the delete flow', async () => {
    const pid = demo.projectId();
    const store = useTeamStore.getState();
    await store.load(pid);
    const dana = useTeamStore.getState().users.find((u) => u.username === 'dana');
    if (!dana) throw new Error('dana is not seeded');
    expect(useTeamStore.getState().members.some((m) => m.id === dana.id)).toBe(false);

    await store.add(pid, dana.id, 'guest');
    expect(useTeamStore.getState().members.find((m) => m.id === dana.id)?.role).toBe('guest');
    await expect(store.add(pid, dana.id, 'guest')).rejects.toMatchObject({ status: 409 });

    await store.changeRole(pid, dana.id, 'manager');
    expect(useTeamStore.getState().members.find((m) => m.id === dana.id)?.role).toBe('manager');

    const member = useTeamStore.getState().members.find((m) => m.id === dana.id)!;
    expect(await useDeleteFlow.getState().requestDelete(store.removeTarget(pid, member))).toBe(
      'confirm',
    );
    expect(await useDeleteFlow.getState().confirm()).toBe(true);
    expect(useTeamStore.getState().members.some((m) => m.id === dana.id)).toBe(false);
  });
});
