import { describe, expect, it } from 'vitest';
import { scriptFor, type ScriptInput } from './output';
import { seedState } from './seed';

const run = (templateName: string, fail: boolean): string[] => {
  const input: ScriptInput = {
    app: 'ansible',
    templateName,
    playbook: 'deploy.yml',
    vars: { demo_fail: fail },
    debug: false,
    dryRun: false,
    limit: '',
  };
  return scriptFor(input).lines;
};

describe('the demo runner writes what a real team would see', () => {
  it('runs "Deploy to staging" on the staging hosts, never on production', () => {
    for (const fail of [false, true]) {
      const lines = run('Deploy to staging', fail).join('\n');
      expect(lines).toContain('web-01.staging.example.com');
      expect(lines).not.toContain('prod.example.com');
    }
    expect(run('Deploy to production', false).join('\n')).toContain('web-01.prod.example.com');
  });

  it('gives a host no further task after its fatal:, and its recap counts what it ran', () => {
    const lines = run('Deploy to production', true);
    const fatal = lines.findIndex((l) => l.includes('fatal: ['));
    expect(fatal).toBeGreaterThan(0);
    const host = /fatal: \[([^\]]+)\]/.exec(lines[fatal] ?? '')?.[1] as string;
    const recap = lines.findIndex((l) => l.includes('PLAY RECAP'));
    expect(lines.slice(fatal + 1, recap).filter((l) => l.includes(`[${host}]`))).toEqual([]);
    expect(lines.slice(recap).find((l) => l.includes(host))).toMatch(/ok=4 .*failed=1 .*skipped=0/);
  });

  it('keeps production hosts out of the seeded Staging inventories', () => {
    const staging = seedState().inventories.filter((i) => i.name === 'Staging');
    expect(staging.length).toBeGreaterThan(0);
    for (const inventory of staging) expect(inventory.inventory).not.toContain('prod.');
  });

  it('lists the richest project first, the one the console opens after sign-in', () => {
    const state = seedState();
    const templates = (id: number) => state.templates.filter((t) => t.project_id === id).length;
    // GET /api/projects answers by name (API §5.2); the console opens the first (spec core §4).
    const [first, ...rest] = [...state.projects].sort((a, b) => a.name.localeCompare(b.name));
    for (const other of rest) expect(templates(first!.id)).toBeGreaterThan(templates(other.id));
  });
});
