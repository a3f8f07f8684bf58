import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@semaphore-console/ui';
import { useState } from 'react';
import { useShellStore } from '../../stores/session';
import { MarkdownDescription, markdownDescriptions } from './MarkdownDescription';
import * as s from './templates.css';

/** Props of {@link DescriptionField}. */
export interface DescriptionFieldProps {
  value: string;
  onChange(value: string): void;
}

/**
 * The template's description in the form: on servers whose descriptions are markdown (newer
 * §N6) with a hint and a preview toggle (the preview rendered as on the template page); plain text
 * on 2.10 (API §5.8). It is saved with the template.
 */
export function DescriptionField({ value, onChange }: DescriptionFieldProps) {
  const { t } = useLingui();
  const markdown = useShellStore((state) => markdownDescriptions(state.capabilities));
  const [preview, setPreview] = useState(false);
  const field = (
    <TextField
      label={t`Description`}
      hint={markdown ? t`Markdown` : undefined}
      multiline
      rows={markdown ? 4 : 2}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
  if (!markdown) return field;
  return (
    <div className={s.stack}>
      {field}
      <div>
        <Button size="sm" aria-pressed={preview} onClick={() => setPreview((on) => !on)}>
          <Trans>Preview</Trans>
        </Button>
      </div>
      {preview ? (
        value.trim() === '' ? (
          <p className={s.muted}>
            <Trans>Nothing to preview.</Trans>
          </p>
        ) : (
          <MarkdownDescription source={value} label={t`Description preview`} />
        )
      ) : null}
    </div>
  );
}
