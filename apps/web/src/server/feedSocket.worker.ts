/**
 * The live feed's websocket, in a dedicated worker (see `feedSocket.ts`): opens the socket the
 * page asks for and passes its messages' texts on in paced batches, and `open`, `error` and
 * `close` in their place between them.
 */
import {
  createFlushPacer,
  FEED_BATCH_MS,
  type FeedSocketCommand,
  type FeedSocketEvent,
} from './feedSocket';

const scope = self as unknown as {
  postMessage(event: FeedSocketEvent): void;
  addEventListener(type: 'message', listener: (event: { data: FeedSocketCommand }) => void): void;
};

let socket: WebSocket | undefined;
const pacer = createFlushPacer<string>(
  (data) => scope.postMessage({ kind: 'messages', data }),
  FEED_BATCH_MS,
);

scope.addEventListener('message', ({ data: command }) => {
  if (command.kind === 'open' && !socket) {
    const opened = new WebSocket(command.url);
    socket = opened;
    opened.addEventListener('open', () => scope.postMessage({ kind: 'open' }));
    opened.addEventListener('message', (event: MessageEvent) => {
      // The feed reads text frames; anything else is passed on as text for it to reject.
      pacer.push(typeof event.data === 'string' ? event.data : String(event.data));
    });
    opened.addEventListener('error', () => {
      pacer.flush();
      scope.postMessage({ kind: 'error' });
    });
    opened.addEventListener('close', (event: CloseEvent) => {
      pacer.flush();
      scope.postMessage({
        kind: 'close',
        code: event.code,
        reason: event.reason,
        wasClean: event.wasClean,
      });
    });
  } else if (command.kind === 'close') {
    socket?.close(command.code, command.reason);
  }
});
