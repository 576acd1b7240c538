// What never reaches a log line (issue 17 item 7): the app's pino redaction on real log calls.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOG_REDACT } from '../../server/ops/logging';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', redact: LOG_REDACT, stream } });
  return { log: app.log, text: () => lines.join('') };
}

describe('log redaction', () => {
  it('hides authorization and cookie headers, passwords, tokens and codes', () => {
    const { log, text } = capture();
    log.info({ req: { headers: { authorization: 'Bearer eyJ.secret.jwt', cookie: 'sid=secret-cookie' } } }, 'request');
    log.info({ body: { email: 'a@example.com', password: 'Portal@2026', code: '4821', token: 'reset-token-1' } }, 'body');
    log.info({ password: 'top-level-pass', reset_token: 'rt-2', headers: { authorization: 'Basic c2VjcmV0' } }, 'flat');
    const out = text();
    for (const secret of ['eyJ.secret.jwt', 'secret-cookie', 'Portal@2026', '4821', 'reset-token-1', 'top-level-pass', 'rt-2', 'c2VjcmV0']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('a@example.com');
    expect(out).toContain('[redacted]');
  });
});
