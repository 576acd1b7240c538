/**
 * OpenTelemetry traces (issue 17, item 7): with OTEL_EXPORTER_OTLP_ENDPOINT set, each request is a
 * server span named after its route, continuing the caller's `traceparent`, exported over OTLP/HTTP
 * to the collector when the app closes; without it, nothing is traced.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helper';

interface ExportedSpan {
  traceId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  status?: { code?: number };
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** A collector: keeps every span posted to /v1/traces (OTLP/HTTP JSON). */
function collector(): Promise<{ server: Server; url: string; spans: ExportedSpan[] }> {
  const spans: ExportedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[] };
        for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans })));
}

const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((item) => item.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('OpenTelemetry traces', () => {
  let sink: Awaited<ReturnType<typeof collector>>;
  beforeAll(async () => {
    sink = await collector();
  });
  afterAll(() => new Promise<void>((resolve) => sink.server.close(() => resolve())));

  it('exports a server span per request, named by its route and continuing the caller’s trace', async () => {
    const t: TestApp = await startApp('pglite', { otlpEndpoint: sink.url, serviceName: 'portal-test' });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = '00f067aa0ba902b7';
    let answer;
    try {
      answer = await t.app.inject({ method: 'POST', url: '/api/branches', headers: { traceparent: `00-${traceId}-${parent}-01` }, payload: { pageNumber: 1 } });
      await t.app.inject({ method: 'GET', url: '/healthz' });
    } finally {
      // Closing flushes the batch to the collector.
      await t.close();
    }
    expect(answer.statusCode).toBe(401);
    expect(answer.headers.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    const list = sink.spans.find((span) => span.name === 'POST /api/branches');
    expect(list, JSON.stringify(sink.spans.map((span) => span.name))).toBeDefined();
    expect(list!.traceId).toBe(traceId);
    expect(list!.parentSpanId).toBe(parent);
    expect(list!.kind).toBe(2); // SERVER
    expect(attribute(list!, 'http.route')).toBe('/api/branches');
    expect(attribute(list!, 'http.response.status_code')).toBe(401);
    const health = sink.spans.find((span) => span.name === 'GET /healthz');
    expect(health).toBeDefined();
    expect(health!.traceId).not.toBe(traceId);
  });

  it('traces nothing without an endpoint', async () => {
    const before = sink.spans.length;
    const t = await startApp('pglite');
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(answer.headers.traceparent).toBeUndefined();
    } finally {
      await t.close();
    }
    expect(sink.spans.length).toBe(before);
  });
});
