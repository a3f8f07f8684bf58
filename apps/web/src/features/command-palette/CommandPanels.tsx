import { useLocation, useNavigate } from 'react-router';
import { taskLogHref } from '../../lib/navigation';
import { NewTaskDialog } from '../templates';
import type { CommandPanel } from './CommandHost';
import { CommandPalette } from './CommandPalette';
import { ShortcutsDialog } from './ShortcutsDialog';

/** Props of {@link CommandPanels}. */
export interface CommandPanelsProps {
  panel: CommandPanel;
  onPanelChange(next: CommandPanel | null): void;
}

/**
 * The panels of the command host, loaded on first use (dynamic import): the palette, the list of
 * shortcuts, and the new task dialog of a template chosen with "Run" in the palette, whose task
 * log opens once the server accepted the task (`?t=`, spec core §2).
 */
export default function CommandPanels({ panel, onPanelChange }: CommandPanelsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => onPanelChange(null);
  if (panel.kind === 'help') return <ShortcutsDialog onClose={close} />;
  if (panel.kind === 'run') {
    return (
      <NewTaskDialog
        projectId={panel.projectId}
        templateId={panel.templateId}
        open
        onOpenChange={(open) => {
          if (!open) close();
        }}
        onStarted={(task) => {
          close();
          void navigate(taskLogHref(panel.projectId, task.id, location));
        }}
      />
    );
  }
  return (
    <CommandPalette
      onClose={close}
      onRun={(projectId, templateId) => onPanelChange({ kind: 'run', projectId, templateId })}
    />
  );
}
