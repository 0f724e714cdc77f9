// The parts of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Requests in turn; `setupRequest` may change each one before it is sent (its path, say). */
    requests?: { setupRequest?: (request: { path: string }) => { path: string } }[];
  }
  interface Result {
    requests: { average: number; total: number };
    throughput: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
