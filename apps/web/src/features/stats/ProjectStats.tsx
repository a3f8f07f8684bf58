import { useLingui } from '@lingui/react/macro';
import { useProjectContext } from '../../hooks/projectContext';
import { ProjectTabs, pageStyles as page } from '../projects';
import { StatsView } from './StatsView';

/** The project's Stats tab (`/project/{id}/stats`, newer §N7 "Stats"): runs of the whole project. */
export function ProjectStats() {
  const { t } = useLingui();
  const { projectId } = useProjectContext();
  return (
    <div className={page.page}>
      <ProjectTabs />
      <section aria-label={t`Run statistics`}>
        <StatsView projectId={projectId} templateId={null} idPrefix="project-stats" />
      </section>
    </div>
  );
}
