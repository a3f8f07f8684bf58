import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LogOutline } from './outline';
import { LINE_KIND, type HostSummary } from './types';

/** The lines of a recorded output in `test/fixtures`. */
function fixture(name: string): string[] {
  const text = readFileSync(new URL(`../test/fixtures/${name}`, import.meta.url), 'utf8');
  return text.replace(/\n$/, '').split('\n');
}

/** An outline fed every line of `lines`, line `i` at `i` seconds. */
function outlineOf(lines: readonly string[]): LogOutline {
  const outline = new LogOutline();
  lines.forEach((line, i) => outline.push(line, i * 1000));
  return outline;
}

/**
 * The expected counts of a host, given in the recap's order: ok, changed, unreachable, failed,
 * skipped, rescued, ignored.
 */
function host(
  name: string,
  [ok, changed, unreachable, failed, skipped, rescued, ignored]: number[],
) {
  return { name, ok, changed, unreachable, failed, skipped, rescued, ignored };
}

function counts(host: HostSummary | undefined) {
  if (!host) return undefined;
  const { name, ok, changed, unreachable, failed, skipped, rescued, ignored } = host;
  return { name, ok, changed, unreachable, failed, skipped, rescued, ignored };
}

const lineOf = (lines: readonly string[], text: string) =>
  lines.findIndex((l) => l.startsWith(text));

describe('Ansible: several plays, loops, handlers, ...ignoring, RECAP', () => {
  const lines = fixture('ansible-multi-play.txt');
  const outline = outlineOf(lines);

  it('takes the counts from the recap', () => {
    expect(outline.hasRecap).toBe(true);
    expect(outline.hosts.map(counts)).toEqual([
      host('web-01', [6, 4, 0, 0, 1, 0, 0]),
      host('web-02', [6, 2, 0, 0, 1, 0, 1]),
      host('db-01', [3, 1, 0, 0, 0, 1, 0]),
    ]);
    expect(outline.hosts.every((h) => h.fromRecap)).toBe(true);
  });

  it('counts live before the recap like Ansible (a loop once, changed and ignored also ok)', () => {
    const live = outlineOf(lines.slice(0, lineOf(lines, 'PLAY RECAP')));
    expect(live.hasRecap).toBe(false);
    expect(live.hosts.map(counts)).toEqual([
      // facts ok, loop changed, skipped, changed, ok, handler changed
      host('web-01', [5, 3, 0, 0, 1, 0, 0]),
      // facts ok, loop ok, skipped, changed, ignored, handler changed
      host('web-02', [5, 2, 0, 0, 1, 0, 1]),
      // rescued is only known from the recap: live it is a failure
      host('db-01', [3, 1, 0, 1, 0, 0, 0]),
    ]);
  });

  it('marks each line with its kind and host (a delegation counts for the host)', () => {
    expect(outline.kind(lineOf(lines, 'PLAY [Prepare web'))).toBe(LINE_KIND.play);
    expect(outline.kind(lineOf(lines, 'TASK [Gathering'))).toBe(LINE_KIND.task);
    expect(outline.kind(lineOf(lines, 'RUNNING HANDLER'))).toBe(LINE_KIND.handler);
    expect(outline.kind(lineOf(lines, 'changed: [web-01] => (item=curl)'))).toBe(LINE_KIND.changed);
    expect(outline.kind(lineOf(lines, 'skipping: [web-02]'))).toBe(LINE_KIND.skipped);
    expect(outline.kind(lineOf(lines, 'fatal: [web-02]'))).toBe(LINE_KIND.ignored);
    expect(outline.kind(lineOf(lines, 'fatal: [db-01]'))).toBe(LINE_KIND.failed);
    expect(outline.kind(lineOf(lines, 'PLAY RECAP'))).toBe(LINE_KIND.recap);
    expect(outline.kind(lineOf(lines, 'web-02    '))).toBe(LINE_KIND.recapHost);
    expect(outline.kind(lineOf(lines, 'ansible-playbook'))).toBe(LINE_KIND.other);
    const delegated = lineOf(lines, 'ok: [db-01 -> localhost]');
    expect(outline.hosts[outline.host(delegated)]?.name).toBe('db-01');
    expect(outline.host(lineOf(lines, 'web-02    '))).toBe(1);
    expect(outline.host(lineOf(lines, 'TASK [Gathering'))).toBe(-1);
  });

  it('lists the errors; an ignored failure is none', () => {
    const fatal = lineOf(lines, 'fatal: [db-01]');
    expect(outline.errorCount).toBe(1);
    expect(outline.error(0)).toBe(fatal);
    expect(outline.nextError(0)).toBe(fatal);
    expect(outline.nextError(fatal + 1)).toBe(-1);
    expect(outline.previousError(lines.length)).toBe(fatal);
    expect(outline.previousError(fatal - 1)).toBe(-1);
  });

  it('makes plays, tasks, handlers and the recap sections with durations', () => {
    const summary = outline.sections.map((s) => [s.kind, s.title, s.start, s.end, s.depth]);
    const play2 = lineOf(lines, 'PLAY [Prepare database]');
    const recap = lineOf(lines, 'PLAY RECAP');
    expect(summary[0]).toEqual(['play', 'Prepare web servers', 2, play2, 0]);
    expect(summary[1]).toEqual(['task', 'Gathering Facts', 4, 8, 1]);
    expect(summary).toContainEqual([
      'handler',
      'nginx : Reload nginx',
      lineOf(lines, 'RUNNING HANDLER'),
      play2,
      1,
    ]);
    expect(summary.at(-1)).toEqual(['recap', 'PLAY RECAP', recap, -1, 0]);
    expect(outline.sections.filter((s) => s.kind === 'task')).toHaveLength(9);
    expect(outline.sectionDuration(0)).toBe((play2 - 2) * 1000);
    expect(outline.sectionDuration(1)).toBe(4000);
    // The open recap runs to the last line.
    expect(outline.sectionDuration(outline.sections.length - 1)).toBe(
      (lines.length - 1 - recap) * 1000,
    );
    expect(outline.section(5)).toBe(1);
    expect(outline.section(0)).toBe(-1);
    expect(outline.currentPlay).toBeNull();
    expect(outline.currentTask).toBeNull();
  });
});

