/**
 * The browser heap after garbage collection, read two ways (issues 4 and 6):
 * - `usedMb`: V8's used heap (Runtime.getHeapUsage), which includes the machine code V8 compiles and
 *   re-optimises as the page runs; that part grows for a while with any workload and is bounded by the
 *   app's code, not by the events it handles.
 * - `dataMb`: a heap snapshot's objects — JS objects, strings, closures and the DOM — without compiled
 *   code and without the response bodies DevTools keeps because the bench watches the network. Data the
 *   app keeps per event would show here; this is the figure the "no growth" targets are judged on.
 */
import type { CDPSession } from 'playwright-core';

export interface HeapReading {
  usedMb: number;
  dataMb: number;
}

/** Snapshot nodes that are not the page's data: V8's code objects and DevTools' own network buffer. */
function isInstrumentationOrCode(type: string, name: string): boolean {
  return type === 'code' || name.startsWith('blink::NetworkResourcesData');
}

async function collectGarbage(cdp: CDPSession): Promise<void> {
  // Two passes: the first may only queue finalizers.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
}

async function snapshotDataBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('name'), fields.indexOf('self_size')];
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt]!] ?? '';
    const name = snapshot.strings[snapshot.nodes[i + nameAt]!] ?? '';
    if (!isInstrumentationOrCode(type, name)) bytes += snapshot.nodes[i + sizeAt]!;
  }
  return bytes;
}

export async function readHeap(cdp: CDPSession): Promise<HeapReading> {
  await collectGarbage(cdp);
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  // The snapshot collects garbage itself before it counts.
  const data = await snapshotDataBytes(cdp);
  return { usedMb: round(usedSize / 1024 / 1024), dataMb: round(data / 1024 / 1024) };
}

function round(mb: number): number {
  return Number(mb.toFixed(2));
}

/** The summary both heap benches report: start, end, growth and every checkpoint, for each reading. */
export interface HeapSeries {
  start: HeapReading;
  end: HeapReading;
  usedGrowthPercent: number;
  dataGrowthPercent: number;
  samples: HeapReading[];
}

export function heapSeries(start: HeapReading, samples: HeapReading[], end: HeapReading): HeapSeries {
  const growth = (from: number, to: number) => Number((((to - from) / from) * 100).toFixed(1));
  return { start, end, usedGrowthPercent: growth(start.usedMb, end.usedMb), dataGrowthPercent: growth(start.dataMb, end.dataMb), samples };
}
