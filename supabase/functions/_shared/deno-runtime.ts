/**
 * The little of the Deno runtime the functions' entry points use, typed here
 * so the same files also type-check in the shop's Node tooling.
 */
export interface DenoRuntime {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
}

export function deno(): DenoRuntime {
  const runtime = (globalThis as { Deno?: DenoRuntime }).Deno;
  if (!runtime) throw new Error('This entry point runs on Deno (Supabase Edge Functions)');
  return runtime;
}

/** A variable the function cannot run without. */
export function requiredEnv(name: string): string {
  const value = deno().env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
