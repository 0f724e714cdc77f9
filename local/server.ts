import { serve, type ServerType } from '@hono/node-server';
import { mkdir } from 'node:fs/promises';
import { loadCatalog } from './catalog/index.ts';
import { CatalogStore } from './commerce/catalog-store.ts';
import { createLocalApp, type LocalApp } from './app.ts';
import { openDatabase, type Database } from './db.ts';
import { LOCAL_DEFAULTS, LOCAL_HOST } from './defaults.js';

export interface LocalBackendOptions {
  host?: string;
  port?: number;
  /** Where PGlite keeps its files; null keeps the database in memory. */
  dataDir?: string | null;
  /** Allows `POST /_local/reset`. */
  testMode?: boolean;
  /** Number of catalogue products (the hand-written set, extended by the generator). */
  catalogScale?: number;
  /** The storefront's origin, where the hosted checkout sends shoppers back. */
  siteUrl?: string;
  /** SureCart's API rate limits: by default on in the standard store outside test mode (see LocalContext). */
  rateLimits?: boolean;
}

export interface LocalBackend extends LocalApp {
  origin: string;
  db: Database;
  close(): Promise<void>;
}

/** Starts the embedded backend and resolves once it answers requests. */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? LOCAL_HOST;
  const port = options.port ?? LOCAL_DEFAULTS.localPort;
  const origin = `http://${host}:${port}`;
  const dataDir = options.dataDir === undefined ? '.local/db' : options.dataDir;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await openDatabase(dataDir);
  const local = createLocalApp({
    db,
    loadStore: () => new CatalogStore(loadCatalog({ mediaOrigin: origin, scale: options.catalogScale })),
    keys: { publicToken: LOCAL_DEFAULTS.surecartPublicToken, secretKey: LOCAL_DEFAULTS.surecartSecretKey },
    origin,
    siteUrl: options.siteUrl ?? LOCAL_DEFAULTS.siteUrl,
    testMode: options.testMode ?? false,
    rateLimits: options.rateLimits,
  });
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: local.app.fetch, hostname: host, port }, () => resolve(s));
    s.once('error', reject);
  });
  return {
    ...local,
    origin,
    db,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
