/**
 * The main thread's long tasks in a saved trace, each with what ran in it (issue 15, item 3): which
 * of them Lighthouse's simulated Total Blocking Time counts, and why they are long. Reads a trace
 * `bench/lighthouse.ts --save DIR` wrote (`DIR/dashboard-1.trace.json`), whose tasks ran without CPU
 * throttling; Lighthouse's mobile preset simulates them 4× slower, so a task of 12.5 ms here is a
 * long task there.
 * `npx tsx bench/trace-tasks.ts FILE [--min MS]` prints every top-level task of at least MS (default
 * 10) real milliseconds after the first contentful paint, with its events of 1 ms and more.
 */
import { readFile } from 'node:fs/promises';
import type { TraceEvent } from './dashboard-cpu';

const SLOWDOWN = 4;
/** V8's own bookkeeping inside a script's run: not a cause of its own. */
const INTERNAL = /^(V8\.|v8\.(?!evaluateModule|compile|run)|ThreadControllerImpl|ProfileChunk)/;

function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  // The renderer main thread that ran the most: the navigated page's (a cross-process navigation
  // leaves the previous renderer in the trace too).
  const totals = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    const key = `${event.pid}:${event.tid}`;
    totals.set(key, (totals.get(key) ?? 0) + (event.dur ?? 0));
  }
  const renderers = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const best = renderers.sort((a, b) => (totals.get(`${b.pid}:${b.tid}`) ?? 0) - (totals.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!best) throw new Error('trace-tasks: no renderer main thread in the trace');
  return { pid: best.pid, tid: best.tid };
}

function label(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const where = data.url ? `${data.url.replace(/.*\//, '')}${data.lineNumber !== undefined ? `:${data.lineNumber}` : ''}` : '';
  return [event.name, data.functionName, data.type, where].filter(Boolean).join(' ');
}

export async function traceTasks(file: string, minMs: number): Promise<string[]> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const { pid, tid } = mainThread(events);
  const mine = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X').sort((a, b) => a.ts - b.ts);
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts ?? mine[0]?.ts ?? 0;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid)?.ts ?? start;
  const lines = [`first contentful paint at ${((fcp - start) / 1000).toFixed(0)} ms (real time)`];
  let blocking = 0;
  for (const task of mine) {
    if (task.name !== 'RunTask' || task.ts < fcp) continue;
    const ms = (task.dur ?? 0) / 1000;
    blocking += Math.max(0, ms * SLOWDOWN - 50);
    if (ms < minMs) continue;
    lines.push(`${((task.ts - start) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms (${(ms * SLOWDOWN).toFixed(0)} at ${SLOWDOWN}×)`);
    const end = task.ts + (task.dur ?? 0);
    for (const event of mine) {
      if (event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > end || (event.dur ?? 0) < 1000 || INTERNAL.test(event.name)) continue;
      lines.push(`   +${((event.ts - task.ts) / 1000).toFixed(1)} ${((event.dur ?? 0) / 1000).toFixed(1)} ms ${label(event)}`);
    }
  }
  lines.push(`blocking after the first paint, every task × ${SLOWDOWN} − 50 ms: ${blocking.toFixed(0)} ms`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npx tsx bench/trace-tasks.ts FILE [--min MS]');
  const at = process.argv.indexOf('--min');
  for (const line of await traceTasks(file, at > 0 ? Number(process.argv[at + 1]) : 10)) console.log(line);
}
