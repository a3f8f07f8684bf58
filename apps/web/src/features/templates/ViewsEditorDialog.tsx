import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Dialog, IconButton, TextField } from '@semaphore-console/ui';
import { ArrowDown, ArrowUp, GripVertical, Plus, RotateCcw, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useResourceForm } from '../../components/ResourceDialog';
import { useIssueText } from './issueText';
import { checkViewTitle } from './rules';
import * as s from './templates.css';
import { useTemplatesStore } from './templatesStore';

/** Props of {@link ViewsEditorDialog}. */
export interface ViewsEditorDialogProps {
  projectId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The view editor (spec core §2 "edit views"): add, rename, reorder (drag, or the move buttons
 * from the keyboard), delete. A new view has a temporary negative id until saved; an edited
 * title stays marked until saved or reset; the order is saved through `views/positions`.
 */
export function ViewsEditorDialog({ projectId, open, onOpenChange }: ViewsEditorDialogProps) {
  const { t } = useLingui();
  const views = useTemplatesStore((st) => st.views);
  const { addView, saveView, removeView, moveView } = useTemplatesStore.getState();
  // Edited titles by view id (`undefined`: as saved), their errors, the last failed call.
  const form = useResourceForm<Record<number, string | undefined>>({
    open,
    onClose: () => onOpenChange(false),
    isNew: false,
    initial: () => ({}),
  });
  const { values: drafts, errors } = form;
  const issueText = useIssueText();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const titleOf = (id: number, saved: string) => drafts[id] ?? saved;
  const forget = (id: number) => {
    form.set({ [id]: undefined });
    if (errors[id]) form.setErrors({ ...errors, [id]: '' });
  };
  const run = (action: () => Promise<unknown>) =>
    form.run(async () => {
      await action();
    });
  const save = (id: number, saved: string) => {
    const checked = checkViewTitle(titleOf(id, saved));
    if (!checked.ok) {
      form.setErrors({ ...errors, [id]: issueText(checked.issues[0]) ?? '' });
      return;
    }
    void run(async () => {
      await saveView(projectId, id, checked.value);
      forget(id);
    });
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= views.length) return;
    void run(() => moveView(projectId, from, to));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Edit views`}
      width={520}
      footer={
        <Button onClick={() => onOpenChange(false)}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <div className={s.stack}>
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        {views.length === 0 ? (
          <p className={s.muted}>
            <Trans>No views yet. Views group templates into tabs.</Trans>
          </p>
        ) : null}
        <ol
          className={s.stack}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={t`Views`}
        >
          {views.map((view, index) => {
            const number = index + 1;
            const editing = view.id < 0 || drafts[view.id] !== undefined;
            return (
              <li
                key={view.id}
                className={s.viewRow}
                data-editing={editing}
                data-dragging={dragging === index}
                data-over={over === index && dragging !== index}
                onDragOver={(event) => {
                  event.preventDefault();
                  setOver(index);
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragging !== null) move(dragging, index);
                  setDragging(null);
                  setOver(null);
                }}
              >
                {/* Only the handle drags, so the title field keeps normal text selection; the
                    move buttons are the keyboard way to reorder. */}
                <span
                  className={s.dragHandle}
                  aria-hidden
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', view.title);
                    const row = event.currentTarget.closest('li');
                    if (row) event.dataTransfer.setDragImage(row, 16, 16);
                    setDragging(index);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                >
                  <GripVertical />
                </span>
                <div className={s.grow}>
                  <TextField
                    label={t`View title ${number}`}
                    value={titleOf(view.id, view.title)}
                    error={errors[view.id] || undefined}
                    onChange={(event) => form.set({ [view.id]: event.currentTarget.value })}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        save(view.id, view.title);
                      }
                    }}
                  />
                </div>
                {editing ? (
                  <>
                    <IconButton
                      label={t`Save view`}
                      icon={<Save aria-hidden />}
                      onClick={() => save(view.id, view.title)}
                    />
                    {view.id > 0 ? (
                      <IconButton
                        label={t`Reset view`}
                        icon={<RotateCcw aria-hidden />}
                        onClick={() => forget(view.id)}
                      />
                    ) : null}
                  </>
                ) : null}
                <IconButton
                  label={t`Move view up`}
                  icon={<ArrowUp aria-hidden />}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <IconButton
                  label={t`Move view down`}
                  icon={<ArrowDown aria-hidden />}
                  disabled={index === views.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <IconButton
                  label={t`Delete view`}
                  icon={<Trash2 aria-hidden />}
                  onClick={() =>
                    void run(async () => {
                      await removeView(projectId, view.id);
                      forget(view.id);
                    })
                  }
                />
              </li>
            );
          })}
        </ol>
        <div>
          <Button icon={<Plus aria-hidden />} onClick={() => addView()}>
            <Trans>Add view</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
