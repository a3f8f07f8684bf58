import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, ConfirmDialog } from '@semaphore-console/ui';
import { Square } from 'lucide-react';
import { useState } from 'react';
import { client } from '../../server/client';
import { failureText } from '../../server/failures';
import { useNewerTaskActions } from '../task-log';

/** Props of {@link StopAllTasks}. */
export interface StopAllTasksProps {
  projectId: number;
  templateId: number;
  templateName: string;
}

/**
 * "Stop all" of a template page (newer §N4): `POST …/templates/{t}/stop_all_tasks {force}` after a
 * confirmation that offers "force"; only on servers that have it (`newerTaskActions`), so on 2.10
 * nothing is drawn.
 */
export function StopAllTasks({ projectId, templateId, templateName }: StopAllTasksProps) {
  const { t } = useLingui();
  const { stopAll } = useNewerTaskActions();
  const [open, setOpen] = useState(false);
  const [force, setForce] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!stopAll) return null;
  return (
    <>
      <Button
        icon={<Square aria-hidden />}
        onClick={() => {
          setForce(false);
          setError(null);
          setOpen(true);
        }}
      >
        {t`Stop all`}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Stop all running tasks of ${templateName}?`}
        confirmLabel={t`Stop all tasks`}
        error={error}
        onConfirm={async () => {
          try {
            await client().project(projectId).templates.stopAllTasks(templateId, force);
            return true;
          } catch (failure) {
            setError(failureText(failure));
            return false;
          }
        }}
      >
        <Checkbox label={t`Force: stop them at once`} checked={force} onCheckedChange={setForce} />
      </ConfirmDialog>
    </>
  );
}
