import { StatsView } from './StatsView';

/** Props of {@link TemplateStats}. */
export interface TemplateStatsProps {
  projectId: number;
  templateId: number;
}

/** The run statistics of one template (newer §N7 "Stats"), shown on its detail page. */
export function TemplateStats({ projectId, templateId }: TemplateStatsProps) {
  return <StatsView projectId={projectId} templateId={templateId} idPrefix="template-stats" />;
}
