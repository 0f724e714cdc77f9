/**
 * Throughput of the server under 50 concurrent connections (autocannon, loopback only, bounded
 * in time), for a server-rendered page and for a static file of the same server.
 */
import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p99Ms: number;
}

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export async function throughput(url: string): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    // What a browser sends, so a compressing server answers as it would to a shopper.
    headers: { 'accept-encoding': 'br, gzip' },
  });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers under load`,
    );
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}
