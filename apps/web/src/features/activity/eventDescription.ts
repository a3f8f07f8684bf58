import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { taskStatusLabel } from '../task-log';

/**
 * An event description as the activity screen shows it: `before`, then the task link (when the
 * event is about a task), then `after`. Server text is kept as plain text, never HTML.
 */
export interface EventDescription {
  /** Text before the task link; the whole description when there is no link. */
  before: string;
  /** The task the link opens (`?t={id}`, spec core §2) and its translated text ("Task #12"). */
  task: { id: number; label: string } | null;
  /** Text after the task link. */
  after: string;
}

const QUEUED = /^Task ID (\d+) queued for running$/;
const RUNNING = /^Task ID (\d+) \((.*)\) is running$/s;
const FINISHED = /^Task ID (\d+) \((.*)\) finished - ([A-Z_]+)$/s;

/** The translated sentence of a task event the server wrote in English, or `null`. */
function taskSentence(description: string, i18n: I18n): { id: number; text: string } | null {
  let m = QUEUED.exec(description);
  if (m) {
    const id = Number(m[1]);
    return { id, text: i18n._(msg`Task #${id} queued`) };
  }
  m = RUNNING.exec(description);
  if (m) {
    const id = Number(m[1]);
    const template = m[2] ?? '';
    return { id, text: i18n._(msg`Task #${id} (${template}) is running`) };
  }
  m = FINISHED.exec(description);
  if (m) {
    const id = Number(m[1]);
    const template = m[2] ?? '';
    const status = taskStatusLabel((m[3] ?? '').toLowerCase(), i18n);
    return { id, text: i18n._(msg`Task #${id} (${template}) finished: ${status}`) };
  }
  return null;
}

/**
 * The readable form of an event's `description` (API §5.14, §6.16). The server writes task
 * events in English ("Task ID 12 queued for running", "Task ID 12 (Deploy) is running",
 * "Task ID 12 (Deploy) finished - SUCCESS"); they become translated sentences with the console's
 * status labels ("Task #12 (Deploy) finished: Success") and a link on "Task #12". Any other
 * description ("Inventory prod created") is returned unchanged, without a link.
 *
 * @param description - the event's `description` (`''` when the server sent none).
 * @param i18n - the active lingui instance.
 */
export function eventDescription(description: string, i18n: I18n): EventDescription {
  const sentence = taskSentence(description, i18n);
  if (!sentence) return { before: description, task: null, after: '' };
  const { id, text } = sentence;
  const label = i18n._(msg`Task #${id}`);
  const at = text.indexOf(label);
  // A translation that words the task differently in the sentence: the whole sentence links.
  if (at < 0) return { before: '', task: { id, label: text }, after: '' };
  return { before: text.slice(0, at), task: { id, label }, after: text.slice(at + label.length) };
}
