import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@semaphore-console/ui';
import { Command } from 'cmdk';
import { FolderKanban, Hash, LayoutList, ListChecks, Play } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { taskLogHref } from '../../lib/navigation';
import { preferences, usePreferences } from '../../lib/preferences';
import { useShellStore } from '../../stores/session';
import * as s from './CommandPalette.css';
import { Keys } from './keys';
import { parseTaskQuery, recentTargets, targetKey, type PaletteTarget } from './paletteItems';
import { usePaletteStore, type PaletteState } from './paletteStore';
import { createSearchIndex, searchIndex, type SearchResult } from './paletteSearch';
import { screenPath, screensOf } from './projectScreens';

const EMPTY_TEMPLATES: PaletteState['templates'] = [];

/** Props of {@link CommandPalette}. */
export interface CommandPaletteProps {
  onClose(): void;
  /** A template's "Run" was chosen: open its new task dialog. */
  onRun(projectId: number, templateId: number): void;
}

/** One row of the palette. */
interface Row {
  target: PaletteTarget;
  label: string;
  /** Extra words the search matches (not shown). */
  keywords?: string[];
  hint?: ReactNode;
}

/**
 * Most rows of each group drawn at once: a large installation offers thousands of templates and
 * projects; the search finds among all of them and draws the best ones (spec core §2 "command
 * palette"), so a keystroke never redraws thousands of rows.
 */
export const PALETTE_GROUP_LIMIT = 20;

const ICONS: Record<PaletteTarget['kind'], ReactNode> = {
  project: <FolderKanban aria-hidden size={16} />,
  screen: <LayoutList aria-hidden size={16} />,
  template: <ListChecks aria-hidden size={16} />,
  run: <Play aria-hidden size={16} />,
  task: <Hash aria-hidden size={16} />,
};

const rowWords = (row: Row): string[] => [row.label, ...(row.keywords ?? [])];

/**
 * The command palette (Ctrl/Cmd+K; cmdk inside the ui package's Dialog): jump to a project, a
 * screen of the current project, a template, run a template (its new task dialog), or open a task
 * by id (`#1234` opens its log through `?t=`, spec core §2). The last chosen items come first
 * (remembered through the preferences). The search runs over an index built once per list
 * ({@link searchIndex}), behind the typing (`useDeferredValue`), and each group draws at most
 * {@link PALETTE_GROUP_LIMIT} rows.
 */