describe('Ansible -v: JSON results over several lines', () => {
  const lines = fixture('ansible-verbose.txt');
  const outline = outlineOf(lines);

  it('gives every line of a JSON result the kind and host of its result', () => {
    const start = lineOf(lines, 'ok: [app-2] => {');
    for (let i = start; i <= start + 2; i++) {
      expect(outline.kind(i)).toBe(LINE_KIND.ok);
      expect(outline.hosts[outline.host(i)]?.name).toBe('app-2');
    }
    expect(outline.kind(start + 3)).toBe(LINE_KIND.other);
    const fatal = lineOf(lines, 'fatal: [app-2]');
    expect(outline.kind(fatal + 3)).toBe(LINE_KIND.failed);
    expect(outline.errorCount).toBe(1);
    expect(outline.error(0)).toBe(fatal);
    const loop = lineOf(lines, 'changed: [app-1] => (item=app.tar.gz) => {');
    expect(outline.kind(loop + 4)).toBe(LINE_KIND.changed);
    expect(outline.kind(lineOf(lines, 'changed: [app-1] => {"changed"'))).toBe(LINE_KIND.changed);
  });

  it('reads the recap after JSON results', () => {
    expect(outline.hosts.map((h) => [h.name, h.ok, h.changed, h.failed])).toEqual([
      ['app-1', 3, 2, 0],
      ['app-2', 1, 0, 1],
    ]);
  });
});

describe('Ansible: a stopped run (no RECAP)', () => {
  const lines = fixture('ansible-stopped.txt');
  const outline = outlineOf(lines);

  it('keeps the live counts and the current play and task', () => {
    expect(outline.hasRecap).toBe(false);
    expect(outline.hosts.map((h) => [h.name, h.ok, h.changed, h.fromRecap])).toEqual([
      ['node-a', 2, 1, false],
      ['node-b', 2, 1, false],
      ['node-c', 1, 0, false],
    ]);
    expect(outline.currentPlay).toBe('Rolling upgrade');
    expect(outline.currentTask).toBe('Drain node');
    // Retries are not errors.
    expect(outline.errorCount).toBe(0);
    // Open sections run to the last line.
    expect(outline.sections.map((s) => s.end)).toEqual([-1, 8, -1]);
    expect(outline.sectionDuration(2)).toBe((lines.length - 1 - 8) * 1000);
  });
});

describe('Ansible: unreachable hosts', () => {
  const lines = fixture('ansible-unreachable.txt');

  it('counts them live and marks the line as an error', () => {
    const live = outlineOf(lines.slice(0, lineOf(lines, 'PLAY RECAP')));
    const edge7 = live.hosts.find((h) => h.name === 'edge-7');
    expect(edge7 && [edge7.unreachable, edge7.failed, edge7.ok]).toEqual([1, 0, 0]);
    const line = lineOf(lines, 'fatal: [edge-7]');
    expect(live.kind(line)).toBe(LINE_KIND.unreachable);
    expect(live.nextError(0)).toBe(line);
  });

  it('reads unreachable from the recap', () => {
    const outline = outlineOf(lines);
    expect(outline.hosts.map((h) => [h.name, h.unreachable])).toEqual([
      ['edge-7', 1],
      ['edge-1', 0],
    ]);
  });
});

