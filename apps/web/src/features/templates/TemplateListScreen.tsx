import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Menu,
  MenuItem,
  stackedTableClass,
  TextField,
  VisuallyHidden,
} from '@semaphore-console/ui';
import { ListChecks, Settings2 } from 'lucide-react';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { ResourceList } from '../../components/ResourceList';
import { useAppsStore } from '../apps';
import { useTemplateRowWindow } from './templateRowWindow';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { AccessNotice } from './AccessNotice';
import { preferences, usePreferences } from '../../lib/preferences';
import { useOpenTaskLog } from './hooks';
import { NewTaskDialog } from './NewTaskDialog';
import { TemplateTypeLabel } from './labels';
import * as s from './templates.css';
import { EmptyTableRow } from './EmptyTableRow';
import { useTemplatesStore } from './templatesStore';
import type { TemplateType } from './templateForm';
import { ViewsEditorDialog } from './ViewsEditorDialog';
import { HIDEABLE, type TemplateColumn, TemplateColumnChooser } from './TemplateColumnChooser';
import { TemplateRow } from './TemplateRow';
import type { Template } from '@semaphore-console/api-client';

/** Table id of the template list in the column-visibility preferences. */
export const TEMPLATE_TABLE_ID = 'templates';

function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * The template list (spec core §2 `/project/{id}/templates` and `/project/{id}/views/{viewId}/templates`):
 * view tabs, the New template menu, the view editor, column visibility, expandable rows with the
 * last 5 tasks, and a filter by name.
 */
