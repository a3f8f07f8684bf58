import { Trans, useLingui } from '@lingui/react/macro';
import type { TaskStatus } from '@semaphore-console/api-client';
import { Button, Select, TextField } from '@semaphore-console/ui';
import { X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTaskFilter } from '../hooks/useTaskFilter';
import {
  countByStatus,
  EMPTY_TASK_FILTER,
  type FilterableTask,
  filterTasks,
  FILTER_STATUSES,
  isTaskFilterActive,
  taskFilterChoices,
  type StarterKey,
  type TaskFilter,
  type TimeRange,
} from './taskFilter';
import * as s from './TaskFilterBar.css';

/** The attribute that marks a page's search or filter field: the `/` shortcut focuses it. */
export const PAGE_SEARCH_ATTRIBUTE = 'data-page-search';

/** How long typing pauses before the search text is written to the URL, in ms. */
export const SEARCH_WRITE_DELAY_MS = 200;

/** Props of {@link TaskFilterBar}. */
export interface TaskFilterBarProps {
  /** The tasks the screen loaded (the filter's choices and counts come from them). */
  tasks: readonly FilterableTask[];
  /** How many tasks match the filter (shown in the "Filtering the last N tasks" note). */
  matching: number;
  filter: TaskFilter;
  onChange(next: TaskFilter): void;
  /** The translated name of a status (spec core §4: `error` reads "Failed"). */
  statusLabel(status: TaskStatus): string;
  /** Offer the template select (not on a template's own task list). Default true. */
  showTemplate?: boolean;
  /** `now` in ms for the per-status counts' time range (tests); default the current time. */
  now?: number;
}

/**
 * The task history filter bar (dashboard, a template's task list): a text search over message,
 * version and commit, template, user and time range selects, status toggles (several at once)
 * with the number of tasks of each status, a clear button, and — while a filter is active — a
 * note saying that the last loaded tasks are filtered (the server has no paging or search, API
 * §1.7, §10). The search field carries {@link PAGE_SEARCH_ATTRIBUTE}.
 */
