import { useLingui } from '@lingui/react/macro';
import { strip } from '@semaphore-console/ansi';
import { type Task, type TaskOutput } from '@semaphore-console/api-client';
import { Alert, Button } from '@semaphore-console/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDownToLine } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { client } from '../../server/client';
import { TaskStatusBadge } from '../task-log';
import * as s from './CompareScreen.css';
import { diffRows, firstChange, type DiffRow } from './diffRows';
import type { DiffHunk } from './logDiff';
import { computeLogDiff } from './logDiffClient';
import { compareParams, type ParamKey, type ParamRow } from './taskParams';
import { failureText } from '../../server/failures';

interface Loaded {
  readonly a: Task;
  readonly b: Task;
  readonly outA: readonly TaskOutput[];
  readonly outB: readonly TaskOutput[];
}

type LoadState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'ready'; readonly data: Loaded };

/** Loads both tasks and their logs (API §6.12: `GET …/tasks/{id}` and `…/output`). */
function useCompareData(projectId: number, a: number, b: number): LoadState {
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    const tasks = client().project(projectId).tasks;
    Promise.all([tasks.get(a), tasks.get(b), tasks.output(a), tasks.output(b)])
      .then(([ta, tb, outA, outB]) => {
        if (live) setState({ kind: 'ready', data: { a: ta, b: tb, outA, outB } });
      })
      .catch((error: unknown) => {
        if (live) setState({ kind: 'error', message: failureText(error) });
      });
    return () => {
      live = false;
    };
  }, [projectId, a, b]);
  return state;
}

/**
 * Compare two runs of a template (`/project/:projectId/templates/:templateId/compare?a=..&b=..`):
 * their parameters side by side with differences marked, then their logs as a diff that ignores
 * times and task ids (computed in a Web Worker, so a 100,000-line log does not block the page),
 * with the first divergence one click away. Log text is rendered as text, never HTML.
 */
export function CompareScreen() {
  const { t } = useLingui();
  const params = useParams();
  const [search] = useSearchParams();
  const projectId = Number(params.projectId);
  const templateId = Number(params.templateId);
  const a = Number(search.get('a'));
  const b = Number(search.get('b'));
  const valid = Number.isInteger(a) && Number.isInteger(b) && a > 0 && b > 0;
  const state = useCompareData(projectId, valid ? a : 0, valid ? b : 0);

  return (
    <main className={s.page}>
      <div>
        <Link to={`/project/${projectId}/templates/${templateId}`}>{t`Back to the template`}</Link>
      </div>
      <h1 className={s.title}>{t`Compare task #${a} with task #${b}`}</h1>
      {!valid ? (
        <Alert>{t`Pick two tasks to compare.`}</Alert>
      ) : state.kind === 'error' ? (
        <Alert>{state.message}</Alert>
      ) : state.kind === 'loading' ? (
        <p className={s.muted} role="status">{t`Loading both tasks…`}</p>
      ) : (
        <>
          <ParamsTable a={state.data.a} b={state.data.b} />
          <LogDiff data={state.data} />
        </>
      )}
    </main>
  );
}

