import { lazy, Suspense, useId } from 'react';
import * as s from './CodeEditor.css';

/** The languages the editor highlights: inventories (INI, YAML), extra variables (JSON), keys (text). */
export type CodeLanguage = 'ini' | 'yaml' | 'json' | 'text';

/** Props of {@link CodeEditor}. */
export interface CodeEditorProps {
  /** Visible label (translated); also the editor's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  language: CodeLanguage;
  /** Error text under the editor (red). */
  error?: string | undefined;
  disabled?: boolean;
  /** Minimum height in px (default 160). */
  minHeight?: number;
  /** Marks the field required: a visible `*` after the label and `aria-required` on the editor. */
  required?: boolean;
}

// CodeMirror loads with the first dialog that shows an editor (STYLE.md: a screen's heavy library
// loads with it), not with the console.
const CodeMirrorField = lazy(() => import('./CodeMirrorField'));

/**
 * A code editor field (CodeMirror 6) for inventory content, extra variables and private keys,
 * themed from the ui theme tokens (light and dark). The editor code is loaded on first use.
 */
export function CodeEditor({ label, error, ...props }: CodeEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className={s.field}>
      <span id={labelId} className={s.label}>
        {label}
        {props.required ? (
          <span aria-hidden="true" className={s.requiredMark}>
            *
          </span>
        ) : null}
      </span>
      <Suspense
        fallback={<div className={s.loading} style={{ minHeight: props.minHeight ?? 160 }} />}
      >
        <CodeMirrorField
          {...props}
          labelledBy={labelId}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error ? (
        <span id={errorId} className={s.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