describe('errors outside host results', () => {
  it('marks Ansible ERROR! lines', () => {
    const outline = outlineOf(fixture('ansible-syntax-error.txt'));
    expect(outline.errorCount).toBe(1);
    expect(outline.kind(0)).toBe(LINE_KIND.error);
    expect(outline.hosts).toEqual([]);
  });

  it('marks Terraform boxed errors', () => {
    const lines = fixture('terraform-import-error.txt');
    const outline = outlineOf(lines);
    expect(outline.errorCount).toBe(1);
    expect(outline.error(0)).toBe(lineOf(lines, '│ Error:'));
  });
});

describe('Terraform / OpenTofu plan', () => {
  it('reads "Plan: N to add, N to change, N to destroy."', () => {
    const lines = fixture('terraform-plan.txt');
    const outline = outlineOf(lines);
    expect(outline.plan).toEqual({
      line: lineOf(lines, 'Plan:'),
      noChanges: false,
      add: 1,
      change: 1,
      destroy: 2,
      import: 0,
      forget: 0,
    });
    expect(outline.errorCount).toBe(0);
  });

  it('reads "No changes."', () => {
    const outline = outlineOf(fixture('tofu-no-changes.txt'));
    expect(outline.plan).toMatchObject({ noChanges: true, add: 0, change: 0, destroy: 0 });
  });

  it('reads imports', () => {
    const outline = outlineOf(fixture('terraform-import-error.txt'));
    expect(outline.plan).toMatchObject({ import: 2, add: 0, change: 1, destroy: 0 });
  });

  it('ignores a line that only starts like a plan', () => {
    const outline = outlineOf(['Plan: none of your business', 'No changesets here']);
    expect(outline.plan).toBeNull();
  });
});

describe('::group:: sections', () => {
  it('nests groups and ends each at its end marker', () => {
    const outline = outlineOf(fixture('bash-groups.txt'));
    expect(outline.sections.map((s) => [s.title, s.start, s.end, s.parent, s.depth])).toEqual([
      ['Install dependencies', 1, 5, -1, 0],
      ['Build', 5, 11, -1, 0],
      ['Compile', 6, 9, 1, 1],
    ]);
    expect(outline.kind(8)).toBe(LINE_KIND.groupEnd);
    expect(outline.section(8)).toBe(2);
    expect(outline.section(9)).toBe(1);
    expect(outline.section(11)).toBe(-1);
    expect(outline.sectionDuration(0)).toBe(3000);
  });

  it('ignores an end marker without a group', () => {
    const outline = outlineOf(['::endgroup::', 'x']);
    expect(outline.sections).toEqual([]);
  });
});

describe('streaming', () => {
  it('gives the same outline whatever the line times, and changes revision only for the summary', () => {
    const outline = new LogOutline();
    outline.push('PLAY [p] ***');
    const afterPlay = outline.revision;
    outline.push('plain output');
    expect(outline.revision).toBe(afterPlay);
    outline.push('ok: [h]');
    expect(outline.revision).toBeGreaterThan(afterPlay);
    expect(outline.sectionDuration(0)).toBeNull();
  });

  it('reads RFC 3339 times', () => {
    const outline = new LogOutline();
    outline.push('TASK [a] ***', '2026-01-01T00:00:00Z');
    outline.push('ok: [h]', '2026-01-01T00:00:02.5Z');
    outline.push('TASK [b] ***', '2026-01-01T00:00:03Z');
    expect(outline.sectionDuration(0)).toBe(3000);
    expect(outline.sectionDuration(1)).toBe(0);
  });

  it('grows past its first arrays', () => {
    const outline = new LogOutline();
    outline.push('PLAY [big] ***');
    for (let i = 0; i < 5000; i++)
      outline.push(i % 2 ? `ok: [h${i % 7}]` : 'fatal: [x]: FAILED! => {}');
    expect(outline.length).toBe(5001);
    expect(outline.errorCount).toBe(2500);
    expect(outline.kind(5000)).toBe(LINE_KIND.ok);
    expect(outline.kind(5001)).toBe(LINE_KIND.other);
  });

  it('takes any input without throwing', () => {
    const outline = new LogOutline();
    for (const text of [
      '',
      'P',
      'TASK [',
      'ok: []',
      '}',
      '::group::',
      '│',
      '...ignoring',
      'PLAY RECAP',
      ': ok=1',
    ]) {
      outline.push(text);
    }
    expect(outline.length).toBe(10);
  });
});