function ParamsTable({ a, b }: { a: Task; b: Task }) {
  const { t } = useLingui();
  const rows = useMemo(() => compareParams(a, b), [a, b]);
  const labels: Record<Exclude<ParamKey, 'variable'>, string> = {
    status: t`Status`,
    message: t`Message`,
    version: t`Version`,
    commit: t`Commit`,
    commitMessage: t`Commit message`,
    branch: t`Branch`,
    playbook: t`Playbook`,
    inventory: t`Inventory`,
    limit: t`Limit`,
    debug: t`Debug`,
    dryRun: t`Dry run`,
    diff: t`Diff`,
    arguments: t`Arguments`,
  };
  const label = (row: ParamRow) => {
    const name = row.name;
    return row.key === 'variable' ? t`Variable ${name}` : labels[row.key];
  };
  const differing = rows.filter((row) => row.differs).length;
  return (
    <section aria-labelledby="compare-params">
      <h2 id="compare-params" className={s.sectionTitle}>
        {t`Parameters`}{' '}
        <span className={s.muted}>
          {differing === 0 ? t`(the same)` : t`(${differing} different)`}
        </span>
      </h2>
      <div className={s.tableWrap}>
        <table className={s.table} aria-labelledby="compare-params">
          <thead>
            <tr>
              <th scope="col" className={s.nameCol}>{t`Parameter`}</th>
              <th scope="col">
                {t`Task #${a.id}`} <TaskStatusBadge status={a.status} />
              </th>
              <th scope="col">
                {t`Task #${b.id}`} <TaskStatusBadge status={b.status} />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.key}:${row.name}`} className={row.differs ? s.differs : undefined}>
                <th scope="row">
                  {label(row)}
                  {row.differs ? <span className={s.marker}>{t`differs`}</span> : null}
                </th>
                <td>{row.a}</td>
                <td>{row.b}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const ROW_HEIGHT = 20;

function LogDiff({ data }: { data: Loaded }) {
  const { t } = useLingui();
  const [hunks, setHunks] = useState<DiffHunk[] | null>(null);
  const [failure, setFailure] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [marked, setMarked] = useState(-1);
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setHunks(null);
    setFailure('');
    computeLogDiff(
      data.outA.map((o) => o.output),
      data.outB.map((o) => o.output),
      [data.a.id, data.b.id],
      controller.signal,
    ).then(
      (result) => {
        if (!controller.signal.aborted) setHunks(result);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(failureText(error));
      },
    );
    return () => controller.abort();
  }, [data]);

  const rows = useMemo(() => (hunks ? diffRows(hunks, expanded) : []), [hunks, expanded]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });

  const plainCache = useRef(new Map<string, string>());
  const text = (side: 'a' | 'b', index: number) => {
    const key = `${side}${index}`;
    let value = plainCache.current.get(key);
    if (value === undefined) {
      const record = (side === 'a' ? data.outA : data.outB)[index];
      value = record ? strip(record.output) : '';
      if (plainCache.current.size > 5000) plainCache.current.clear();
      plainCache.current.set(key, value);
    }
    return value;
  };

  if (failure) return <Alert>{failure}</Alert>;
  const removed = hunks?.reduce((n, h) => n + (h.kind === 'removed' ? h.count : 0), 0) ?? 0;
  const added = hunks?.reduce((n, h) => n + (h.kind === 'added' ? h.count : 0), 0) ?? 0;
  const first = firstChange(rows);

  return (
    <section aria-labelledby="compare-log">
      <div className={s.diffBar}>
        <h2 id="compare-log" className={s.sectionTitle}>
          {t`Log`}
        </h2>
        <span className={s.muted} role="status">
          {hunks === null
            ? t`Comparing the logs…`
            : first === -1
              ? t`The logs are the same (times and task ids ignored).`
              : t`${removed} lines only in task #${data.a.id}, ${added} lines only in task #${data.b.id} (times and task ids ignored).`}
        </span>
        {first !== -1 ? (
          <Button
            size="sm"
            icon={<ArrowDownToLine aria-hidden />}
            onClick={() => {
              setMarked(first);
              virtualizer.scrollToIndex(first, { align: 'start' });
            }}
          >
            {t`Go to the first difference`}
          </Button>
        ) : null}
      </div>
      {hunks !== null ? (
        <div
          ref={scrollRef}
          className={s.diffBox}
          role="log"
          aria-label={t`Log differences`}
          tabIndex={0}
        >
          <div className={s.canvas} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index] as DiffRow;
              if (row.kind === 'gap') {
                const count = row.count;
                return (
                  <button
                    key={item.key}
                    type="button"
                    className={s.gap}
                    style={{ top: item.start }}
                    onClick={() => setExpanded(new Set([...expanded, row.hunk]))}
                  >
                    {t`Show ${count} unchanged lines`}
                  </button>
                );
              }
              const sign = row.kind === 'removed' ? '-' : row.kind === 'added' ? '+' : ' ';
              const content = row.kind === 'added' ? text('b', row.b) : text('a', row.a);
              const className = [s.row, s.rowKind[row.kind], item.index === marked ? s.current : '']
                .filter(Boolean)
                .join(' ');
              return (
                <div
                  key={item.key}
                  className={className}
                  style={{ top: item.start }}
                  data-kind={row.kind}
                  aria-current={item.index === marked ? 'location' : undefined}
                >
                  <span className={s.num}>{row.a >= 0 ? row.a + 1 : ''}</span>
                  <span className={s.num}>{row.b >= 0 ? row.b + 1 : ''}</span>
                  <span className={s.sign}>{sign}</span>
                  <span>{content}</span>
                </div>
              );
            })}
          </div>
        </div>
      ) : null}
    </section>
  );
}
