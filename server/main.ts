/**
 * Starts the server: builds the app (migrating and, on first start, seeding the database), listens on
 * PORT/HOST, and on SIGTERM/SIGINT drains (readiness off, sockets and keep-alive clients sent away),
 * finishes the requests in flight, closes the db and exits 0.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { StartupError } from './ops/startup-error';

const started = performance.now();
const config = loadConfig();
const app = await buildApp(config).catch((error: unknown) => {
  // What an operator can fix (a held data dir, a database or Redis out of reach) is one line, no stack.
  if (!(error instanceof StartupError)) throw error;
  console.error(`Customer Portal cannot start: ${error.message}`);
  process.exit(1);
});
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    // Readiness off and keep-alive clients sent away first; then close() finishes what is in flight.
    await app.lifecycle.drain();
    await app.close();
    // One plain line as the last word (the logger's buffered lines may not reach a pipe that closes with us).
    console.log(`Customer Portal stopped (${signal})`);
    process.exitCode = 0;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exitCode = 1;
  }
}
// `on`, not `once`: a repeated signal (npm forwards SIGTERM to its script again as it ends itself)
// must not kill the process mid-drain with the default action; the 10 s limit above still holds.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Listening comes after the handlers: a supervisor that signals as soon as it reads the line below
// must find them in place (else the default action ends the process without a drain).
const address = await app.listen({ port: config.port, host: config.host });
const shown = address.replace('://0.0.0.0', '://localhost').replace('://[::]', '://localhost');
app.log.info(`listening on ${shown} (ready in ${Math.round(performance.now() - started)} ms)`);
console.log(`Customer Portal listening on ${shown}`);
