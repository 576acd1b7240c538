/**
 * `app.lifecycle`: the server's stop sequence (issue 17 item 6). `drain()` (SIGTERM/SIGINT in
 * server/main.ts) turns readiness off, tells sockets to reconnect elsewhere (listeners), stops
 * accepting connections (a client or proxy then gets a refusal it may safely retry elsewhere), answers
 * every further request on the open ones with `Connection: close` so keep-alive clients leave after
 * their answer, and waits until those connections are gone or DRAIN_MS passed; then `app.close()`
 * finishes what is in flight and closes what is left. Closing idle keep-alive connections at once
 * instead resets requests already on their way (the audit's "requests not yet read were reset").
 */
import { Server as NetServer } from 'node:net';
import fp from 'fastify-plugin';

export interface Lifecycle {
  /** True from the stop signal (or app.close()) on: /readyz answers 503, new sockets are refused. */
  readonly draining: boolean;
  /** Runs `listener` when draining starts. */
  onDrain(listener: () => void): void;
  /** Starts draining and resolves when no HTTP connection is left or after `maxMs`. */
  drain(maxMs?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** Default for how long keep-alive clients get to leave by themselves before idle ones are closed. */
export const DRAIN_MS = 3_000;

export default fp(
  async (app) => {
    let draining = false;
    const listeners: (() => void)[] = [];
    const start = () => {
      if (draining) return;
      draining = true;
      for (const listener of listeners) listener();
    };
    const connections = () =>
      new Promise<number>((resolve) => {
        app.server.getConnections((error, count) => resolve(error ? 0 : count));
      });
    const lifecycle: Lifecycle = {
      get draining() {
        return draining;
      },
      onDrain(listener) {
        listeners.push(listener);
      },
      async drain(maxMs = DRAIN_MS) {
        start();
        // net's close, not http's: http's also closes idle connections, whose request may be in transit.
        // app.close() later finds the server closed, which Fastify expects.
        if (app.server.listening) NetServer.prototype.close.call(app.server);
        const deadline = Date.now() + maxMs;
        while (Date.now() < deadline && (await connections()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
    app.decorate('lifecycle', lifecycle);
    // Closed without a drain (tests, a failed start): the same rules from close() on.
    app.addHook('preClose', async () => start());
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
