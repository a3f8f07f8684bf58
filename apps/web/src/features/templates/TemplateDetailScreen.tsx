import { Trans, useLingui } from '@lingui/react/macro';
import {
  Breadcrumbs,
  Button,
  Menu,
  MenuItem,
  stackedTableClass,
  stackedTableFixedCellClass,
} from '@semaphore-console/ui';
import { Copy, GitCompare, MoreHorizontal, Pencil, Play, RotateCw, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { showSnackbar } from '../../components/snackbar';
import { DeleteWithReferences } from '../../components/DeleteWithReferences';
import { useDeleteFlow } from '../../components/deleteFlow';
import { EMPTY, formatDuration, formatTime } from '../../format';
import { compareTasksPath } from '../task-compare';
import { TaskStatusBadge, taskStatusLabel } from '../task-log';
import { useTaskFilterBar } from '../../components/TaskFilterBar';
import { AccessNotice } from './AccessNotice';
import { TemplateDescription } from './MarkdownDescription';
import { useOpenTaskLog } from './hooks';
import { TemplateTypeLabel } from './labels';
import { TemplateInventories } from './TemplateInventories';
import { NewTaskDialog } from './NewTaskDialog';
import { type RerunKind, rerunKind, rerunRequest } from './taskRequest';
import * as s from './templates.css';
import { useTemplateFactsStore } from './templateFactsStore';
import { useTemplatesStore } from './templatesStore';
import type { TaskWithTpl } from '@semaphore-console/api-client';
import { failureText } from '../../failures';
import { TemplateStatsSection } from '../stats';
import { HistoryPaging } from '../dashboard';
import { StopAllTasks } from './StopAllTasks';

/** Tasks per page of the template's task list (spec core §9). */
export const TASKS_PAGE_SIZE = 20;

/** One fact of the template: a term and its value. */
function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The name of a referenced resource, `#id` while unknown, a dash for none. */
function named(names: Readonly<Record<number, string>>, id: number | null | undefined): string {
  if (id == null || id === 0) return EMPTY;
  return names[id] ?? `#${id}`;
}

function RerunLabel({ kind }: { kind: RerunKind }) {
  if (kind === 'rebuild') return <Trans>Rebuild</Trans>;
  if (kind === 'redeploy') return <Trans>Redeploy</Trans>;
  return <Trans>Re-run</Trans>;
}

/**
 * Template detail (spec core §2 `/project/{id}/templates/{templateId}`): Run, edit, and in a
 * "More" menu copy and delete (references dialog or confirmation); what an operator checks
 * before running (description, type, app, playbook, inventory, repository and branch,
 * environment, view, survey variables, last run; spec core §3 Template); the access notice
 * (spec core §6); and the task list with re-run, 20 per page.
 */
export function TemplateDetailScreen() {
  const { t, i18n } = useLingui();
  const params = useParams();
  const navigate = useNavigate();
  const { projectId, can } = useProjectContext();
  const canManage = can(Permission.manageProjectResources);
  const canRun = can(Permission.runProjectTasks);
  const templateParam = params.templateId ?? '';
  const templateId = /^\d+$/.test(templateParam) ? Number(templateParam) : null;
  const viewId = params.viewId;
  const { template, templateStatus, templateError, tasks, tasksStatus, loadTemplate } =
    useTemplatesStore();
  // History paging (newer §N5): "Load older" below the tasks where the server pages.
  const tasksHasNext = useTemplatesStore((st) => st.tasksHasNext);
  const tasksLoadingOlder = useTemplatesStore((st) => st.tasksLoadingOlder);
  const loadOlderTasks = useTemplatesStore((st) => st.loadOlderTemplateTasks);
  const [page, setPage] = useState(0);
  // Two tasks picked for comparison (the last two ticked).
  const [picked, setPicked] = useState<number[]>([]);
  const [running, setRunning] = useState(false);
  const openTaskLog = useOpenTaskLog();
  const filtered = useTaskFilterBar(tasks, {
    statusLabel: (st) => taskStatusLabel(st, i18n),
    showTemplate: false,
  });

  useEffect(() => {
    if (projectId && templateId !== null) void loadTemplate(projectId, templateId);
    setPage(0);
  }, [projectId, templateId, loadTemplate]);
  const facts = useTemplateFactsStore();
  const loadFacts = facts.load;
  useEffect(() => {
    if (projectId) void loadFacts(projectId);
  }, [projectId, loadFacts]);

  if (!projectId) return null;
  const base = `/project/${projectId}`;
  if (templateParam === 'new') return <Navigate to={`${base}/templates/new/edit`} replace />;
  const listPath = viewId ? `${base}/views/${viewId}/templates` : `${base}/templates`;
  const shown = template && template.id === templateId ? template : null;

  // The generic delete flow (spec resources §4): refs first, then the confirmation.
  const askDelete = () => {
    if (!shown) return;
    const { id, name } = shown;
    const store = useTemplatesStore.getState();
    void useDeleteFlow.getState().requestDelete({
      kind: 'template',
      name,
      projectId,
      refs: () => store.templateRefs(projectId, id),
      remove: () => store.deleteTemplate(projectId, id),
      onDeleted: () => {
        showSnackbar({ message: t`Template "${name}" deleted`, tone: 'success' });
        navigate(listPath);
      },
    });
  };
  const rerun = async (task: TaskWithTpl) => {
    if (!shown) return;
    try {
      // Against the survey the page shows (newer §N4); a refusal shows as the snackbar below.
      const request = rerunRequest(task, shown);
      const started = await useTemplatesStore.getState().runTask(projectId, request);
      openTaskLog(started.id);
    } catch (error) {
      showSnackbar({ message: failureText(error), tone: 'error' });
    }
  };

  const repositoryNames = Object.fromEntries(
    Object.entries(facts.repositories).map(([id, repo]) => [id, repo.name]),
  ) as Record<number, string>;
  const branch = shown
    ? shown.git_branch || facts.repositories[shown.repository_id]?.branch || ''
    : '';
  const surveyVars = shown?.survey_vars ?? [];
  // Tasks are newest first (API §6.12 tasks/last).
  const lastTask = tasks[0] ?? shown?.last_task ?? null;

  const pageCount = Math.max(1, Math.ceil(filtered.rows.length / TASKS_PAGE_SIZE));
  const shownPage = Math.min(page, pageCount - 1);
  const pageNumber = shownPage + 1;
  const pageTasks = filtered.rows.slice(
    shownPage * TASKS_PAGE_SIZE,
    (shownPage + 1) * TASKS_PAGE_SIZE,
  );

  return (
    <div className={s.page}>
      <Breadcrumbs
        items={[
          { id: 'list', label: t`Task templates`, href: listPath },
          ...(shown ? [{ id: 'this', label: shown.name }] : []),
        ]}
        renderLink={(href, children) => (
          <Link className={s.link} to={href}>
            {children}
          </Link>
        )}
      />
      {templateStatus === 'error' ? (
        <p role="alert" className={s.empty}>
          {templateError}
        </p>
      ) : null}
      {shown ? (
        <>
          <div className={s.header}>
            <h1 className={s.title}>{shown.name}</h1>
            <div className={s.actions}>
              {canRun ? (
                <Button
                  variant="primary"
                  icon={<Play aria-hidden />}
                  onClick={() => setRunning(true)}
                >
                  <Trans>Run</Trans>
                </Button>
              ) : null}
              {canManage ? (
                <>
                  <Button
                    icon={<Pencil aria-hidden />}
                    onClick={() => navigate(`${base}/templates/${shown.id}/edit`)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Menu
                    align="end"
                    trigger={
                      <Button icon={<MoreHorizontal aria-hidden />}>
                        <Trans>More</Trans>
                      </Button>
                    }
                  >
                    <MenuItem
                      icon={<Copy aria-hidden />}
                      onSelect={() => navigate(`${base}/templates/new/edit?copy=${shown.id}`)}
                    >
                      <Trans>Copy</Trans>
                    </MenuItem>
                    <MenuItem icon={<Trash2 aria-hidden />} tone="danger" onSelect={askDelete}>
                      <Trans>Delete</Trans>
                    </MenuItem>
                  </Menu>
                </>
              ) : null}
            </div>
          </div>
          <AccessNotice />
          {shown.description ? <TemplateDescription text={shown.description} /> : null}
          <section aria-label={t`Before running`}>
            <dl className={s.facts}>
              <Fact term={<Trans>Type</Trans>}>
                <TemplateTypeLabel type={shown.type} />
              </Fact>
              <Fact term={<Trans>App</Trans>}>{shown.app || EMPTY}</Fact>
              <Fact term={<Trans>Playbook</Trans>}>{shown.playbook || EMPTY}</Fact>
              <Fact term={<Trans>Inventory</Trans>}>
                {named(facts.inventories, shown.inventory_id)}
              </Fact>
              <Fact term={<Trans>Repository</Trans>}>
                {named(repositoryNames, shown.repository_id)}
                {branch ? (
                  <>
                    {' · '}
                    <Trans>branch {branch}</Trans>
                  </>
                ) : null}
              </Fact>
              <Fact term={<Trans>Environment</Trans>}>
                {named(facts.environments, shown.environment_id)}
              </Fact>
              <Fact term={<Trans>View</Trans>}>{named(facts.views, shown.view_id)}</Fact>
              <Fact term={<Trans>Survey variables</Trans>}>
                {surveyVars.length === 0 ? (
                  <Trans>None</Trans>
                ) : (
                  <ul className={s.plainList}>
                    {surveyVars.map((sv) => (
                      <li key={sv.name}>
                        {sv.title || sv.name}
                        {sv.required ? (
                          <span className={s.muted}>
                            {' '}
                            <Trans>(required)</Trans>
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </Fact>
              <Fact term={<Trans>Last run</Trans>}>
                {lastTask ? (
                  <span className={s.lastRun}>
                    <button
                      type="button"
                      className={s.linkButton}
                      onClick={() => openTaskLog(lastTask.id)}
                    >
                      #{lastTask.id}
                    </button>
                    <TaskStatusBadge status={lastTask.status} />
                    <span>
                      {formatTime(lastTask.start ?? lastTask.created ?? null, i18n.locale)}
                    </span>
                  </span>
                ) : tasksStatus === 'success' ? (
                  <Trans>Never run</Trans>
                ) : (
                  EMPTY
                )}
              </Fact>
            </dl>
          </section>
          <section className={s.section} aria-labelledby="template-tasks">
            <div className={s.header}>
              <h2 id="template-tasks" className={s.sectionTitle}>
                <Trans>Tasks</Trans>
              </h2>
              {canRun ? (
                <StopAllTasks
                  projectId={projectId}
                  templateId={shown.id}
                  templateName={shown.name}
                />
              ) : null}
              <Button
                size="sm"
                icon={<GitCompare aria-hidden />}
                disabled={picked.length !== 2}
                onClick={() => {
                  const [x = 0, y = 0] = [...picked].sort((m, n) => m - n);
                  void navigate(compareTasksPath(projectId, shown.id, x, y));
                }}
              >
                <Trans>Compare selected</Trans>
              </Button>
            </div>
            {filtered.bar}
            <div className={s.tableWrap}>
              <table
                className={`${s.table} ${stackedTableClass}`}
                aria-labelledby="template-tasks"
                aria-busy={tasksStatus === 'loading'}
              >
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Compare</Trans>
                    </th>
                    <th scope="col">
                      <Trans>ID</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Version</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Status</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Start</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Author</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Duration</Trans>
                    </th>
                    <th scope="col" className={s.actionCell}>
                      <Trans>Actions</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {pageTasks.map((task) => {
                    const kind = canRun ? rerunKind(task, shown.type) : null;
                    return (
                      <tr key={task.id}>
                        <td className={stackedTableFixedCellClass}>
                          <input
                            type="checkbox"
                            aria-label={t`Compare task #${task.id}`}
                            checked={picked.includes(task.id)}
                            onChange={(event) =>
                              setPicked(
                                event.target.checked
                                  ? [...picked, task.id].slice(-2)
                                  : picked.filter((id) => id !== task.id),
                              )
                            }
                          />
                        </td>
                        <td>
                          <button
                            type="button"
                            className={s.linkButton}
                            onClick={() => openTaskLog(task.id)}
                          >
                            #{task.id}
                          </button>
                          {task.message ? <div className={s.muted}>{task.message}</div> : null}
                        </td>
                        <td data-label={t`Version`}>
                          {task.version || task.build_task?.version || EMPTY}
                        </td>
                        <td data-label={t`Status`}>
                          <TaskStatusBadge status={task.status} />
                        </td>
                        <td data-label={t`Start`}>{formatTime(task.start ?? null, i18n.locale)}</td>
                        <td data-label={t`Author`}>
                          {task.user_name ??
                            (task.integration_id != null
                              ? t`Integration #${task.integration_id}`
                              : EMPTY)}
                        </td>
                        <td data-label={t`Duration`}>
                          {formatDuration(task.start, task.end, i18n.locale)}
                        </td>
                        <td className={s.actionCell} data-label={kind ? t`Actions` : undefined}>
                          {kind ? (
                            <Button
                              size="sm"
                              icon={<RotateCw aria-hidden />}
                              onClick={() => void rerun(task)}
                            >
                              <RerunLabel kind={kind} />
                            </Button>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                  {filtered.rows.length === 0 && tasksStatus === 'success' ? (
                    <tr>
                      <td colSpan={8} className={s.empty}>
                        {filtered.active ? (
                          <Trans>No task matches the filters.</Trans>
                        ) : (
                          <Trans>No tasks yet.</Trans>
                        )}
                      </td>
                    </tr>
                  ) : null}
                </tbody>
              </table>
            </div>
            {filtered.rows.length > TASKS_PAGE_SIZE ? (
              <div className={s.pager}>
                <span>
                  <Trans>
                    Page {pageNumber} of {pageCount}
                  </Trans>
                </span>
                <Button size="sm" disabled={shownPage === 0} onClick={() => setPage(shownPage - 1)}>
                  <Trans>Previous page</Trans>
                </Button>
                <Button
                  size="sm"
                  disabled={shownPage >= pageCount - 1}
                  onClick={() => setPage(shownPage + 1)}
                >
                  <Trans>Next page</Trans>
                </Button>
              </div>
            ) : null}
            <HistoryPaging
              count={tasks.length}
              hasNext={tasksHasNext}
              loading={tasksLoadingOlder}
              onLoadOlder={() => void loadOlderTasks(projectId)}
            />
          </section>
          <TemplateInventories
            projectId={projectId}
            templateId={shown.id}
            app={shown.app}
            defaultInventoryId={shown.inventory_id ?? null}
            canManage={canManage}
          />
          <TemplateStatsSection projectId={projectId} templateId={shown.id} />
        </>
      ) : null}

      {running && shown ? (
        <NewTaskDialog
          projectId={projectId}
          templateId={shown.id}
          open
          onOpenChange={setRunning}
          onStarted={(task) => {
            setRunning(false);
            openTaskLog(task.id);
          }}
        />
      ) : null}
      <DeleteWithReferences />
    </div>
  );
}
