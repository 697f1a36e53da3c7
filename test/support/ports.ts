// A free TCP port, for the tests and the benches (no vitest import: bench/scale.ts starts a Grid with it).
import { createServer } from 'node:net';

/** A TCP port nothing listens on (just now). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
