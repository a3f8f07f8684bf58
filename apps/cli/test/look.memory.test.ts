/**
 * `projects`, `templates`, `tasks` and `task` against the demo server in memory: tables on a
 * terminal, one JSON value per line with `--json`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../src/index';
import { type MemoryDemo, startMemoryDemo } from './memoryDemo';

let demo: MemoryDemo;
beforeEach(async () => {
  demo = await startMemoryDemo();
});
afterEach(async () => {
  await demo.close();
});

describe('looking around', () => {
  it('lists projects as a table and as JSON lines', async () => {
    const table = await demo.cli(['projects']);
    expect(table.code).toBe(EXIT_CODES.success);
    expect(table.stdout.split('\n')[0]).toMatch(/^ID\s+NAME\s+CREATED$/);
    expect(table.stdout).toContain('Acme Web Platform');
    const json = await demo.cli(['projects', '--json']);
    const projects = json.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { name: string });
    expect(projects.map((p) => p.name).sort()).toEqual([
      'Acme Web Platform',
      'Data Pipelines',
      'Infrastructure',
    ]);
  });

  it('names a project by name, ignoring case, and refuses an ambiguous default', async () => {
    const templates = await demo.cli(['templates', '--project', 'acme web platform']);
    expect(templates.code).toBe(EXIT_CODES.success);
    expect(templates.stdout).toContain('Ping hosts');
    const none = await demo.cli(['templates']);
    expect(none.code).toBe(EXIT_CODES.usage);
    expect(none.stderr).toContain('You have 3 projects: pass --project');
  });

  it('filters tasks by template and status, newest first', async () => {
    const json = await demo.cli([
      'tasks',
      '-p',
      '1',
      '-t',
      'Ping hosts',
      '-s',
      'error,success',
      '--json',
    ]);
    expect(json.code).toBe(EXIT_CODES.success);
    const tasks = json.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { status: string; tpl_alias: string; id: number });
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks) {
      expect(task.tpl_alias).toBe('Ping hosts');
      expect(['error', 'success']).toContain(task.status);
    }
    const one = await demo.cli(['task', String(tasks[0]!.id)]);
    expect(one.code).toBe(EXIT_CODES.success);
    expect(one.stdout).toMatch(new RegExp(`Task\\s+#${tasks[0]!.id}`));
    expect(one.stdout).toContain('Project   1 Acme Web Platform');
    const missing = await demo.cli(['task', '999999']);
    expect(missing.code).toBe(EXIT_CODES.usage);
    expect(missing.stderr).toContain('No task #999999 in any of your projects');
  });
});
