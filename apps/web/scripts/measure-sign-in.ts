// Measures in real Chromium what scripts/check-bundle-size.mjs computes from the manifest: the
// JavaScript the sign-in page downloads (encoded body sizes of every script response, with gzip
// and with brotli), and how often one project page load asks for each shell fact (API §14).
// Needs the built console, console server and demo server (`pnpm turbo run build`).
// Usage: pnpm --filter @semaphore-console/web run measure:sign-in
import { chromium, type Page, type Response } from '@playwright/test';
import { chromiumLaunchOptions, DEMO_ADMIN, startStack } from '@semaphore-console/e2e';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Sums the encoded sizes of the script responses `page` receives while `during` runs. */
async function scriptBytes(page: Page, during: () => Promise<void>) {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response
        .request()
        .sizes()
        .then((s) => s.responseBodySize),
    );
  };
  page.on('response', onResponse);
  await during();
  page.off('response', onResponse);
  const all = await Promise.all(sizes);
  return { files: all.length, bytes: all.reduce((a, b) => a + b, 0) };
}

const stack = await startStack({ demoArgs: [] });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const encoding of ['gzip', 'br']) {
    const figures: string[] = [];
    for (const prefetch of [false, true]) {
      const context = await browser.newContext({
        baseURL: stack.consoleUrl,
        extraHTTPHeaders: { 'Accept-Encoding': encoding },
      });
      const page = await context.newPage();
      // Without idle callbacks the console never prefetches: what the sign-in page itself needs.
      if (!prefetch) await page.addInitScript(() => (window.requestIdleCallback = () => 0));
      const { files, bytes } = await scriptBytes(page, async () => {
        await page.goto('auth/login');
        await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
        await page.waitForLoadState('networkidle');
      });
      figures.push(`${kib(bytes)} in ${files} files${prefetch ? ' with the idle prefetch' : ''}`);
      await context.close();
    }
    console.log(`sign-in page JavaScript (${encoding}): ${figures.join('; ')}`);
  }

  const context = await browser.newContext({ baseURL: stack.consoleUrl });
  const page = await context.newPage();
  await page.request.post('api/auth/login', {
    data: { auth: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
  });
  const projects = (await (await page.request.get('api/projects')).json()) as { id: number }[];
  const id = projects[0]?.id;
  if (id === undefined) throw new Error('the demo server has no project');
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET') paths.push(new URL(request.url()).pathname);
  });
  await page.goto(`project/${id}/history`);
  await page.getByRole('table', { name: 'Last tasks' }).waitFor();
  await page.waitForLoadState('networkidle');
  const count = (path: string) => paths.filter((p) => p === path).length;
  console.log(
    `one project page load: GET /api/project/${id}/role ${count(`/api/project/${id}/role`)}x, ` +
      `/api/user ${count('/api/user')}x, /api/info ${count('/api/info')}x, /api/projects ${count('/api/projects')}x`,
  );
  await context.close();
} finally {
  await browser.close();
  await stack.stop();
}
