import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@semaphore-console/ui';
import { Command } from 'cmdk';
import { FolderKanban, Hash, LayoutList, ListChecks, Play } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { taskLogHref } from '../../lib/navigation';
import { preferences, usePreferences } from '../../lib/preferences';
import { useShellStore } from '../../stores/session';
import * as s from './CommandPalette.css';
import { Keys } from './keys';
import { parseTaskQuery, recentTargets, targetKey, type PaletteTarget } from './paletteItems';
import { usePaletteStore } from './paletteStore';
import { screenPath, screensOf } from './projectScreens';

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
  icon: ReactNode;
  hint?: ReactNode;
}

const icon = (node: ReactNode) => node;

/**
 * The command palette (Ctrl/Cmd+K; cmdk inside the ui package's Dialog): jump to a project, a
 * screen of the current project, a template, run a template (its new task dialog), or open a task
 * by id (`#1234` opens its log through `?t=`, spec core §2). The last chosen items come first
 * (remembered through the preferences).
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
  const normal = project?.type === '';

  useEffect(() => {
    if (projectId && normal) void loadTemplates(projectId);
  }, [projectId, normal, loadTemplates]);

  const projectName = project?.name ?? '';
  const screenRows: Row[] = project
    ? screensOf(project, can).map((screen) => ({
        target: { kind: 'screen', projectId, screenId: screen.id },
        label: i18n._(screen.label),
        keywords: [projectName],
        icon: icon(<LayoutList aria-hidden size={16} />),
        hint: <Keys keys={['g', screen.letter]} />,
      }))
    : [];
  const projectRows: Row[] = projects.map((p) => ({
    target: { kind: 'project', projectId: p.id },
    label: p.name,
    icon: icon(<FolderKanban aria-hidden size={16} />),
  }));
  const shownTemplates = normal && loadedFor === projectId ? templates : [];
  const templateRows: Row[] = shownTemplates.map((tpl) => ({
    target: { kind: 'template', projectId, templateId: tpl.id },
    label: tpl.name,
    icon: icon(<ListChecks aria-hidden size={16} />),
  }));
  const canRun = can(Permission.runProjectTasks);
  const runRows: Row[] = canRun
    ? shownTemplates.map((tpl) => {
        const name = tpl.name;
        return {
          target: { kind: 'run', projectId, templateId: tpl.id },
          label: t`Run ${name}`,
          keywords: [name],
          icon: icon(<Play aria-hidden size={16} />),
        };
      })
    : [];
  const taskRow = (taskId: number): Row => ({
    target: { kind: 'task', projectId, taskId },
    label: t`Open task #${taskId}`,
    keywords: [`#${taskId}`],
    icon: icon(<Hash aria-hidden size={16} />),
  });

  const byKey = new Map<string, Row>(
    [...projectRows, ...screenRows, ...templateRows, ...runRows].map((row) => [
      targetKey(row.target),
      row,
    ]),
  );
  const recentRows = recentTargets(recentKeys, new Set(byKey.keys()), projectId || null).map(
    (target) => byKey.get(targetKey(target)) ?? taskRow(target.kind === 'task' ? target.taskId : 0),
  );
  const queriedTask = projectId ? parseTaskQuery(search) : null;

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
        keywords={[row.label, ...(row.keywords ?? [])]}
        onSelect={() => choose(row.target)}
        className={s.item}
      >
        {row.icon}
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
      <Command label={t`Search commands`} className={s.root} loop>
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
          {search === '' && recentRows.length > 0 ? (
            <Command.Group heading={t`Recent`}>
              {recentRows.map((row) => item(row, 'recent:'))}
            </Command.Group>
          ) : null}
          {screenRows.length > 0 ? (
            <Command.Group heading={t`Go to (${projectName})`}>
              {screenRows.map((r) => item(r))}
            </Command.Group>
          ) : null}
          {templateRows.length > 0 ? (
            <Command.Group heading={t`Templates`}>{templateRows.map((r) => item(r))}</Command.Group>
          ) : null}
          {runRows.length > 0 ? (
            <Command.Group heading={t`Run a template`}>{runRows.map((r) => item(r))}</Command.Group>
          ) : null}
          <Command.Group heading={t`Projects`}>{projectRows.map((r) => item(r))}</Command.Group>
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
      </Command>
    </Dialog>
  );
}