export function CommandPalette({ onClose, onRun }: CommandPaletteProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const projects = useShellStore((st) => st.projects);
  const { projectId, project, can } = useProjectContext();
  const { templates, loading, error, loadTemplates, projectId: loadedFor } = usePaletteStore();
  const recentKeys = usePreferences((p) => p.recentCommands);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [selected, setSelected] = useState('');
  const normal = project?.type === '';

  useEffect(() => {
    if (projectId && normal) void loadTemplates(projectId);
  }, [projectId, normal, loadTemplates]);

  const projectName = project?.name ?? '';
  const screens = useMemo(() => (project ? screensOf(project, can) : []), [project, can]);
  const screenRows = useMemo(
    (): Row[] =>
      screens.map((screen) => ({
        target: { kind: 'screen', projectId, screenId: screen.id },
        label: i18n._(screen.label),
        keywords: [projectName],
        hint: <Keys keys={['g', screen.letter]} />,
      })),
    [screens, projectId, projectName, i18n],
  );
  const projectRows = useMemo(
    (): Row[] =>
      projects.map((p) => ({ target: { kind: 'project', projectId: p.id }, label: p.name })),
    [projects],
  );
  const shownTemplates = normal && loadedFor === projectId ? templates : EMPTY_TEMPLATES;
  const templateRows = useMemo(
    (): Row[] =>
      shownTemplates.map((tpl) => ({
        target: { kind: 'template', projectId, templateId: tpl.id },
        label: tpl.name,
      })),
    [shownTemplates, projectId],
  );
  const canRun = can(Permission.runProjectTasks);
  const runRows = useMemo(
    (): Row[] =>
      canRun
        ? shownTemplates.map((tpl) => {
            const name = tpl.name;
            return {
              target: { kind: 'run', projectId, templateId: tpl.id },
              label: t`Run ${name}`,
              keywords: [name],
            };
          })
        : [],
    [canRun, shownTemplates, projectId, t],
  );
  const taskRow = (taskId: number): Row => ({
    target: { kind: 'task', projectId, taskId },
    label: t`Open task #${taskId}`,
    keywords: [`#${taskId}`],
  });

  // The lowercase text of every row, built when the lists change, not per keystroke.
  const indexes = useMemo(
    () =>
      [screenRows, templateRows, runRows, projectRows].map((rows) =>
        createSearchIndex(rows, rowWords),
      ),
    [screenRows, templateRows, runRows, projectRows],
  );
  const [screenHits, templateHits, runHits, projectHits] = useMemo(
    () => indexes.map((index) => searchIndex(index, query, PALETTE_GROUP_LIMIT)),
    [indexes, query],
  ) as [SearchResult<Row>, SearchResult<Row>, SearchResult<Row>, SearchResult<Row>];
  const hidden = [templateHits, runHits, projectHits].some(
    (hits) => hits.total > hits.shown.length,
  );

  const byKey = useMemo(
    () =>
      new Map<string, Row>(
        [...projectRows, ...screenRows, ...templateRows, ...runRows].map((row) => [
          targetKey(row.target),
          row,
        ]),
      ),
    [projectRows, screenRows, templateRows, runRows],
  );
  const offered = useMemo(() => new Set(byKey.keys()), [byKey]);
  const recentRows = recentTargets(recentKeys, offered, projectId || null).map(
    (target) => byKey.get(targetKey(target)) ?? taskRow(target.kind === 'task' ? target.taskId : 0),
  );
  const queriedTask = projectId ? parseTaskQuery(query) : null;
  // Once the results of a query are drawn, its best row is the selected one (cmdk selects the
  // first row when the text changes, before the deferred results arrive).
  const first = [
    queriedTask !== null ? `open-task:${queriedTask}` : null,
    query === '' && recentRows[0] ? `recent:${targetKey(recentRows[0].target)}` : null,
    ...[screenHits, templateHits, runHits, projectHits].map((hits) =>
      hits.shown[0] ? targetKey(hits.shown[0].target) : null,
    ),
  ].find((key) => key !== null);
  useEffect(() => {
    if (first) setSelected(first);
    // Only a new query moves the selection; arrow keys move it otherwise.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const choose = (target: PaletteTarget) => {
    preferences.getState().pushRecentCommand(targetKey(target));
    switch (target.kind) {
      case 'project':
        onClose();
        void navigate(`/project/${target.projectId}`);
        return;
      case 'screen': {
        const screen = project
          ? screensOf(project, can).find((x) => x.id === target.screenId)
          : null;
        const path = screen && project ? screenPath(target.projectId, project, screen) : null;
        onClose();
        if (path) void navigate(path);
        return;
      }
      case 'template':
        onClose();
        void navigate(`/project/${target.projectId}/templates/${target.templateId}`);
        return;
      case 'run':
        onRun(target.projectId, target.templateId);
        return;
      case 'task':
        onClose();
        void navigate(taskLogHref(target.projectId, target.taskId, location));
        return;
    }
  };

  const item = (row: Row, prefix = '') => {
    const key = targetKey(row.target);
    return (
      <Command.Item
        key={prefix + key}
        value={prefix + key}
        onSelect={() => choose(row.target)}
        className={s.item}
      >
        {ICONS[row.target.kind]}
        <span className={s.itemLabel}>{row.label}</span>
        {row.hint ? <span className={s.itemHint}>{row.hint}</span> : null}
      </Command.Item>
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Command palette`}
      width={560}
      className={s.dialog}
    >
      <Command
        label={t`Search commands`}
        className={s.root}
        loop
        shouldFilter={false}
        value={selected}
        onValueChange={setSelected}
      >
        <Command.Input
          className={s.input}
          value={search}
          onValueChange={setSearch}
          placeholder={t`Project, screen, template or #task id`}
        />
        <Command.List className={s.list} label={t`Results`}>
          {queriedTask !== null ? (
            <Command.Group heading={t`Task`} forceMount>
              <Command.Item
                value={`open-task:${queriedTask}`}
                forceMount
                onSelect={() => choose({ kind: 'task', projectId, taskId: queriedTask })}
                className={s.item}
              >
                <Hash aria-hidden size={16} />
                <span className={s.itemLabel}>{taskRow(queriedTask).label}</span>
              </Command.Item>
            </Command.Group>
          ) : null}
          {query === '' && recentRows.length > 0 ? (
            <Command.Group heading={t`Recent`}>
              {recentRows.map((row) => item(row, 'recent:'))}
            </Command.Group>
          ) : null}
          {screenHits.shown.length > 0 ? (
            <Command.Group heading={t`Go to (${projectName})`}>
              {screenHits.shown.map((r) => item(r))}
            </Command.Group>
          ) : null}
          {templateHits.shown.length > 0 ? (
            <Command.Group heading={t`Templates`}>
              {templateHits.shown.map((r) => item(r))}
            </Command.Group>
          ) : null}
          {runHits.shown.length > 0 ? (
            <Command.Group heading={t`Run a template`}>
              {runHits.shown.map((r) => item(r))}
            </Command.Group>
          ) : null}
          {projectHits.shown.length > 0 ? (
            <Command.Group heading={t`Projects`}>
              {projectHits.shown.map((r) => item(r))}
            </Command.Group>
          ) : null}
          {loading ? (
            <Command.Loading label={t`Loading templates`}>
              <p className={s.empty}>
                <Trans>Loading templates…</Trans>
              </p>
            </Command.Loading>
          ) : null}
          {error ? (
            <p className={s.empty} role="alert">
              {error}
            </p>
          ) : null}
          <Command.Empty className={s.empty}>
            <Trans>Nothing matches. Type #1234 to open a task by its id.</Trans>
          </Command.Empty>
        </Command.List>
        {hidden ? (
          <p className={s.note} role="status">
            <Trans>Showing the best matches only. Type more to narrow the results.</Trans>
          </p>
        ) : null}
      </Command>
    </Dialog>
  );
}
