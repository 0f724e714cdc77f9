import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENGINE_SERVERS,
  ENGINES,
  TEST_SERVERS,
  portHolder,
  portOffset,
  portTaken,
  portTakenMessage,
  testPort,
} from '../support/test-ports.ts';
import { TEST_PORT_OFFSET } from '../support/backend-env.ts';

describe('test ports', () => {
  it('gives two runs with different offsets no port in common, whatever servers each starts', () => {
    const owner = new Map<number, number>();
    for (let offset = 0; offset < 1000; offset++) {
      for (const server of TEST_SERVERS) {
        const port = testPort(server, offset);
        expect(owner.get(port), `port ${port}`).toBeUndefined();
        owner.set(port, offset);
      }
    }
    expect(owner.size).toBe(TEST_SERVERS.length * 1000);
  });

  it('gives the browser engines their own backend and shop, apart from the integration backend', () => {
    const ports = ENGINES.flatMap((engine) =>
      Object.values(ENGINE_SERVERS[engine]).map((server) => testPort(server, 300)),
    );
    ports.push(testPort('integration tests backend', 300));
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('keeps clear of the ports of npm run dev, npm start and npm run bench, and of outgoing connections', () => {
    for (const server of TEST_SERVERS) {
      for (const offset of [0, 999]) {
        const port = testPort(server, offset);
        expect([4321, 54321, 4500, 54500]).not.toContain(port);
        expect(port).toBeGreaterThan(1023);
        expect(port).toBeLessThan(32768);
      }
    }
  });

  it('reads the offset as a whole number from 0 to 999 and refuses anything else by name', () => {
    expect(portOffset(undefined)).toBe(0);
    expect(portOffset('')).toBe(0);
    expect(portOffset('350')).toBe(350);
    for (const bad of ['-1', '1000', '12.5', 'abc']) {
      expect(() => portOffset(bad)).toThrow(`TEST_PORT_OFFSET must be a whole number from 0 to 999; it is "${bad}".`);
    }
  });
});

describe('a port already in use', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function listen(port = 0): Promise<number> {
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    return (server!.address() as { port: number }).port;
  }

  it('is found taken while something listens, and free once it has stopped', async () => {
    const port = await listen();
    expect(await portTaken(port)).toBe(true);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect(await portTaken(port)).toBe(false);
  });

  it("is named with who holds it, where it runs, and the variable that moves this run's ports", async () => {
    const port = await listen();
    const holder = portHolder(port);
    // ss names the process only where it may read other processes' sockets; this one is ours.
    expect(holder).toContain(`pid ${process.pid} (`);
    expect(holder).toContain(`in ${process.cwd()}`);
    expect(portTakenMessage('Firefox journeys shop', port, 350, holder).split('\n')).toEqual([
      `Port ${port} (the Firefox journeys shop) is already in use by ${holder}.`,
      'Another test run with TEST_PORT_OFFSET=350? Stop it, or give this run other ports:',
      '  TEST_PORT_OFFSET=450 npm test',
      '(TEST_PORT_OFFSET is a whole number from 0 to 999; each run uses port 20000+n×1000+offset for its servers.)',
    ]);
  });

  it('stops npm test at once with that message, before anything is built', async () => {
    // An offset half the range away from this run's own: not this run's (whose integration backend is
    // listening now), and not another run's started beside it with a nearby offset.
    const offset = (TEST_PORT_OFFSET + 500) % 1000;
    const port = await listen(testPort('WebKit journeys shop', offset));
    const run = spawnSync('npx', ['tsx', 'scripts/checks/test-ports-free.ts'], {
      env: { ...process.env, TEST_PORT_OFFSET: String(offset) },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`Port ${port} (the WebKit journeys shop) is already in use by pid ${process.pid} (`);
    expect(run.stderr).toContain(`TEST_PORT_OFFSET=${(offset + 100) % 1000} npm test`);
  });
});
