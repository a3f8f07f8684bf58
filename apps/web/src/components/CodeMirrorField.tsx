import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { yaml } from '@codemirror/lang-yaml';
import {
  HighlightStyle,
  StreamLanguage,
  bracketMatching,
  syntaxHighlighting,
} from '@codemirror/language';
import { properties } from '@codemirror/legacy-modes/mode/properties';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { OWNS_ESCAPE, vars } from '@semaphore-console/ui';
import { useEffect, useRef } from 'react';
import type { CodeLanguage } from './CodeEditor';

/** Props of the lazily loaded editor (see `CodeEditor`). */
export interface CodeMirrorFieldProps {
  value: string;
  onChange: (value: string) => void;
  language: CodeLanguage;
  disabled?: boolean;
  minHeight?: number;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid: boolean;
  /** Sets `aria-required` on the editor's textbox. */
  required?: boolean | undefined;
}

function languageOf(language: CodeLanguage): Extension {
  switch (language) {
    case 'json':
      return json();
    case 'yaml':
      return yaml();
    case 'ini':
      return StreamLanguage.define(properties);
    default:
      return [];
  }
}

// Colours come from the ui theme contract (CSS variables), so light and dark follow the theme.
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.bool, tags.null, tags.atom], color: vars.tone.info.text },
  { tag: [tags.string, tags.special(tags.string)], color: vars.tone.success.text },
  { tag: [tags.number], color: vars.tone.warning.text },
  {
    tag: [tags.propertyName, tags.definition(tags.propertyName), tags.heading],
    color: vars.color.link,
  },
  { tag: [tags.comment, tags.meta], color: vars.color.textMuted, fontStyle: 'italic' },
]);

/* eslint-disable lingui/no-unlocalized-strings -- CSS values of the editor theme, no text */
function theme(minHeight: number): Extension {
  return EditorView.theme({
    '&': {
      color: vars.color.text,
      backgroundColor: vars.color.surface,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.md,
      fontSize: vars.fontSize.sm,
    },
    '&.cm-focused': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '.cm-scroller': { fontFamily: vars.font.mono, minHeight: `${minHeight}px`, maxHeight: '50vh' },
    '.cm-content': { caretColor: vars.color.text },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: vars.color.text },
    '.cm-gutters': {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      borderRight: `1px solid ${vars.color.border}`,
    },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
      backgroundColor: vars.color.surfaceSelected,
    },
    '.cm-activeLine': { backgroundColor: 'transparent' },
  });
}
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The CodeMirror 6 editor behind `CodeEditor` (loaded with the first dialog that needs it): line
 * numbers, history, bracket matching, the language's highlighting. Tab and Shift+Tab move focus
 * like in any other field (CodeMirror's default, which never traps the keyboard; Ctrl+] and Ctrl+[
 * indent). Escape stays in the editor: it never closes the surrounding dialog (`OWNS_ESCAPE`).
 */
export default function CodeMirrorField({
  value,
  onChange,
  language,
  disabled = false,
  minHeight = 160,
  labelledBy,
  describedBy,
  invalid,
  required,
}: CodeMirrorFieldProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const languageSlot = useRef(new Compartment());
  const editableSlot = useRef(new Compartment());
  const attributesSlot = useRef(new Compartment());

  const attributes = () =>
    EditorView.contentAttributes.of({
      'aria-labelledby': labelledBy,
      'aria-multiline': 'true',
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      ...(required ? { 'aria-required': 'true' } : {}),
    });

  useEffect(() => {
    if (!host.current) return undefined;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          bracketMatching(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          syntaxHighlighting(highlight),
          theme(minHeight),
          languageSlot.current.of(languageOf(language)),
          editableSlot.current.of([
            EditorView.editable.of(!disabled),
            EditorState.readOnly.of(disabled),
          ]),
          attributesSlot.current.of(attributes()),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The editor is created once; later prop changes go through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const text = current.state.doc.toString();
    if (text !== value) {
      current.dispatch({ changes: { from: 0, to: text.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: languageSlot.current.reconfigure(languageOf(language)) });
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({
      effects: [
        editableSlot.current.reconfigure([
          EditorView.editable.of(!disabled),
          EditorState.readOnly.of(disabled),
        ]),
        attributesSlot.current.reconfigure(attributes()),
      ],
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [disabled, labelledBy, describedBy, invalid, required]);

  return <div ref={host} {...OWNS_ESCAPE} />;
}
