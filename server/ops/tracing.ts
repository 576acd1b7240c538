/**
 * OpenTelemetry traces, when OTEL_EXPORTER_OTLP_ENDPOINT names an OTLP/HTTP collector: one server span
 * per request (`GET /api/branches/list`-style names from the matched route; method, route, path, status,
 * request id), continuing the caller's W3C `traceparent`, batched to `<endpoint>/v1/traces` and
 * flushed when the app closes. The SDK does the spans, batching and export; the instrumentation is the
 * two hooks here because the packaged Fastify and HTTP instrumentations need Node 22
 * (docs/adr/0023-request-spans-from-two-hooks.md). The trace id is also sent back as `traceparent`, so a
 * report from a browser can be found in the tracing backend.
 */
import { context, defaultTextMapGetter, defaultTextMapSetter, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    const endpoint = app.config.otlpEndpoint;
    if (!endpoint) return;
    const provider = new NodeTracerProvider({
      resource: resourceFromAttributes({ 'service.name': app.config.serviceName }),
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }))],
    });
    const tracer = provider.getTracer('customer-portal');
    const propagator = new W3CTraceContextPropagator();
    const spans = new WeakMap<FastifyRequest, Span>();

    app.addHook('onRequest', async (request, reply) => {
      const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
      const span = tracer.startSpan(
        request.method,
        {
          kind: SpanKind.SERVER,
          attributes: { 'http.request.method': request.method, 'url.path': request.url.split('?')[0] ?? '/', 'http.request.id': request.id },
        },
        parent,
      );
      spans.set(request, span);
      const carrier: Record<string, string> = {};
      propagator.inject(trace.setSpan(context.active(), span), carrier, defaultTextMapSetter);
      if (carrier.traceparent) reply.header('traceparent', carrier.traceparent);
    });

    app.addHook('onResponse', async (request, reply) => {
      const span = spans.get(request);
      if (!span) return;
      const route = request.routeOptions.url;
      if (route) span.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });

    // After the last request: whatever is batched goes out before the process ends.
    app.addHook('onClose', async () => {
      await provider.shutdown();
    });
  },
  { name: 'tracing', dependencies: ['config'] },
);