export function TaskFilterBar({
  tasks,
  matching,
  filter,
  onChange,
  statusLabel,
  showTemplate = true,
  now,
}: TaskFilterBarProps) {
  const { t } = useLingui();
  const choices = useMemo(() => taskFilterChoices(tasks), [tasks]);
  const counts = countByStatus(tasks, filter, now);
  const present = useMemo(() => new Set<string>(tasks.map((task) => task.status)), [tasks]);
  const active = isTaskFilterActive(filter);
  const patch = (next: Partial<TaskFilter>) => onChange({ ...filter, ...next });
  // The search field keeps what is typed and writes it to the URL once typing pauses: URL
  // updates in quick succession would drop keys. A change of the URL from elsewhere (clear,
  // back) is taken over when no write is pending.
  const [text, setText] = useState(filter.text);
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ filter, onChange });
  latest.current = { filter, onChange };
  useEffect(() => {
    if (pendingWrite.current === undefined) setText(filter.text);
  }, [filter.text]);
  useEffect(() => () => clearTimeout(pendingWrite.current), []);
  const typeText = (value: string) => {
    setText(value);
    clearTimeout(pendingWrite.current);
    pendingWrite.current = setTimeout(() => {
      pendingWrite.current = undefined;
      latest.current.onChange({ ...latest.current.filter, text: value });
    }, SEARCH_WRITE_DELAY_MS);
  };
  const clear = () => {
    clearTimeout(pendingWrite.current);
    pendingWrite.current = undefined;
    setText('');
    onChange(EMPTY_TASK_FILTER);
  };
  const toggle = (status: TaskStatus) =>
    patch({
      statuses: filter.statuses.includes(status)
        ? filter.statuses.filter((x) => x !== status)
        : [...filter.statuses, status],
    });
  const starterName = (key: StarterKey, name: string | null): string => {
    if (name) return name;
    if (key === 'integration') return t`Integration`;
    if (key === 'autorun') return t`Autorun after build`;
    if (key === 'schedule') return t`Schedule`;
    return t`User ${key}`;
  };
  const ranges: { value: TimeRange; label: string }[] = [
    { value: 'all', label: t`Any time` },
    { value: '1h', label: t`Last hour` },
    { value: '24h', label: t`Last 24 hours` },
    { value: '7d', label: t`Last 7 days` },
    { value: '30d', label: t`Last 30 days` },
  ];
  // A template or user chosen through a link but absent from the loaded tasks stays selectable.
  const templateOptions = choices.templates.map(({ key: id, name }) => ({
    value: String(id),
    label: name || t`Template ${id}`,
  }));
  if (filter.templateId !== null && !choices.templates.some((c) => c.key === filter.templateId)) {
    const id = filter.templateId;
    templateOptions.push({ value: String(id), label: t`Template ${id}` });
  }
  const starterOptions = choices.starters.map((c) => ({
    value: c.key,
    label: starterName(c.key, c.name),
  }));
  if (filter.starter !== null && !choices.starters.some((c) => c.key === filter.starter)) {
    starterOptions.push({ value: filter.starter, label: starterName(filter.starter, null) });
  }
  const loaded = tasks.length;

  return (
    <div role="search" className={s.bar} aria-label={t`Filter tasks`}>
      <div className={s.fields}>
        <TextField
          className={s.search}
          type="search"
          label={t`Search message, version or commit`}
          value={text}
          onChange={(event) => typeText(event.target.value)}
          {...{ [PAGE_SEARCH_ATTRIBUTE]: '' }}
        />
        {showTemplate ? (
          <Select
            className={s.select}
            label={t`Template`}
            value={filter.templateId === null ? '' : String(filter.templateId)}
            onValueChange={(value) => patch({ templateId: value === '' ? null : Number(value) })}
            options={[{ value: '', label: t`Any template` }, ...templateOptions]}
          />
        ) : null}
        <Select
          className={s.select}
          label={t`User`}
          value={filter.starter ?? ''}
          onValueChange={(value) => patch({ starter: value === '' ? null : value })}
          options={[{ value: '', label: t`Anyone` }, ...starterOptions]}
        />
        <Select
          className={s.select}
          label={t`Time`}
          value={filter.range}
          onValueChange={(value) => patch({ range: value as TimeRange })}
          options={ranges}
        />
        {active || text !== '' ? (
          <Button icon={<X aria-hidden />} onClick={clear}>
            <Trans>Clear filters</Trans>
          </Button>
        ) : null}
      </div>
      {present.size > 0 || filter.statuses.length > 0 ? (
        <div className={s.statuses} role="group" aria-label={t`Status`}>
          <span className={s.statusTitle} aria-hidden>
            <Trans>Status</Trans>
          </span>
          {FILTER_STATUSES.filter((st) => present.has(st) || filter.statuses.includes(st)).map(
            (status) => {
              const pressed = filter.statuses.includes(status);
              return (
                <Button
                  key={status}
                  size="sm"
                  variant={pressed ? 'primary' : 'secondary'}
                  aria-pressed={pressed}
                  onClick={() => toggle(status)}
                >
                  {statusLabel(status)} <span className={s.count}>{counts[status]}</span>
                </Button>
              );
            },
          )}
        </div>
      ) : null}
      {active ? (
        <p className={s.note} role="status">
          <Trans>
            Filtering the last {loaded} tasks: {matching} match.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

/** What {@link useTaskFilterBar} gives a screen. */
export interface TaskFilterBarState<T extends FilterableTask> {
  /** The tasks the URL's filter keeps, in their order. */
  rows: T[];
  /** Whether a filter is active (show "no task matches" instead of "no tasks yet"). */
  active: boolean;
  /** The filter bar, bound to the URL's search parameters. */
  bar: ReactNode;
}

/**
 * A task list screen's filtering in one call: reads the filter from the URL (`useTaskFilter`),
 * filters `tasks`, and renders the {@link TaskFilterBar} that edits it.
 */
export function useTaskFilterBar<T extends FilterableTask>(
  tasks: readonly T[],
  options: Pick<TaskFilterBarProps, 'statusLabel' | 'showTemplate'>,
): TaskFilterBarState<T> {
  const [filter, setFilter] = useTaskFilter();
  const rows = useMemo(() => filterTasks(tasks, filter), [tasks, filter]);
  return {
    rows,
    active: isTaskFilterActive(filter),
    bar: (
      <TaskFilterBar
        tasks={tasks}
        matching={rows.length}
        filter={filter}
        onChange={setFilter}
        statusLabel={options.statusLabel}
        showTemplate={options.showTemplate}
      />
    ),
  };
}
