// Preloaded (`node --import`) into the shop server that `npm run bench` starts. It answers the
// benchmark's "cpu-usage" message over the IPC channel with the server's own process.cpuUsage()
// (and "memory" with its process.memoryUsage()),
// so the CPU a request costs is read inside the server, in microseconds, rather than guessed from
// outside. It adds no route: nothing reaches it but the parent process.
if (process.send) {
  process.on('message', (message) => {
    if (message === 'cpu-usage') process.send?.({ cpuUsage: process.cpuUsage() });
    if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
    // With --expose-gc (the cache round's last reading): memory once a full collection has run.
    if (message === 'memory-after-gc') {
      /** @type {{ gc?: () => void }} */ (globalThis).gc?.();
      process.send?.({ memory: process.memoryUsage() });
    }
  });
}
