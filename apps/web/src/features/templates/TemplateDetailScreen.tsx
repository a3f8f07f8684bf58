import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumbs, Button, Menu, MenuItem } from '@semaphore-console/ui';
import { Copy, GitCompare, MoreHorizontal, Pencil, Play, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { showSnackbar } from '../../components/snackbar';
import { DeleteWithReferences } from '../../components/DeleteWithReferences';
import { useDeleteFlow } from '../../components/deleteFlow';
import { compareTasksPath } from '../task-compare';
import { taskStatusLabel } from '../task-log';
import { useTaskFilterBar } from '../../components/TaskFilterBar';
import { AccessNotice } from './AccessNotice';
import { TemplateDescription } from './MarkdownDescription';
import { useOpenTaskLog } from './hooks';
import { TemplateInventories } from './TemplateInventories';
import { TemplateDetailFacts } from './TemplateDetailFacts';
import { TemplateTaskTable } from './TemplateTaskTable';
import { NewTaskDialog } from './NewTaskDialog';
import { rerunRequest } from './taskRequest';
import * as s from './templates.css';
import { useTemplateFactsStore } from './templateFactsStore';
import { useTemplatesStore } from './templatesStore';
import type { TaskWithTpl } from '@semaphore-console/api-client';
import { failureText } from '../../server/failures';
import { TemplateStatsSection } from '../stats';
import { HistoryPaging } from '../dashboard';
import { StopAllTasks } from './StopAllTasks';

/** Tasks per page of the template's task list (spec core §9). */
export const TASKS_PAGE_SIZE = 20;

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
          <TemplateDetailFacts
            template={shown}
            facts={facts}
            lastTask={lastTask}
            tasksLoaded={tasksStatus === 'success'}
            onOpenTask={openTaskLog}
          />
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
            <TemplateTaskTable
              tasks={pageTasks}
              templateType={shown.type}
              picked={picked}
              onPickedChange={setPicked}
              canRun={canRun}
              loading={tasksStatus === 'loading'}
              empty={filtered.rows.length === 0 && tasksStatus === 'success'}
              filterActive={filtered.active}
              onOpenTask={openTaskLog}
              onRerun={(task) => void rerun(task)}
            />
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
