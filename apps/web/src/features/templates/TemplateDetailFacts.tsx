import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TaskWithTpl, Template } from '@semaphore-console/api-client';
import { EMPTY, formatTime } from '../../lib/format';
import { TaskStatusBadge } from '../task-log';
import { TemplateTypeLabel } from './labels';
import * as s from './templates.css';
import type { TemplateFactsState } from './templateFactsStore';

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

/** Props of {@link TemplateDetailFacts}. */
export interface TemplateDetailFactsProps {
  template: Template;
  /** Names of the project's resources the template refers to, by id. */
  facts: Pick<TemplateFactsState, 'inventories' | 'repositories' | 'environments' | 'views'>;
  /** The template's newest task, if any. */
  lastTask: TaskWithTpl | null;
  /** Whether the template's tasks have loaded (no last task then means "Never run"). */
  tasksLoaded: boolean;
  /** Opens the log of a task. */
  onOpenTask: (taskId: number) => void;
}

/**
 * What an operator checks before running a template (spec core §3 Template): type, app,
 * playbook, inventory, repository and branch, environment, view, survey variables and the last
 * run.
 */
export function TemplateDetailFacts({
  template: shown,
  facts,
  lastTask,
  tasksLoaded,
  onOpenTask,
}: TemplateDetailFactsProps) {
  const { t, i18n } = useLingui();
  const { inventories, environments, views } = facts;
  const repositoryNames = Object.fromEntries(
    Object.entries(facts.repositories).map(([id, repo]) => [id, repo.name]),
  ) as Record<number, string>;
  const branch = shown.git_branch || facts.repositories[shown.repository_id]?.branch || '';
  const surveyVars = shown.survey_vars ?? [];
  return (
    <section aria-label={t`Before running`}>
      <dl className={s.facts}>
        <Fact term={<Trans>Type</Trans>}>
          <TemplateTypeLabel type={shown.type} />
        </Fact>
        <Fact term={<Trans>App</Trans>}>{shown.app || EMPTY}</Fact>
        <Fact term={<Trans>Playbook</Trans>}>{shown.playbook || EMPTY}</Fact>
        <Fact term={<Trans>Inventory</Trans>}>{named(inventories, shown.inventory_id)}</Fact>
        <Fact term={<Trans>Repository</Trans>}>
          {named(repositoryNames, shown.repository_id)}
          {branch ? (
            <>
              {' · '}
              <Trans>branch {branch}</Trans>
            </>
          ) : null}
        </Fact>
        <Fact term={<Trans>Environment</Trans>}>{named(environments, shown.environment_id)}</Fact>
        <Fact term={<Trans>View</Trans>}>{named(views, shown.view_id)}</Fact>
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
                onClick={() => onOpenTask(lastTask.id)}
              >
                #{lastTask.id}
              </button>
              <TaskStatusBadge status={lastTask.status} />
              <span>{formatTime(lastTask.start ?? lastTask.created ?? null, i18n.locale)}</span>
            </span>
          ) : tasksLoaded ? (
            <Trans>Never run</Trans>
          ) : (
            EMPTY
          )}
        </Fact>
      </dl>
    </section>
  );
}
