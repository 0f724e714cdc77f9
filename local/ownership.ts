/**
 * Which copy of the shop a running embedded backend belongs to. Each backend
 * answers `/_local/health` with its folder and the shop address it sends
 * shoppers back to; a launcher reuses a backend only when both are its own,
 * since another copy's backend has its own data, mail outbox and shop address.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The absolute folder of this copy of the shop. */
export const SHOP_FOLDER = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** What answers on a backend's port. */
export type BackendProbe =
  | { kind: 'free' }
  /** An embedded backend; `folder` and `siteUrl` are missing on backends older than this check. */
  | { kind: 'backend'; folder?: string; siteUrl?: string }
  | { kind: 'other'; detail: string };

export type BackendDecision = { action: 'start' } | { action: 'reuse' } | { action: 'refuse'; reason: string };

export interface WantedBackend {
  origin: string;
  localPort: number;
  folder: string;
  siteUrl: string;
  /** The command to run again, quoted in the advice (`npm run dev`). */
  command: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The command that runs this copy's backend on another port than `port`. */
export function onAnotherPort(port: number, command: string): string {
  return `  LOCAL_PORT=${port === 54400 ? 54401 : 54400} ${command}`;
}

/** Asks the backend's health endpoint who it is. */
export async function probeBackend(origin: string): Promise<BackendProbe> {
  let response: Response;
  try {
    response = await fetch(`${origin}/_local/health`, { signal: AbortSignal.timeout(2000) });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return { kind: 'free' };
    return { kind: 'other', detail: code ?? (error as Error).name };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof body !== 'object' || body === null || !('ok' in body) || body.ok !== true) {
    return { kind: 'other', detail: `HTTP ${response.status} on /_local/health` };
  }
  const { folder, siteUrl } = body as { folder?: unknown; siteUrl?: unknown };
  return {
    kind: 'backend',
    folder: typeof folder === 'string' ? folder : undefined,
    siteUrl: typeof siteUrl === 'string' ? siteUrl : undefined,
  };
}

/** Start a backend, reuse the one answering, or refuse with what to do instead. */
export function whoseBackend(probe: BackendProbe, wanted: WantedBackend): BackendDecision {
  if (probe.kind === 'free') return { action: 'start' };
  const port = wanted.localPort;
  const ownPort = `give this copy its own backend port:\n${onAnotherPort(port, wanted.command)}`;
  const move = `Stop it, or ${ownPort}`;
  if (probe.kind === 'other') {
    return {
      action: 'refuse',
      reason: `Port ${port} is taken by something that is not the shop's embedded backend (${probe.detail}).\n${move}`,
    };
  }
  if (probe.folder !== wanted.folder) {
    const owner = probe.folder
      ? `another copy of the shop, in ${probe.folder}`
      : 'another copy of the shop (an older one, which does not say where it is)';
    return {
      action: 'refuse',
      reason:
        `The backend at ${wanted.origin} belongs to ${owner}.\n` +
        `Using it would show that copy's data and mail, and its hosted checkout would send shoppers back to ` +
        `${probe.siteUrl ?? 'its own shop'}.\n${move}`,
    };
  }
  if (trimSlash(probe.siteUrl ?? '') !== trimSlash(wanted.siteUrl)) {
    return {
      action: 'refuse',
      reason:
        `The backend at ${wanted.origin} is this copy's, but it sends shoppers back to ${probe.siteUrl}, ` +
        `not to ${wanted.siteUrl} where this shop runs.\n` +
        `Stop it and run ${wanted.command} again, or ${ownPort}`,
    };
  }
  return { action: 'reuse' };
}
