import { afterEach } from 'vitest';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';
import { loadTemplateForm, readTemplateForm } from './templateFormData';
import { useTemplateFormStore } from './templateFormStore';

/** What {@link templateFormHarness} gives a test file. */
export interface TemplateFormHarness {
  /** The demo server of the running test (set by {@link TemplateFormHarness.start}). */
  demo: DemoHarness;
  /** The demo's project id. */
  pid: number;
  /** Starts a demo server (no task runner) for the test; closed after each test. */
  start: (options?: StartDemoOptions) => Promise<void>;
  /** Loads what the template form reads, as the editor route does. */
  load: (templateId: number | null, copy?: boolean) => Promise<void>;
  /** What the form shows after {@link TemplateFormHarness.load}. */
  form: () => ReturnType<typeof readTemplateForm>;
  /** The template form store's state. */
  store: () => ReturnType<typeof useTemplateFormStore.getState>;
}

/**
 * The template form tests' demo server and form loading (test-only): registers the `afterEach`
 * that closes the demo, so call it once at the top of a test file.
 */
export function templateFormHarness(): TemplateFormHarness {
  /** The form's template and copy flag of the last load. */
  let shown: [number | null, boolean] = [null, false];
  const h: TemplateFormHarness = {
    demo: undefined as unknown as DemoHarness,
    pid: 0,
    async start(options = {}) {
      h.demo = await startDemo({ run: false, ...options });
      h.pid = h.demo.projectId();
    },
    async load(templateId, copy = false) {
      shown = [templateId, copy];
      await loadTemplateForm(h.pid, templateId, copy);
    },
    form: () => readTemplateForm(...shown),
    store: () => useTemplateFormStore.getState(),
  };
  afterEach(() => h.demo.close());
  return h;
}
