import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_SEARCH_ATTRIBUTE } from '../../components/TaskFilterBar';
import { selectCurrentProject, useShellStore } from '../../stores/session';
import { screenPath } from './projectScreens';
import { createShortcutDispatcher, isTypingTarget } from './shortcuts';

/** What the host shows: the palette, the shortcut list, or a template's new task dialog. */
export type CommandPanel =
  { kind: 'palette' } | { kind: 'help' } | { kind: 'run'; projectId: number; templateId: number };

// The palette (cmdk), the shortcut list and the run dialog load on first use, not with the app.
const CommandPanels = lazy(() => import('./CommandPanels'));

const OPEN_DIALOG = [
  '[role="dialog"][data-state="open"]',
  '[role="alertdialog"][data-state="open"]',
].join(',');

/** Focuses the search or filter field of the open dialog, else of the page; false when none. */
function focusPageSearch(): boolean {
  const dialogs = document.querySelectorAll(OPEN_DIALOG);
  const scope = dialogs.length > 0 ? dialogs[dialogs.length - 1] : document;
  const field = scope?.querySelector<HTMLInputElement>(`[${PAGE_SEARCH_ATTRIBUTE}]`);
  if (!field) return false;
  field.focus();
  field.select?.();
  return true;
}

/**
 * The keyboard shortcuts of the console and the panels they open (render once inside the router,
 * around every signed-in route): Ctrl/Cmd+K the command palette, `?` the list of shortcuts, `/`
 * the page's search or filter, `g` then a letter a screen of the current project. None fires
 * while the person types in a field; while another dialog is open only Ctrl/Cmd+K and `/` do.
 */
export function CommandHost() {
  const [panel, setPanel] = useState<CommandPanel | null>(null);
  const navigate = useNavigate();
  const projectId = useShellStore((s) => s.projectId);
  const project = useShellStore(selectCurrentProject);
  const current = useRef({ projectId, project, panel });
  current.current = { projectId, project, panel };

  useEffect(() => {
    const dispatcher = createShortcutDispatcher();
    const onKey = (event: KeyboardEvent) => {
      // A screen's own handler (the log viewer's `/`) goes first.
      if (event.defaultPrevented || event.isComposing) return;
      const action = dispatcher.handle({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        typing: isTypingTarget(event.target),
        time: event.timeStamp,
      });
      if (!action) return;
      const dialogOpen = document.querySelector(OPEN_DIALOG) !== null;
      if (action.type === 'palette') {
        event.preventDefault();
        setPanel((open) => (open?.kind === 'palette' ? null : { kind: 'palette' }));
      } else if (action.type === 'search') {
        if (focusPageSearch()) event.preventDefault();
      } else if (dialogOpen) {
        return;
      } else if (action.type === 'help') {
        event.preventDefault();
        setPanel({ kind: 'help' });
      } else {
        const { projectId: id, project: selected } = current.current;
        const path = id !== null && selected ? screenPath(id, selected, action.screen) : null;
        if (path) {
          event.preventDefault();
          void navigate(path);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  if (!panel) return null;
  return (
    <Suspense fallback={null}>
      <CommandPanels panel={panel} onPanelChange={setPanel} />
    </Suspense>
  );
}
