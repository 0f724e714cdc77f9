// Set-up file of the `functions` project (tests/deno/vitest.config.ts): the
// point of that run is Deno's runtime, so under Node it stops at once instead
// of passing for the wrong reason.
if (!('Deno' in globalThis)) {
  throw new Error('These tests run on Deno: bash scripts/checks/edge-functions-on-deno.sh');
}
