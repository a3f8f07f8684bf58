// The log diff off the main thread (see logDiffClient.ts): one request, one answer.
import { diffLogs } from './logDiff';

interface Request {
  a: string[];
  b: string[];
  ids: number[];
}

self.onmessage = (event: MessageEvent<Request>) => {
  const { a, b, ids } = event.data;
  self.postMessage(diffLogs(a, b, ids));
};
