/**
 * The Fastify app as a tree of plugins: the error and not-found handlers that shape every answer into
 * the envelope of DESIGN §5; config; external plugins (security headers, rate limits, OpenAPI); app
 * services (db, mail, auth, the SPA) as decorators; then the routes under /api.
 */
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { loadConfig, type AppConfig } from './config';
import { HttpError } from './errors';
import clockPlugin from './ops/clock';
import healthPlugin from './ops/health';
import lifecyclePlugin from './ops/lifecycle';
import { LOG_REDACT, REQUEST_ID_HEADER, requestIdOf } from './ops/logging';
import metricsPlugin from './ops/metrics';
import tracingPlugin from './ops/tracing';
import { finishOpenapiDocument, withSecurity } from './ops/openapi';
import { redisRateLimitStore } from './ops/rate-limit-store';
import authPlugin from './plugins/auth';
import compressPlugin from './plugins/compress';
import dbPlugin from './plugins/db';
import mailPlugin from './plugins/mail';
import redisPlugin from './plugins/redis';
import spaPlugin from './plugins/spa';
import authRoutes, { loginPage } from './modules/auth';
import holidayRoutes from './modules/holidays';
import partnersModule from './modules/partners';
import agentRoutes from './modules/agents';
import usersModule from './modules/users';
import branchRoutes from './modules/branches';
import customerRoutes from './modules/customers';
import addedServiceRoutes from './modules/added-services';
import serviceRoutes from './modules/services';
import softwareRoutes from './modules/softwares';
import emailCcRoutes from './modules/email-cc';
import profileRoutes from './modules/profile';
import roleRoutes from './modules/roles';
import notificationRoutes from './modules/notifications';
import conversationRoutes from './modules/conversations';
import calendarRoutes from './modules/calendar';
import projectsModule from './modules/projects';
import analyticsRoutes from './modules/analytics';
import playbookRoutes from './modules/playbook';
import dashboardRoutes from './modules/dashboard';
import reportRoutes from './modules/reports';
import reviewRoutes from './modules/reviews';
import invoiceRoutes from './modules/invoices';
import storageRoutes from './modules/storage';
import realtimePlugin from './realtime/plugin';
import savedViewsModule from './modules/saved-views';
import dueRemindersModule from './modules/due-reminders';
import { fieldErrors, zodValidatorCompiler } from './validation';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** The whole request body limit; auth routes set a far smaller one. */
const BODY_LIMIT = 1024 * 1024;

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Chakra UI (emotion) injects style elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // 'self' covers the same origin's ws:/wss: (CSP3, as Chromium and Firefox do): the socket goes nowhere else.
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  // The file preview shows a PDF from an object URL the app made (typed application/pdf) in a frame (ADR 0090).
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

function messageFor(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Malformed JSON body';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json';
    default:
      return error instanceof SyntaxError ? 'Malformed JSON body' : error.message;
  }
}

function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(statusCode).send({ status: statusCode, messages: error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : error.message });
}

/** One error handler and one not-found handler for every route: each answer in the envelope. */
function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | z.ZodError, request, reply) => {
    if (error instanceof z.ZodError) {
      const errors = fieldErrors(error);
      const first = Object.values(errors)[0] ?? 'Invalid request';
      return reply.code(400).send({ status: 400, messages: first, errors });
    }
    if (error instanceof HttpError) {
      const body = {
        status: error.statusCode,
        messages: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.data === undefined ? {} : { data: error.data }),
      };
      return reply.code(error.statusCode).send(body);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ status: statusCode, messages: messageFor(error) });
    }
    request.log.error({ err: error }, 'request failed');
    const code = statusCode >= 500 && statusCode <= 599 ? statusCode : 500;
    return reply.code(code).send({ status: code, messages: 'Something went wrong. Please try again later.' });
  });
  app.setNotFoundHandler((request, reply) => {
    const spa = app.serveSpa(request, reply);
    if (spa) return spa;
    const path = (request.url.split('?')[0] ?? '').slice(0, 200);
    return reply.code(404).send({ status: 404, messages: `Not found: ${request.method} ${path}` });
  });
}

