import { useLingui } from '@lingui/react/macro';
import { Alert, Button, ConfirmDialog, Dialog } from '@semaphore-console/ui';
import { Check, ChevronRight, OctagonX, RotateCcw, Square, X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { client } from '../../server/client';
import {
  feedState,
  logLinesSeen,
  subscribeFeedReconnected,
  subscribeFeedState,
  subscribeTaskEvents,
} from '../../server/feed';
import { usePreferences } from '../../lib/preferences';
import { LogViewer } from './LogViewer';
import { PlanSummary } from './outline/PlanSummary';
import * as s from './TaskLogDialog.css';
import { TaskLogSession } from './taskLogSession';
import { useTaskLogStore } from './taskLogStore';
import { canConfirmTask, canStopTask, isFinishedTaskStatus, isForceStop } from './taskStatus';
import { TaskDetailsSection } from './TaskDetails';
import { useNarrowLayout } from './useNarrowLayout';
import { useNewerTaskActions } from './newerTaskActions';
import { failureText } from '../../server/failures';

/** Props of {@link TaskLogDialog}. */
export interface TaskLogDialogProps {
  projectId: number;
  taskId: number;
  /** Called when the person closes the dialog. */
  onClose(): void;
  /** Called with the new task's id after a re-run (the host opens it). */
  onOpenTask(taskId: number): void;
}

/** Keeps one {@link TaskLogSession} per open task; stops it when the task changes or closes. */
function useTaskLogSession(projectId: number, taskId: number): TaskLogSession | null {
  const [session, setSession] = useState<TaskLogSession | null>(null);
  useEffect(() => {
    const next = new TaskLogSession(taskId, {
      readOutput: (options) => client().project(projectId).tasks.outputBatches(taskId, options),
      subscribeLines: (listener) =>
        subscribeTaskEvents((message) => {
          if (message.type === 'log') listener(message);
        }),
      subscribeReconnected: subscribeFeedReconnected,
      feedState,
      subscribeFeedState,
      linesSeen: () => logLinesSeen(taskId),
    });
    next.start();
    setSession(next);
    return () => next.stop();
  }, [projectId, taskId]);
  return session?.taskId === taskId ? session : null;
}

/** The current time, re-read every `intervalMs` while `active` (running durations). */
function useNow(active: boolean, intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return undefined;
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [active, intervalMs]);
  return now;
}

/**
 * The task log dialog (spec core §2): template-name breadcrumb, status with its icon,
 * author or integration, started, duration, message, commit hash (10 characters) and commit
 * message, the live log viewer, and the Confirm, Stop / Force stop and re-run actions. Expandable
 * to fullscreen; the choice is remembered. Live `update` messages merge into the task.
 */
