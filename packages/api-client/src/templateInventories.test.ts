import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { HttpError } from './errors';

/** A client whose server records each call and answers with `answer`. */
function clientAnswering(answer: () => Response) {
  const calls: string[] = [];
  const client = createApiClient({
    baseUrl: 'https://host.example/',
    fetch: async (request: Request) => {
      calls.push(`${request.method} ${request.url}`);
      return answer();
    },
  });
  return { client, calls };
}

describe('template inventories (newer §N6)', () => {
  it('posts attach, detach and set_default on the template inventory path', async () => {
    const { client, calls } = clientAnswering(() => new Response(null, { status: 204 }));
    const templates = client.project(3).templates;
    await templates.attachInventory(12, 5);
    await templates.detachInventory(12, 5);
    await templates.setDefaultInventory(12, 6);
    expect(calls).toEqual([
      'POST https://host.example/api/project/3/templates/12/inventory/5/attach',
      'POST https://host.example/api/project/3/templates/12/inventory/5/detach',
      'POST https://host.example/api/project/3/templates/12/inventory/6/set_default',
    ]);
  });

  it("rejects with the server's 400 text", async () => {
    const { client } = clientAnswering(
      () =>
        new Response(
          JSON.stringify({ error: 'Inventory is already attached to another template' }),
          {
            status: 400,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const error = await client
      .project(1)
      .templates.attachInventory(2, 3)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).serverError).toBe(
      'Inventory is already attached to another template',
    );
  });
});
