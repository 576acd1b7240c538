/**
 * `npm run bench`: the foundation's benchmarks. Prints a table and writes bench/results/latest.json.
 * Each measure runs against the real server (built SPA + API) on this machine, never in a test.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { measureJavaScript } from './js-size';
import { measureStartup } from './startup';
import { measureSignIn } from './signin-load';

interface Row {
  measure: string;
  value: string;
  target?: string;
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const results: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };

  const startup = await measureStartup();
  results.startup = startup;
  rows.push({ measure: 'server start, empty data dir (migrate + seed)', value: `${startup.emptyMs.toFixed(0)} ms` });
  rows.push({ measure: 'server start, seeded data dir', value: `${startup.seededMs.toFixed(0)} ms` });

  const js = await measureJavaScript();
  results.javascript = js;
  rows.push({ measure: 'JS loaded by /login (gzip)', value: `${(js.loginGzip / 1024).toFixed(1)} KB`, target: '≤ 150 KB' });
  rows.push({ measure: 'JS loaded after sign-in, dashboard (gzip)', value: `${(js.signedInGzip / 1024).toFixed(1)} KB`, target: '≤ 350 KB' });

  const signIn = await measureSignIn();
  results.signIn = signIn;
  rows.push({ measure: `sign-in throughput (${signIn.concurrency} clients, ${signIn.seconds} s)`, value: `${signIn.perSecond.toFixed(1)} /s` });
  rows.push({ measure: 'sign-in latency p50 / p95', value: `${signIn.p50.toFixed(0)} / ${signIn.p95.toFixed(0)} ms` });
  rows.push({ measure: 'sign-in answers other than 200', value: String(signIn.failures) });

  const width = Math.max(...rows.map((row) => row.measure.length));
  console.log(`\n${'measure'.padEnd(width)}  value          target`);
  for (const row of rows) console.log(`${row.measure.padEnd(width)}  ${row.value.padEnd(14)} ${row.target ?? ''}`);
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwritten: bench/results/latest.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
