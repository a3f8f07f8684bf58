import { Trans } from '@lingui/react/macro';
import { Button } from '@semaphore-console/ui';
import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import * as s from './stats.css';

const TemplateStats = lazy(async () => ({
  default: (await import('./TemplateStats')).TemplateStats,
}));

/** Props of {@link TemplateStatsSection}. */
export interface TemplateStatsSectionProps {
  projectId: number;
  templateId: number;
}

/**
 * The "Run statistics" section of a template's detail page (newer §N7 "Stats"): closed at first;
 * opening it loads the statistics view and its chart library.
 */
export function TemplateStatsSection({ projectId, templateId }: TemplateStatsSectionProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  return (
    <section className={s.view} aria-labelledby={headingId}>
      <div className={s.sectionHeader}>
        <h2 id={headingId} className={s.sectionTitle}>
          <Trans>Run statistics</Trans>
        </h2>
        <Button
          size="sm"
          icon={<BarChart3 aria-hidden />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? <Trans>Hide statistics</Trans> : <Trans>Show statistics</Trans>}
        </Button>
      </div>
      <div id={panelId}>
        {open ? (
          <Suspense
            fallback={
              <p className={s.note} role="status">
                <Trans>Loading statistics…</Trans>
              </p>
            }
          >
            <TemplateStats projectId={projectId} templateId={templateId} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
