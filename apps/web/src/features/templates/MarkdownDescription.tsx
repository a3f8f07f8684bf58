import { useEffect, useRef } from 'react';
import { useShellStore } from '../../stores/session';
import * as s from './templates.css';
import type { ServerCapabilities } from '@semaphore-console/api-client';

/**
 * Whether the server's template descriptions are markdown (newer §N6, the 2.12+ console renders
 * them): the capability map's 2.12+ decision. On 2.10 a description stays plain text.
 */
export function markdownDescriptions(capabilities: ServerCapabilities): boolean {
  return capabilities.runFlagsInParams;
}

/** Props of {@link MarkdownDescription}. */
export interface MarkdownDescriptionProps {
  source: string;
  /** Accessible name of the rendered block (e.g. the preview's). */
  label?: string;
}

/**
 * A template's description rendered from markdown (newer §N6), sanitized (see `renderMarkdown`).
 * The renderer loads lazily; until then the text shows as typed.
 */
export function MarkdownDescription({ source, label }: MarkdownDescriptionProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    const node = ref.current;
    if (node) node.textContent = source;
    void import('./markdown').then(({ renderMarkdown }) => {
      if (live && ref.current) ref.current.replaceChildren(renderMarkdown(source));
    });
    return () => {
      live = false;
    };
  }, [source]);
  return (
    <div
      ref={ref}
      className={s.markdown}
      data-testid="markdown-description"
      role={label ? 'region' : undefined}
      aria-label={label}
    />
  );
}

/**
 * The description on the template page: markdown rendered on servers that have it (see
 * {@link markdownDescriptions}), plain text as typed on 2.10 (API §5.8).
 */
export function TemplateDescription({ text }: { text: string }) {
  const markdown = useShellStore((state) => markdownDescriptions(state.capabilities));
  return markdown ? <MarkdownDescription source={text} /> : <p className={s.description}>{text}</p>;
}
