/** Starts one embedded backend, in memory and in test mode, for every integration test file. */
import type { TestProject } from 'vitest/node';
import { startLocalBackend, type LocalBackend } from '../../local/server.ts';
import { INTEGRATION_BACKEND_PORT, TEST_PORT_OFFSET } from '../support/backend-env.ts';
import { exitIfPortsTaken } from '../support/test-ports.ts';

let backend: LocalBackend | undefined;

export async function setup(project: TestProject) {
  await exitIfPortsTaken(['integration tests backend'], TEST_PORT_OFFSET);
  backend = await startLocalBackend({ port: INTEGRATION_BACKEND_PORT, dataDir: null, testMode: true });
  project.provide('backendOrigin', backend.origin);
}

export async function teardown() {
  await backend?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    backendOrigin: string;
  }
}
