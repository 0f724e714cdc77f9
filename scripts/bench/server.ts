/**
 * Starting and stopping the production server for the benchmark. `startShopServer` is the one
 * place that knows the start command, so a new way of starting the server changes only it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

const CPU_PROBE = new URL('./cpu-probe.mjs', import.meta.url).href;

export interface ShopServer {
  origin: string;
  /** CPU the server process has used so far (user + system), in milliseconds. */
  cpuMs(): Promise<number>;
  /** The server process's memory (resident set, heap, outside the heap), in bytes. */
  memory(afterFullCollection?: boolean): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

export interface StartOptions {
  outDir: string;
  port: number;
  env: Record<string, string>;
  /** The checkout whose server code serves the build: this one unless another commit's is measured. */
  cwd?: string;
}

/** Starts the production build in `outDir` on 127.0.0.1:`port` and waits until it answers. */
export async function startShopServer({ outDir, port, env, cwd }: StartOptions): Promise<ShopServer> {
  const child = spawn(process.execPath, ['--import', CPU_PROBE, 'server/start.mjs'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), SHOP_OUT_DIR: outDir },
  });
  const origin = `http://127.0.0.1:${port}`;
  const server: ShopServer = {
    origin,
    async cpuMs() {
      const answer = once(child, 'message');
      child.send('cpu-usage');
      const [message] = (await answer) as [{ cpuUsage: NodeJS.CpuUsage }];
      return (message.cpuUsage.user + message.cpuUsage.system) / 1000;
    },
    async memory(afterFullCollection = false) {
      const answer = once(child, 'message');
      child.send(afterFullCollection ? 'memory-after-gc' : 'memory');
      const [message] = (await answer) as [{ memory: NodeJS.MemoryUsage }];
      return message.memory;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
  try {
    await waitUntilUp(`${origin}/about`, child);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/**
 * Starts each server in turn, hands them to `work`, and stops every one that started, whatever `work`
 * does: a failed measurement never leaves a server holding its port.
 */
export async function withShopServers<T>(
  servers: StartOptions[],
  work: (started: ShopServer[]) => Promise<T>,
): Promise<T> {
  const started: ShopServer[] = [];
  try {
    for (const options of servers) started.push(await startShopServer(options));
    return await work(started);
  } finally {
    for (const server of started.reverse()) await server.stop();
  }
}
