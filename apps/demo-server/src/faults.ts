import type { MiddlewareHandler } from 'hono';
import type { DemoEnv } from './http';

/** One request fault rule (`POST /api/demo/faults/requests`, COMMON.md). */
export interface RequestFault {
  /** Requests still to affect. */
  count: number;
  /** Status to answer (empty body) instead of handling the request; undefined = handle it. */
  status?: number;
  /** Delay before answering or handling, in ms. */
  delayMs?: number;
  /** Only requests whose path starts with this prefix are affected. */
  path?: string;
}

/** The fault rules of a demo server started with `--faults`. */
export class Faults {
  rules: RequestFault[] = [];

  /** Removes every rule. */
  reset(): void {
    this.rules = [];
  }

  /** Middleware applying the first matching rule to each `/api` request (fault routes excepted). */
  middleware(): MiddlewareHandler<DemoEnv> {
    return async (c, next) => {
      const path = c.req.path;
      if (path.startsWith('/api/demo/faults')) return next();
      const rule = this.rules.find((r) => r.count > 0 && (!r.path || path.startsWith(r.path)));
      if (!rule) return next();
      rule.count--;
      this.rules = this.rules.filter((r) => r.count > 0);
      if (rule.delayMs) await new Promise((resolve) => setTimeout(resolve, rule.delayMs));
      if (rule.status)
        return new Response(null, {
          status: rule.status,
          headers: { 'content-type': 'application/json' },
        });
      return next();
    };
  }
}
