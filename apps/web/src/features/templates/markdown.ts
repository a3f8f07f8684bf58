import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';

/** Escapes text for HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A link target that cannot run script: http(s), mailto, or relative (no scheme). */
function safeHref(href: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`).
  const bare = [...href].filter((c) => c > ' ' && c !== '\u007f').join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare);
  return !scheme || ['http', 'https', 'mailto'].includes(scheme[1]!.toLowerCase());
}

// A description is server text: raw HTML in it shows as text, links to other schemes as their
// text, and images as their alt text (an image would load from anywhere).
const parser = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    image: ({ text }: Tokens.Image) => escapeHtml(text),
    link(this: { parser: { parseInline(tokens: Tokens.Link['tokens']): string } }, token) {
      const label = this.parser.parseInline(token.tokens);
      if (!safeHref(token.href)) return label;
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
      return `<a href="${escapeHtml(token.href)}"${title} target="_blank" rel="noopener noreferrer nofollow">${label}</a>`;
    },
  },
});

/**
 * The HTML of a markdown description (newer §N6), already inert: HTML in the source escaped,
 * only http(s), mailto and relative links, no images.
 */
export function markdownHtml(source: string): string {
  return parser.parse(source) as string;
}

const purifier = DOMPurify();

/**
 * Renders a template's markdown description (newer §N6) as a DOM fragment: {@link markdownHtml},
 * then sanitized as well (no scripts, event handlers, `javascript:` links, styles, forms,
 * frames). Loaded lazily with the template screens.
 */
export function renderMarkdown(source: string): DocumentFragment {
  return purifier.sanitize(markdownHtml(source), {
    RETURN_DOM_FRAGMENT: true,
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'img', 'iframe', 'svg', 'math'],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
}
