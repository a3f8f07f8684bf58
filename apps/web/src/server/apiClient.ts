import { connectServer, type ServerConnection } from './connection';
import { baseAddress } from '../lib/navigation';

/**
 * Connects the console to the server at its base address (API §1.1). The one api-client
 * (`client()`) is made from this connection on first use; the sign-in page uses only its session
 * part (`authClient()`). The feed opens after start-up (`feed.ts`, spec core §4).
 * Called once by main.tsx before the first render.
 */
export function connectApi(): ServerConnection {
  return connectServer({ baseUrl: baseAddress() });
}