export async function buildApp(options: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options };
  const app = Fastify({
    logger: { level: config.logLevel, redact: LOG_REDACT },
    // A sane x-request-id is kept, anything else replaced (server/ops/logging.ts); in every log line.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // A first start creates the PGlite cluster (seconds on a slow disk) and hashes the seed's passwords.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (a URL that does not decode) get the envelope too.
    frameworkErrors: frameworkError,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  installErrorHandling(app);
  // JSON as usual (prototype poisoning refused), but an empty body is no body rather than an error, so a
  // bodiless POST such as logout works whether or not the client sets a JSON content type.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  app.register(
    fp(
      async (instance) => {
        instance.decorate('config', config);
      },
      { name: 'config' },
    ),
  );

  // External plugins.
  // The app clock (server/ops/clock.ts). Graceful shutdown (server/ops/lifecycle.ts); then Redis: out
  // of reach, it ends the start before the database is opened.
  app.register(clockPlugin);
  // Traces first, so every request's span covers what the other plugins do (OTEL_EXPORTER_OTLP_ENDPOINT).
  app.register(tracingPlugin);
  app.register(lifecyclePlugin);
  app.register(redisPlugin);
  app.register(compressPlugin);
  app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
  });
  // Counts in Redis with REDIS_URL, so every process sees the same; per process otherwise.
  app.register(rateLimit, (instance) => ({
    global: false,
    ...(instance.redis ? { store: redisRateLimitStore(instance.redis), skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests from your address. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`),
  }));
  app.register(swagger, {
    openapi: {
      info: { title: 'Customer Portal API', version: '0.1.0', description: 'Every answer is an envelope { status, messages, data? }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Routes that declare no security are public unless a sign-in guard runs on them (server/ops/openapi.ts).
    transform: ({ schema, url, route }) => ({ schema: withSecurity(schema, route, app.authenticate), url }),
    transformObject: (document) => ('openapiObject' in document ? finishOpenapiDocument(document.openapiObject) : document.swaggerObject),
  });
  app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Uploads (server/records/files.ts): one file a request; its size is checked per route.
  app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 10_000, parts: 12 } });

  // App services.
  app.register(dbPlugin);
  app.register(mailPlugin);
  app.register(authPlugin);
  app.register(spaPlugin);
  // socket.io on the same HTTP server (DESIGN §6): app.io, app.realtime.
  app.register(realtimePlugin);
  // Operations: /healthz, /readyz, /metrics (outside /api).
  app.register(healthPlugin);
  app.register(metricsPlugin);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // A signed-in user's answers stay out of every cache (browser, proxy) unless a route said otherwise.
    if (request.headers.authorization && request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // Routes.
  app.register(authRoutes, { prefix: '/api' });
  app.register(loginPage);
  app.register(roleRoutes, { prefix: '/api' });
  app.register(holidayRoutes, { prefix: '/api' });
  app.register(partnersModule, { prefix: '/api' });
  app.register(agentRoutes, { prefix: '/api' });
  app.register(usersModule, { prefix: '/api' });
  app.register(branchRoutes, { prefix: '/api' });
  app.register(customerRoutes, { prefix: '/api' });
  app.register(serviceRoutes, { prefix: '/api' });
  app.register(addedServiceRoutes, { prefix: '/api' });
  app.register(softwareRoutes, { prefix: '/api' });
  app.register(emailCcRoutes, { prefix: '/api' });
  app.register(profileRoutes, { prefix: '/api' });
  app.register(notificationRoutes, { prefix: '/api' });
  app.register(conversationRoutes, { prefix: '/api' });
  app.register(calendarRoutes, { prefix: '/api' });
  app.register(projectsModule, { prefix: '/api' });
  app.register(invoiceRoutes, { prefix: '/api' });
  app.register(analyticsRoutes, { prefix: '/api' });
  app.register(playbookRoutes, { prefix: '/api' });
  app.register(dashboardRoutes, { prefix: '/api' });
  app.register(reportRoutes, { prefix: '/api' });
  app.register(reviewRoutes, { prefix: '/api' });
  app.register(storageRoutes, { prefix: '/api' });
  app.register(savedViewsModule, { prefix: '/api' });
  // Background work: due-date reminders (no routes).
  app.register(dueRemindersModule);

  if (config.captchaTestMode) app.addHook('onReady', async () => app.log.warn('CAPTCHA_TEST_MODE is on: the captcha answer PASSED is accepted'));
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
