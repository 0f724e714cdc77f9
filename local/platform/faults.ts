import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ApiError, errorResponse } from '../commerce/errors.ts';

/** A fault a test asks for: the next `times` requests matching method and path fail or wait. */
export const faultSchema = z.object({
  method: z.string().toUpperCase().default('*'),
  /** A path, where `*` matches any run of characters (e.g. `/wp-json/surecart/v1/line_items/*`). */
  path: z.string().startsWith('/'),
  times: z.number().int().min(1).default(1),
  status: z.number().int().min(400).max(599).optional(),
  delay_ms: z.number().int().min(0).max(60_000).default(0),
  message: z.string().optional(),
});
export type Fault = z.infer<typeof faultSchema> & { remaining: number; pattern: RegExp };

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

export class FaultInjector {
  private faults: Fault[] = [];

  add(input: unknown): Fault {
    const parsed = faultSchema.parse(input);
    const fault = { ...parsed, remaining: parsed.times, pattern: pathPattern(parsed.path) };
    this.faults.push(fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
  }

  get pending(): Fault[] {
    return this.faults;
  }

  /** Takes the first pending fault for this request, if any. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((f) => (f.method === '*' || f.method === method) && f.pattern.test(path));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }

  /** Applies pending faults before the real handler; the error body follows the emulated service's shape. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const path = new URL(c.req.url).pathname;
      if (path.startsWith('/_local/') || c.req.method === 'OPTIONS') return next();
      const fault = this.take(c.req.method, path);
      if (!fault) return next();
      if (fault.delay_ms) await new Promise((r) => setTimeout(r, fault.delay_ms));
      if (!fault.status) return next();
      return errorResponse(
        c,
        new ApiError(
          fault.status,
          'server_error',
          'injected_fault',
          fault.message ?? 'The service failed (injected fault).',
        ),
      );
    };
  }
}
