import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '../../stores/createAppStore';
import { startDemo, type DemoHarness } from '../../test/demo';
import { usePaletteStore } from './paletteStore';

let demo: DemoHarness;
beforeEach(() => resetAllStores());
afterEach(() => demo.close());

describe('palette store', () => {
  it('loads the templates of a project by name', async () => {
    demo = await startDemo({ run: false });
    const projectId = demo.projectId();
    await usePaletteStore.getState().loadTemplates(projectId);
    const { templates, loading, error } = usePaletteStore.getState();
    const names = demo.app.state.templates
      .filter((t) => t.project_id === projectId)
      .map((t) => t.name)
      .sort((a, b) => a.localeCompare(b));
    expect(names.length).toBeGreaterThan(2);
    expect(templates.map((t) => t.name)).toEqual(names);
    expect(loading).toBe(false);
    expect(error).toBeNull();
  });

  it('says why when the templates cannot be read', async () => {
    demo = await startDemo({ run: false, user: 'dana' });
    await usePaletteStore.getState().loadTemplates(demo.projectId());
    expect(usePaletteStore.getState().templates).toEqual([]);
    expect(usePaletteStore.getState().error).toEqual(expect.any(String));
  });
});
