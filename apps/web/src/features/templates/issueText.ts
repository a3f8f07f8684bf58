import { useLingui } from '@lingui/react';
import type { FormIssue } from '@semaphore-console/validation';
import { translateDomainMessage } from '../../i18n/domainMessages';

/**
 * Translates the validation package's form issues in the active locale (the shell's catalog
 * entries for `validation.*` ids); `undefined` stays `undefined`.
 */
export function useIssueText(): (issue: FormIssue | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (issue) => (issue ? translateDomainMessage(i18n, issue) : undefined);
}
