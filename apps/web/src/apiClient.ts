import type { ApiClient } from '@semaphore-console/api-client';
import { connect } from './client';
import { baseAddress } from './navigation';
import { createTemplatesApi } from './features/templates/createTemplatesApi';
import { provideTemplatesApi } from './features/templates/templatesApi';

/**
 * Connects the console to the server at its base address (API §1.1): creates the one api-client
 * (`client()`). The feed opens after start-up (`feed.ts`, spec core §4).
 * Called once by main.tsx before the first render.
 */
export function connectApi(): ApiClient {
  const client = connect({ baseUrl: baseAddress() });
  provideTemplatesApi(createTemplatesApi(client));
  return client;
}
