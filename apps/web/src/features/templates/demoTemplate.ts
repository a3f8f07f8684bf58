import type { TemplateInput } from '@semaphore-console/api-client';
import type { DemoHarness } from '../../test/demo';

/**
 * Adds an Ansible template to the demo's project 1 over its API (test-only): its first repository
 * and first inventory that no template holds, the playbook `site.yml`, then `patch`.
 *
 * @returns the new template's id.
 */
export async function addDemoTemplate(
  demo: DemoHarness,
  patch: Partial<TemplateInput>,
): Promise<number> {
  const { state } = demo.app;
  const created = await demo.client.project(1).templates.create({
    name: 'Task',
    app: 'ansible',
    playbook: 'site.yml',
    repository_id: state.repositories.find((r) => r.project_id === 1)!.id,
    inventory_id: state.inventories.find((i) => i.project_id === 1 && !i.holder_id)!.id,
    ...patch,
  });
  return created.id;
}
