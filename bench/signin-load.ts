/**
 * Sign-in under load: concurrent clients each fetch a captcha and sign in (test-mode answer), for a
 * fixed time. The per-address limit is raised for the run, since every client here shares 127.0.0.1;
 * what is measured is the server's own capacity (argon2id verification dominates).
 */
import { encodeField } from '../src/domain/validation';
import { DEMO_PASSWORD, startServer } from '../tests/e2e/harness';

const ACCOUNTS = ['admin@example.com', 'partner@example.com', 'agent@example.com', 'customeradmin@example.com', 'user@example.com'];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function measureSignIn(concurrency = 8, seconds = 10) {
  const server = await startServer({ AUTH_RATE_LIMIT: '1000000' });
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const client = async (index: number) => {
    for (let n = 0; performance.now() < deadline; n += 1) {
      const email = ACCOUNTS[(index + n) % ACCOUNTS.length] ?? 'admin@example.com';
      const captcha = (await (await fetch(`${server.url}/api/auth/captcha`)).json()) as { data: { id: string } };
      const started = performance.now();
      const response = await fetch(`${server.url}/api/auth/checkin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: encodeField(email),
          password: encodeField(DEMO_PASSWORD),
          remeber_me: false,
          captcha_id: captcha.data.id,
          captcha: 'PASSED',
        }),
      });
      const answer = (await response.json()) as { status: number };
      latencies.push(performance.now() - started);
      if (answer.status !== 200) failures += 1;
    }
  };
  try {
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, (_, i) => client(i)));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      concurrency,
      seconds,
      signIns: latencies.length,
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      failures,
    };
  } finally {
    await server.stop();
  }
}
