import type { MiddlewareHandler } from 'hono';
import type { DemoSettings } from './demo';
import { realServerSocketBuffer } from './hub';
import type { DemoEnv } from './http';

/**
 * The send buffer size of a `socketBuffer` fault option: `true` = the real server's 256 messages
 * (API §7.5), a positive integer = that many, `false`/`null`/undefined = unbounded.
 * @throws RangeError for a number that is not a positive integer.
 */
export function socketBufferSize(value: number | boolean | null | undefined): number | undefined {
  if (value === true) return realServerSocketBuffer;
  if (value === false || value === null || value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`socketBuffer must be a positive integer, got ${value}`);
  return value;
}

/**
 * The delay of an `outputDelayMs` fault option, in ms (undefined = 0).
 * @throws RangeError for a number that is not a non-negative integer.
 */
export function outputDelay(value: number | undefined): number {
  if (value === undefined) return 0;
  if (!Number.isInteger(value) || value < 0)
    throw new RangeError(`outputDelayMs must be a non-negative integer, got ${value}`);
  return value;
}

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

/**
 * The fault rules of a demo server started with `--faults`, and the real-server fault options
 * (`socketBuffer`, `outputDelayMs`, API §7.5) that live in the settings.
 */
export class Faults {
  rules: RequestFault[] = [];
  private readonly initial: Pick<DemoSettings, 'socketBuffer' | 'outputDelayMs'>;

  /** Remembers the settings' startup fault options, which {@link Faults.reset} restores. */
  constructor(private readonly settings: DemoSettings) {
    this.initial = { socketBuffer: settings.socketBuffer, outputDelayMs: settings.outputDelayMs };
  }

  /** Removes every rule and restores the startup `socketBuffer` and `outputDelayMs`. */
  reset(): void {
    this.rules = [];
    Object.assign(this.settings, this.initial);
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
