import { Trans } from '@lingui/react/macro';

/** The translated name of a template type (spec core §9: build, deploy, default). */
export function TemplateTypeLabel({ type }: { type: string }) {
  if (type === 'build') return <Trans>Build</Trans>;
  if (type === 'deploy') return <Trans>Deploy</Trans>;
  return <Trans>Default</Trans>;
}