export function TaskLogDialog({ projectId, taskId, onClose, onOpenTask }: TaskLogDialogProps) {
  const { t, i18n } = useLingui();
  const store = useTaskLogStore();
  const { task, template, userName, runnerName, loadError, actionError, busy } = store;
  // Reject (newer §N4) only where the server has it; asked for twice, like a deletion.
  const canReject = useNewerTaskActions().reject;
  const [rejecting, setRejecting] = useState(false);
  const fullscreen = usePreferences((p) => p.taskDialogFullscreen);
  const narrow = useNarrowLayout();
  const setFullscreen = usePreferences((p) => p.setTaskDialogFullscreen);
  const open = store.open;
  const close = store.close;
  const applyUpdate = store.applyUpdate;
  const refreshTask = store.refreshTask;
  // Before the session's effect: the task's small answer is asked for before its output, so it
  // is drawn (and starts the settle) before the lines, not between their arrival and paint.
  useEffect(() => {
    void open(projectId, taskId);
    const offUpdate = subscribeTaskEvents((message) => {
      if (message.type === 'update') applyUpdate(message);
    });
    const offReconnected = subscribeFeedReconnected(() => void refreshTask());
    return () => {
      offUpdate();
      offReconnected();
      close();
    };
  }, [projectId, taskId, open, close, applyUpdate, refreshTask]);

  const session = useTaskLogSession(projectId, taskId);

  const running = task ? task.end === null && !isFinishedTaskStatus(task.status) : false;
  const now = useNow(running);
  // The session reads the log again once the task ended (API §7.5) and while it runs with the
  // socket down.
  const ended = task ? !running : null;
  const end = task?.end ?? null;
  useEffect(() => {
    if (session && ended !== null) session.setTask({ ended, end });
  }, [session, ended, end]);

  // A refused re-run is shown here, where the person acted, under a title that says what failed:
  // the request already follows the template's current survey (newer §N4), so what the server
  // still refuses is for the person to read, and nothing typed is lost.
  const [rerunRefused, setRerunRefused] = useState(false);
  const rerun = async () => {
    const id = await store.rerun();
    setRerunRefused(id === null);
    if (id !== null) onOpenTask(id);
  };

  const templatePath = `/project/${projectId}/templates/${task?.template_id ?? template?.id ?? ''}`;
  const title = (
    <span className={s.title}>
      {template ? <Link to={templatePath}>{template.name}</Link> : null}
      {template ? <ChevronRight className={s.separator} size={16} aria-hidden="true" /> : null}
      <span>{t`Task #${taskId}`}</span>
    </span>
  );

  const rerunLabel =
    template?.type === 'build' ? t`Rebuild` : template?.type === 'deploy' ? t`Redeploy` : t`Re-run`;

  const footer = task ? (
    <div className={s.actions}>
      {canConfirmTask(task.status) && session ? <PlanSummary feed={session.outline} /> : null}
      {canConfirmTask(task.status) ? (
        <Button
          variant="primary"
          icon={<Check aria-hidden />}
          disabled={busy !== null}
          onClick={() => void store.confirm()}
        >
          {t`Confirm`}
        </Button>
      ) : null}
      {canReject && canConfirmTask(task.status) ? (
        <Button
          variant="danger"
          icon={<X aria-hidden />}
          disabled={busy !== null}
          onClick={() => setRejecting(true)}
        >
          {t`Reject`}
        </Button>
      ) : null}
      {canStopTask(task.status) ? (
        <Button
          variant="danger"
          icon={isForceStop(task.status) ? <OctagonX aria-hidden /> : <Square aria-hidden />}
          disabled={busy !== null}
          onClick={() => void store.stop()}
        >
          {isForceStop(task.status) ? t`Force stop` : t`Stop`}
        </Button>
      ) : null}
      {!canStopTask(task.status) ? (
        <Button
          icon={<RotateCcw aria-hidden />}
          disabled={busy !== null}
          onClick={() => void rerun()}
        >
          {rerunLabel}
        </Button>
      ) : null}
    </div>
  ) : undefined;

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      // A phone has no room for a window: the dialog takes the whole screen (TaskLogDialog.css).
      expandable={!narrow}
      expanded={fullscreen}
      onExpandedChange={setFullscreen}
      className={s.dialog}
      footer={footer}
    >
      <div className={s.layout}>
        {loadError ? <Alert>{loadError}</Alert> : null}
        {actionError ? (
          <Alert title={rerunRefused ? t`The server did not start the re-run` : undefined}>
            {actionError}
          </Alert>
        ) : null}
        {task ? (
          <TaskDetailsSection
            narrow={narrow}
            task={task}
            userName={userName}
            runnerName={runnerName}
            now={now}
            locale={i18n.locale}
          />
        ) : null}
        {session ? (
          <TaskLogBody
            session={session}
            taskId={taskId}
            running={running}
            fullscreen={fullscreen || narrow}
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t`Reject task #${taskId}?`}
        confirmLabel={t`Reject`}
        onConfirm={() => store.reject()}
      >
        {t`The plan is not applied and the task ends.`}
      </ConfirmDialog>
    </Dialog>
  );
}

/** Props of {@link TaskLogBody}. */
interface TaskLogBodyProps {
  session: TaskLogSession;
  taskId: number;
  /** The task runs: the viewer shows the feed's connection. */
  running: boolean;
  fullscreen: boolean;
}

/**
 * The log part of the dialog: the settle's notes (API §7.5) and the viewer, with the session's
 * load state and completeness and the feed's connection subscribed here, so that their changes
 * (the log loaded, the settle started) redraw this part only, not the dialog around it.
 */
function TaskLogBody({ session, taskId, running, fullscreen }: TaskLogBodyProps) {
  const { t } = useLingui();
  const connection = useSyncExternalStore(subscribeFeedState, feedState);
  const loadState = useSyncExternalStore(session.subscribe, () => session.state);
  const completeness = useSyncExternalStore(session.subscribe, () => session.completeness);
  const preview = useSyncExternalStore(session.subscribe, () => session.preview);

  const placeholder =
    loadState.kind === 'error' ? (
      <Alert
        action={
          <Button size="sm" onClick={() => void session.refetch()}>
            {t`Retry`}
          </Button>
        }
      >
        {failureText(loadState.error)}
      </Alert>
    ) : loadState.kind === 'loading' ? (
      t`Loading the log…`
    ) : undefined;

  return (
    <>
      {completeness === 'incomplete' ? (
        <Alert
          tone="warning"
          action={
            <Button size="sm" onClick={() => void session.settle()}>
              {t`Read the log again`}
            </Button>
          }
        >
          {t`The server is still writing the log: the last lines may be missing.`}
        </Alert>
      ) : null}
      {completeness === 'settling' ? (
        <p className={s.settling} role="status">
          {t`Reading the last lines of the log…`}
        </p>
      ) : null}
      <LogViewer
        className={fullscreen ? s.viewerFullscreen : s.viewer}
        lines={session.lines}
        preview={preview}
        // The live indicator only while the task runs (a finished task has no live dot).
        connection={running ? connection : undefined}
        // "Follow new lines" only while new lines may come: on a finished task it covered the recap.
        live={running}
        downloadName={`task-${taskId}.log`}
        placeholder={placeholder}
        outline={session.outline}
      />
    </>
  );
}