export function TemplateListScreen() {
  const { t } = useLingui();
  const params = useParams();
  const navigate = useNavigate();
  const { projectId, can, isAdmin } = useProjectContext();
  const viewParam = params.viewId;
  const viewId = parseId(viewParam);
  const canManage = can(Permission.manageProjectResources);
  const canRun = can(Permission.runProjectTasks);

  const store = useTemplatesStore();
  const lastView = usePreferences((p) => p.lastView[String(projectId)]);
  const hidden = usePreferences((p) => p.hiddenColumns[TEMPLATE_TABLE_ID]) ?? [];
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [editingViews, setEditingViews] = useState(false);
  const [running, setRunning] = useState<number | null>(null);
  const openTaskLog = useOpenTaskLog();

  const { loadTemplates, loadViews, loadLastTasks } = store;
  const apps = useAppsStore();
  useEffect(() => {
    if (!projectId || (viewParam !== undefined && viewId === null)) return;
    void loadTemplates(projectId, viewId);
    setExpanded(new Set());
  }, [projectId, viewId, viewParam, loadTemplates]);
  useEffect(() => {
    if (!projectId) return;
    void loadViews(projectId);
  }, [projectId, loadViews]);
  const loadApps = apps.load;
  useEffect(() => {
    void loadApps();
  }, [loadApps]);

  const viewKnown = viewId !== null && store.views.some((v) => v.id === viewId);
  const viewsLoaded = store.viewsStatus === 'success' || store.viewsStatus === 'error';
  useEffect(() => {
    if (viewId !== null && viewKnown) preferences.getState().setLastView(projectId, viewId);
  }, [projectId, viewId, viewKnown]);

  const rows = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle
      ? store.templates.filter((tpl) => tpl.name.toLowerCase().includes(needle))
      : store.templates;
  }, [store.templates, filter]);

  const body = useTemplateRowWindow(rows.length);

  if (!projectId) return null;
  const base = `/project/${projectId}`;
  // An unknown (or malformed) view id goes back to the list (spec core §8).
  if (viewParam !== undefined && (viewId === null || (viewsLoaded && !viewKnown))) {
    preferences.getState().setLastView(projectId, null);
    return <Navigate to={`${base}/templates`} replace />;
  }
  // The last visited view of the project is remembered (spec core §2).
  if (viewParam === undefined && lastView !== undefined) {
    return <Navigate to={`${base}/views/${lastView}/templates`} replace />;
  }

  const show = (column: TemplateColumn) => !hidden.includes(column);
  const columnLabels: Record<TemplateColumn, string> = {
    type: t`Type`,
    version: t`Version`,
    status: t`Status`,
    lastRun: t`Last run`,
  };
  const toggleColumn = (column: TemplateColumn, visible: boolean) => {
    const next = visible ? hidden.filter((c) => c !== column) : [...hidden, column];
    preferences.getState().setHiddenColumns(TEMPLATE_TABLE_ID, next);
  };
  const toggleRow = (template: Template) => {
    const next = new Set(expanded);
    if (next.has(template.id)) next.delete(template.id);
    else {
      next.add(template.id);
      void loadLastTasks(projectId, template.id).catch(() => undefined);
    }
    setExpanded(next);
  };
  const detailPath = (id: number) =>
    viewId === null ? `${base}/templates/${id}` : `${base}/views/${viewId}/templates/${id}`;
  // Apps that failed to load are unknown: New stays enabled.
  const noActiveApp = apps.loaded && apps.error === null && !apps.apps.some((app) => app.active);
  const columnCount = 2 + HIDEABLE.filter(show).length + (canManage ? 1 : 0);
  // A template created inside a view belongs to that view.
  const newTemplate = (type: TemplateType) => {
    const query = new URLSearchParams();
    if (type) query.set('type', type);
    if (viewId !== null) query.set('view', String(viewId));
    const search = query.toString();
    navigate(`${base}/templates/new/edit${search ? `?${search}` : ''}`);
  };

  const newMenu = (button: ReactElement) => (
    <Menu align="end" trigger={button}>
      <MenuItem onSelect={() => newTemplate('build')}>
        <TemplateTypeLabel type="build" />
      </MenuItem>
      <MenuItem onSelect={() => newTemplate('deploy')}>
        <TemplateTypeLabel type="deploy" />
      </MenuItem>
      <MenuItem onSelect={() => newTemplate('')}>
        <TemplateTypeLabel type="" />
      </MenuItem>
    </Menu>
  );

  const notice = (
    <>
      <AccessNotice />
      {canManage && noActiveApp ? (
        <p className={s.notice}>
          {isAdmin ? (
            <>
              <Trans>No app is active.</Trans>{' '}
              <Link className={s.link} to="/apps">
                <Trans>Manage apps</Trans>
              </Link>
            </>
          ) : (
            <Trans>No app is active. Ask an administrator to activate one.</Trans>
          )}
        </p>
      ) : null}

      <nav className={s.tabs} aria-label={t`Views`}>
        <Link
          className={s.tab}
          to={`${base}/templates`}
          aria-current={viewId === null ? 'page' : undefined}
          onClick={() => preferences.getState().setLastView(projectId, null)}
        >
          <Trans>All</Trans>
        </Link>
        {store.views
          .filter((view) => view.id > 0)
          .map((view) => (
            <Link
              key={view.id}
              className={s.tab}
              to={`${base}/views/${view.id}/templates`}
              aria-current={view.id === viewId ? 'page' : undefined}
            >
              {view.title}
            </Link>
          ))}
      </nav>

      <div className={s.toolbar}>
        <div className={s.filter}>
          <TextField
            label={t`Filter by name`}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
        </div>
        <TemplateColumnChooser show={show} columnLabels={columnLabels} onToggle={toggleColumn} />
      </div>
    </>
  );

  const table = (
    <div className={s.tableWrap}>
      <table
        className={`${s.table} ${stackedTableClass}`}
        aria-label={t`Task templates`}
        aria-busy={store.templatesStatus === 'loading'}
      >
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>
                <Trans>Last tasks</Trans>
              </VisuallyHidden>
            </th>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            {HIDEABLE.filter(show).map((column) => (
              <th scope="col" key={column}>
                {columnLabels[column]}
              </th>
            ))}
            {canManage ? (
              <th scope="col" className={s.actionCell}>
                <Trans>Actions</Trans>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody ref={body.ref}>
          {body.before > 0 ? <tr aria-hidden style={{ height: body.before }} /> : null}
          {body.indexes.map((index) => {
            const template = rows[index] as Template;
            return (
              <TemplateRow
                key={template.id}
                template={template}
                index={index}
                open={expanded.has(template.id)}
                show={show}
                columnLabels={columnLabels}
                columnCount={columnCount}
                canManage={canManage}
                canRun={canRun}
                detailPath={detailPath(template.id)}
                measure={body.measure}
                onToggle={() => toggleRow(template)}
                onRun={() => setRunning(template.id)}
                onEdit={() => navigate(`${base}/templates/${template.id}/edit`)}
                onOpenTask={openTaskLog}
              />
            );
          })}
          {body.after > 0 ? <tr aria-hidden style={{ height: body.after }} /> : null}
          {rows.length === 0 && store.templatesStatus === 'success' && filter ? (
            <EmptyTableRow colSpan={columnCount}>
              <Trans>No template matches the filter.</Trans>
            </EmptyTableRow>
          ) : null}
        </tbody>
      </table>
    </div>
  );

  return (
    <ResourceList
      title={t`Task templates`}
      tableId={TEMPLATE_TABLE_ID}
      rows={store.templates}
      rowKey={(template) => template.id}
      loading={store.templatesStatus === 'idle' || store.templatesStatus === 'loading'}
      error={store.templatesError}
      onRetry={() => void loadTemplates(projectId, viewId)}
      canManage={canManage}
      newLabel={t`New template`}
      onNew={() => undefined}
      renderNew={newMenu}
      newDisabled={noActiveApp && !isAdmin}
      emptyTitle={t`No templates yet`}
      emptyDescription={t`A task template says what to run (a playbook, a Terraform plan, a script) with which inventory, repository and variables.`}
      emptyIcon={<ListChecks size={40} />}
      headerExtra={
        canManage ? (
          <Button icon={<Settings2 aria-hidden />} onClick={() => setEditingViews(true)}>
            <Trans>Edit views</Trans>
          </Button>
        ) : null
      }
      notice={notice}
      body={table}
    >
      {editingViews ? (
        <ViewsEditorDialog projectId={projectId} open onOpenChange={setEditingViews} />
      ) : null}
      {running !== null ? (
        <NewTaskDialog
          projectId={projectId}
          templateId={running}
          open
          onOpenChange={(open) => {
            if (!open) setRunning(null);
          }}
          onStarted={(task) => {
            setRunning(null);
            openTaskLog(task.id);
          }}
        />
      ) : null}
    </ResourceList>
  );
}
