import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markdownHtml } from './markdown';
import { useShellStore } from '../../stores/session';
import { MarkdownDescription, TemplateDescription } from './MarkdownDescription';

// The markdown stage alone: the test DOM (happy-dom) cannot run DOMPurify faithfully, so the
// sanitizer stage is checked in a browser (e2e `template-newer.spec.ts`).
const html = (source: string) => {
  const box = document.createElement('div');
  box.append(...new DOMParser().parseFromString(markdownHtml(source), 'text/html').body.childNodes);
  return box;
};

describe('markdown description (newer §N6)', () => {
  it('renders markdown', () => {
    const box = html('# Deploy\n\nRuns **all** hosts. See [docs](https://example.com/a).');
    expect(box.querySelector('h1')?.textContent).toBe('Deploy');
    expect(box.querySelector('strong')?.textContent).toBe('all');
    const link = box.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/a');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('renders hostile input inert', () => {
    const box = html(
      [
        '<script>window.hacked = 1</script>',
        '<img src="x" onerror="window.hacked = 2">',
        '[click](javascript:window.hacked=3)',
        '![pic](javascript:alert(1))',
        '<a href="javascript:alert(1)" onclick="x()">raw</a>',
      ].join('\n\n'),
    );
    expect(box.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    for (const a of box.querySelectorAll('a'))
      expect(a.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    // Raw HTML shows as the text it is.
    expect(box.textContent).toContain('<script>window.hacked = 1</script>');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows the rendered description once the renderer has loaded', async () => {
    render(
      <MarkdownDescription source={'Say *Hello* <b onmouseover="x()">there</b>'} label="Preview" />,
    );
    const region = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(region.querySelector('em')?.textContent).toBe('Hello'));
    expect(region.querySelector('b, [onmouseover]')).toBeNull();
    expect(region.textContent).toContain('<b onmouseover="x()">there</b>');
  });

  it('renders on the template page only where the server has markdown descriptions', async () => {
    const capabilities = useShellStore.getState().capabilities;
    expect(capabilities.runFlagsInParams).toBe(false);
    const { unmount } = render(<TemplateDescription text="**Bold** text" />);
    expect(screen.getByText('**Bold** text').tagName).toBe('P');
    unmount();
    useShellStore.setState({ capabilities: { ...capabilities, runFlagsInParams: true } });
    try {
      render(<TemplateDescription text="**Bold** text" />);
      await waitFor(() => expect(screen.getByText('Bold').tagName).toBe('STRONG'));
    } finally {
      useShellStore.setState({ capabilities });
    }
  });
});
