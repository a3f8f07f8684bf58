/**
 * Run statistics (newer §N7 "Stats"). The project's Stats tab is a lazy route module
 * (`ProjectStats`, loaded by `app/routes.tsx`); a template's detail page shows
 * {@link TemplateStatsSection}, which loads the view and its chart library when opened.
 */
export { TemplateStatsSection } from './TemplateStatsSection';
export type { TemplateStatsSectionProps } from './TemplateStatsSection';
