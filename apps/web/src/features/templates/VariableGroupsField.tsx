import { Trans, useLingui } from '@lingui/react/macro';
import { IconButton, Select } from '@semaphore-console/ui';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import * as s from './templates.css';
import type { Environment } from '@semaphore-console/api-client';

/** Props of {@link VariableGroupsField}. */
export interface VariableGroupsFieldProps {
  /** The chosen groups in order. */
  ids: readonly number[];
  environments: readonly Environment[];
  error?: string;
  onChange(ids: number[]): void;
}

function moveFocus(id: string) {
  // After a move the row re-renders at its new place; keep the keyboard on its button.
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * The ordered variable groups of a template (newer §N6 `environment_ids`; later groups override
 * earlier ones): add from a picker, remove, move up and down with buttons (keyboard usable, the
 * focus follows the moved row). A group that is no longer listed keeps its id.
 */
export function VariableGroupsField({
  ids,
  environments,
  error,
  onChange,
}: VariableGroupsFieldProps) {
  const { t } = useLingui();
  const nameOf = (id: number) =>
    environments.find((environment) => environment.id === id)?.name ?? `#${id}`;
  const move = (from: number, to: number, focusId: string) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
    moveFocus(focusId);
  };
  const available = environments.filter((environment) => !ids.includes(environment.id));
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.sectionTitle}>
        <Trans>Variable groups</Trans>
      </legend>
      <p className={s.muted}>
        <Trans>Later groups override earlier ones.</Trans>
      </p>
      {error ? (
        <p role="alert" className={s.errorText}>
          {error}
        </p>
      ) : null}
      {ids.length > 0 ? (
        <ol className={s.plainList} aria-label={t`Variable groups in order`}>
          {ids.map((id, index) => {
            const name = nameOf(id);
            return (
              <li key={id} className={s.inline}>
                <span className={s.grow}>{name}</span>
                <IconButton
                  id={`group-up-${id}`}
                  size="sm"
                  label={t`Move ${name} up`}
                  icon={<ArrowUp aria-hidden />}
                  disabled={index === 0}
                  onClick={() =>
                    move(index, index - 1, index === 1 ? `group-down-${id}` : `group-up-${id}`)
                  }
                />
                <IconButton
                  id={`group-down-${id}`}
                  size="sm"
                  label={t`Move ${name} down`}
                  icon={<ArrowDown aria-hidden />}
                  disabled={index === ids.length - 1}
                  onClick={() =>
                    move(
                      index,
                      index + 1,
                      index === ids.length - 2 ? `group-up-${id}` : `group-down-${id}`,
                    )
                  }
                />
                <IconButton
                  size="sm"
                  label={t`Remove ${name}`}
                  icon={<X aria-hidden />}
                  onClick={() => onChange(ids.filter((other) => other !== id))}
                />
              </li>
            );
          })}
        </ol>
      ) : null}
      {available.length > 0 ? (
        <Select
          label={t`Add a variable group`}
          value={undefined}
          required={ids.length === 0}
          onValueChange={(id) => id !== '' && onChange([...ids, Number(id)])}
          options={available.map((environment) => ({
            value: String(environment.id),
            label: environment.name,
          }))}
        />
      ) : null}
    </fieldset>
  );
}
