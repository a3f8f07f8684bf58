import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isTaskStatus, type TaskStatus } from '@semaphore-console/api-client';

const LABELS: Record<TaskStatus, MessageDescriptor> = {
  waiting: msg`Waiting`,
  starting: msg`Starting`,
  waiting_confirmation: msg`Waiting for confirmation`,
  confirmed: msg`Confirmed`,
  running: msg`Running`,
  success: msg`Success`,
  error: msg`Failed`,
  stopping: msg`Stopping`,
  stopped: msg`Stopped`,
};

/**
 * The translated name of a task status (spec core §4: `error` is displayed as "Failed").
 * An unknown status gives "Unknown status: {status}" (the caller shows it as an error).
 */
export function taskStatusLabel(status: string, i18n: I18n): string {
  if (isTaskStatus(status)) return i18n._(LABELS[status]);
  return i18n._(msg`Unknown status: ${status}`);
}
