import axe from 'axe-core';

/**
 * Runs axe-core on a DOM node and returns the violations, formatted one per line
 * (`rule-id: help (n nodes)`), so a test can `expect(await axeViolations(el)).toEqual([])`.
 *
 * Colour contrast is skipped: happy-dom/jsdom compute no layout or colours; contrast is
 * checked by the end-to-end axe runs in real Chromium.
 */
export async function axeViolations(node: Element = document.body): Promise<string[]> {
  const result = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length} nodes)`);
}
