// @ts-check
/**
 * Starts the production shop: `node server/start.mjs` after `astro build`.
 * SHOP_OUT_DIR names the build (default `dist`), HOST and PORT where it
 * listens (default localhost:4321).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createShopServer } from './app.mjs';
import { servingRouteCache } from './route-cache/provider.mjs';
import { HEADERS_FILE } from './shared.mjs';

const outDir = resolve(process.env.SHOP_OUT_DIR ?? 'dist');
const host = process.env.HOST ?? 'localhost';
const port = Number(process.env.PORT ?? 4321);

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// The built server loads React's production build only when told so (the development one costs several times
// more CPU per page); set here so `npm start`, the browser tests and the benchmark all serve the same build.
process.env.NODE_ENV ??= 'production';
const { handler } = await import(pathToFileURL(`${outDir}/server/entry.mjs`).href);
const headers = JSON.parse(await readFile(`${outDir}/server/${HEADERS_FILE}`, 'utf8'));

const server = createShopServer({
  clientDir: `${outDir}/client`,
  render: handler,
  headers,
  cachedAnswer: (asked) => servingRouteCache()?.freshAnswer(asked) ?? null,
});
server.listen(port, host, () => console.log(`shop listening on http://${host}:${port}`));

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
