import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { TemplateTypeLabel } from './labels';
import type { TemplateType } from './templateForm';
import * as s from './templates.css';

/** Type tabs in the order of the spec (core §2): build, deploy, default. */
const TABS: readonly TemplateType[] = ['build', 'deploy', ''];

/** Props of {@link TemplateTypeTabs}. */
export interface TemplateTypeTabsProps {
  /** The type picked. */
  type: TemplateType;
  onChange: (type: TemplateType) => void;
}

/**
 * The type tabs of the template form (spec core §2 template editor): build, deploy and default,
 * one tab stop, the arrow keys move between them and pick.
 */
export function TemplateTypeTabs({ type: picked, onChange }: TemplateTypeTabsProps) {
  const { t } = useLingui();
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length] as TemplateType;
    onChange(next);
    document.getElementById(`template-type-${next || 'default'}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t`Template type`} className={s.tabs}>
      {TABS.map((type, index) => (
        <button
          key={type || 'default'}
          id={`template-type-${type || 'default'}`}
          type="button"
          role="tab"
          className={s.tab}
          aria-selected={picked === type}
          aria-current={picked === type ? 'page' : undefined}
          tabIndex={picked === type ? 0 : -1}
          onClick={() => onChange(type)}
          onKeyDown={(event) => onTabKey(event, index)}
        >
          <TemplateTypeLabel type={type} />
        </button>
      ))}
    </div>
  );
}
