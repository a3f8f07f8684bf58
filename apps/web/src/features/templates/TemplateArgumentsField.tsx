import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, IconButton, TextField } from '@semaphore-console/ui';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useIssueText } from './issueText';
import { checkArgument } from './rules';
import { formatArguments, parseArguments, type TemplateFormValues } from './templateForm';
import * as s from './templates.css';

/** Props of {@link TemplateArgumentsField}. */
export interface TemplateArgumentsFieldProps {
  values: Pick<TemplateFormValues, 'arguments' | 'allowOverrideArgsInTask'>;
  /** The text of the problem with the arguments, if any. */
  error: string | undefined;
  patch: (next: Partial<TemplateFormValues>) => void;
}

/**
 * The CLI arguments of the template form (spec core §2 template editor): the JSON array, its
 * arguments as removable chips, the args picker that adds one, and "Allow overriding CLI args in
 * the task".
 */
export function TemplateArgumentsField({ values, error, patch }: TemplateArgumentsFieldProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const [argDraft, setArgDraft] = useState('');
  const [argError, setArgError] = useState<string | undefined>();
  const args = parseArguments(values.arguments);

  const addArgument = () => {
    const checked = checkArgument(argDraft);
    if (!checked.ok) {
      setArgError(issueText(checked.issues[0]));
      return;
    }
    setArgError(undefined);
    patch({ arguments: formatArguments([...(args ?? []), checked.value]) });
    setArgDraft('');
  };

  return (
    <fieldset className={s.fieldset}>
      <legend className={s.sectionTitle}>
        <Trans>CLI arguments</Trans>
      </legend>
      <TextField
        label={t`Arguments`}
        hint={t`A JSON array, e.g. ["-v"]`}
        mono
        multiline
        rows={2}
        value={values.arguments}
        error={error}
        onChange={(event) => patch({ arguments: event.currentTarget.value })}
      />
      {args && args.length > 0 ? (
        <ul className={s.chips} aria-label={t`Argument list`}>
          {args.map((arg, index) => (
            <li key={`${arg}-${index}`} className={s.chip}>
              <code>{arg}</code>
              <IconButton
                size="sm"
                label={t`Remove argument ${arg}`}
                icon={<X aria-hidden />}
                onClick={() =>
                  patch({ arguments: formatArguments(args.filter((_, i) => i !== index)) })
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={s.inline}>
        <div className={s.grow}>
          <TextField
            label={t`New argument`}
            mono
            value={argDraft}
            error={argError}
            disabled={args === null}
            onChange={(event) => setArgDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addArgument();
              }
            }}
          />
        </div>
        <Button icon={<Plus aria-hidden />} disabled={args === null} onClick={addArgument}>
          <Trans>Add argument</Trans>
        </Button>
      </div>
      <Checkbox
        label={t`Allow overriding CLI args in the task`}
        checked={values.allowOverrideArgsInTask}
        onCheckedChange={(allowOverrideArgsInTask) => patch({ allowOverrideArgsInTask })}
      />
    </fieldset>
  );
}
