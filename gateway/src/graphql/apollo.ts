import { ApolloServer, type ApolloServerPlugin, type GraphQLRequestListener } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import express, { type RequestHandler, type Response } from 'express';
import { GraphQLError, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { createRequire } from 'node:module';
import type { Logger } from 'pino';
import { DomainError, RETRY_AFTER_SECONDS, toDomainError, type ErrorBody } from '../common/errors.js';
import type { ErrorLogDetails } from '../http/error-log.middleware.js';
import type { AnonymousExecutor } from '../http/ssr/page-renderer.js';
import { RequestGraphQLContext, type GraphQLContext } from './context.js';
import { depthLimitRule } from './depth-limit.js';
import type { graphqlHandler } from '../http/in-place-of-libraries/graphql-handler.js';
import { refuseDeepDocuments } from './nesting.js';
import { checkOperationScopes } from '../modules/api-tokens/token-scopes.js';
import type { CostBuckets } from '../modules/api-cost/cost-buckets.service.js';
import { graphqlCost } from '../modules/api-cost/graphql-cost.js';
import { MAX_COMPLEXITY, MAX_DEPTH, MAX_TOKENS } from './limits.js';
import { graphqlOperations, operationLabel } from '../observability/metrics.js';

// graphql ships CJS to `import 'graphql'` but this package's ESM build imports graphql's .mjs
// files: a second graphql realm that rejects our schema. Its CJS build shares our graphql.
const { fieldExtensionsEstimator, getComplexity, simpleEstimator } = createRequire(import.meta.url)(
  'graphql-query-complexity',
) as typeof import('graphql-query-complexity');

export { MAX_COMPLEXITY, MAX_DEPTH };

const CLIENT_ERROR_CODES = new Set<string>([
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  ApolloServerErrorCode.BAD_USER_INPUT,
  ApolloServerErrorCode.BAD_REQUEST,
  ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
]);

/** A client mistake the GraphQL layer itself caught (syntax, unknown field, limits): 400 validationException. */
const invalidQuery = (message: string) => new DomainError('validationException', 400, [{ path: '', message }]);

/** Maps any GraphQL error to the error model of docs/product.md#errors-and-messages, in `extensions`: {code: type, status, errors}. */
export function toGraphQLDomainError(formatted: GraphQLFormattedError, error: unknown): DomainError {
  let original = unwrapResolverError(error);
  // graphql-js wraps a thrown value that is not an Error of its realm (a driver error crossing a
  // VM context, say) and keeps it as thrownValue: translate what was really thrown
  if ((original as { name?: string } | undefined)?.name === 'NonErrorThrown')
    original = (original as { thrownValue?: unknown }).thrownValue;
  if (original instanceof DomainError) return original;
  // a refusal before execution (token scope, cost bucket) thrown by the gateway plugin
  if (error instanceof GraphQLError && error.originalError instanceof DomainError) return error.originalError;
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && (CLIENT_ERROR_CODES.has(code) || code === 'QUERY_TOO_COMPLEX'))
    return invalidQuery(withoutInput(formatted.message));
  if (error instanceof GraphQLError && !error.originalError && !error.path) {
    // refusals of the request itself that carry no code: Apollo's (an unsupported persisted query
    // version) and graphql-js's for an operation the schema cannot run (a subscription). A failure
    // in a resolver always has a path, and a crash an original error: both stay 500s.
    return invalidQuery(formatted.message);
  }
  // the one translation of unexpected errors: a database that cannot be reached is 503 unavailable
  return toDomainError(original);
}

/**
 * graphql-js quotes the value a variable or a literal got (`Variable "$id" got invalid value
 * "hunter2"; Int cannot represent non-integer value: "hunter2"`): a password typed in the wrong
 * field would come back in the answer and land in the error log. Answers name the variable and
 * the expected type, never the value.
 */
export function withoutInput(message: string): string {
  const variable = /^Variable "\$([^"]+)" got invalid value /.exec(message);
  if (variable) return `Variable "$${variable[1]}" got an invalid value.`;
  return message
    .replace(/(cannot represent[^:]*):[\s\S]*$/, '$1.')
    .replace(/(cannot represent an invalid [\w-]+)[\s\S]*$/, '$1.')
    .replace(/(Expected value of type "[^"]+"), found [\s\S]*$/, '$1.')
    .replace(/^Value "(?:[^"\\]|\\.)*" does not exist in/, 'The value does not exist in');
}

/** A GraphQL error in the error model (the answers of /graphql and of the live streams, http/live/). */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const domain = toGraphQLDomainError(formatted, error);
  const body: ErrorBody = domain.body;
  return {
    // unexpected errors are masked: a 500 is always type `unknown`, and carries no message or stack
    message: domain.status === 400 && domain.type === 'validationException' ? withoutInput(formatted.message) : domain.type,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: domain.graphqlCode ?? domain.type, status: domain.status, errors: body.errors },
  };
}

/**
 * Complexity of one operation, remembered per parsed document (Apollo hands back the same
 * DocumentNode for the same query text) and variables: clients send the same few operations over
 * and over, and measuring walks the whole document with type information each time.
 */
function complexityMeter(schema: GraphQLSchema) {
  const cache = new WeakMap<DocumentNode, Map<string, number>>();
  return (document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | undefined): number => {
    const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
    let known = cache.get(document);
    const cached = known?.get(key);
    if (cached !== undefined) return cached;
    const complexity = getComplexity({
      schema,
      query: document,
      variables,
      operationName,
      estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    });
    if (!known) cache.set(document, (known = new Map()));
    // variables vary without bound (ids): remember only the first few combinations of a document
    if (known.size < 50) known.set(key, complexity);
    return complexity;
  };
}

type Listener = GraphQLRequestListener<GraphQLContext>;

/**
 * Refuses operations above MAX_COMPLEXITY (one point per field, more for the fields declaring a
 * `complexity`, like the bcrypt and mail mutations), with the variables of the request.
 */
function complexityCheck(schema: GraphQLSchema): NonNullable<Listener['didResolveOperation']> {
  const measure = complexityMeter(schema);
  return async ({ request, document }) => {
    let complexity: number;
    try {
      complexity = measure(document, request.variables, request.operationName);
    } catch {
      // bad variables: execution reports them as BAD_USER_INPUT; nothing to measure
      return;
    }
    if (complexity > MAX_COMPLEXITY) {
      throw new GraphQLError(`Query complexity ${complexity} is over the limit of ${MAX_COMPLEXITY}`, {
        // refused before execution: a client error (Apollo answers 500 for plugin errors otherwise)
        extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
      });
    }
  };
}

type SendingContext = Parameters<NonNullable<Listener['willSendResponse']>>[0];

/** graphql_server_operations_total: an answer with any error counts as `error`. */
function countOperation({ operation, operationName, response }: SendingContext): void {
  const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
  graphqlOperations.inc({
    graphql_operation_name: operationLabel(operation ? operationName : undefined),
    graphql_operation_type: operation?.operation ?? 'unknown',
    outcome: errors?.length ? 'error' : 'success',
  });
}

/**
 * The HTTP status follows the errors: an operation refused before execution (no `data`) answers
 * its errors' status (400 for parse, validation, depth, complexity), and any 503 `unavailable`
 * answers 503 with Retry-After. Resolver errors of an executed operation keep HTTP 200.
 */
function setHttpStatus({ response }: SendingContext): void {
  if (response.body.kind !== 'single') return;
  const { errors, data } = response.body.singleResult;
  if (!errors?.length) return;
  const statuses = errors.map((e) => Number(e.extensions?.status) || 500);
  if (statuses.includes(503)) {
    response.http.status = 503;
    response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
  } else if (data === undefined) {
    response.http.status = Math.max(...statuses);
  }
}

/** Hands the errors of an operation to the error log middleware, with their highest status. */
function handOverErrors(log: Logger, { response, errors, contextValue }: SendingContext): void {
  if (response.body.kind !== 'single' || !response.body.singleResult.errors?.length) return;
  const formatted = response.body.singleResult.errors;
  const status = Math.max(...formatted.map((e) => Number(e.extensions?.status) || 500));
  const first = errors?.[0];
  const original = first ? unwrapResolverError(first) : undefined;
  if (status === 503) log.warn({ cause: (original as Error | undefined)?.message }, 'database unavailable in /graphql');
  else if (status >= 500) log.error({ err: original }, 'unexpected error in /graphql');
  // a client error graphql-js raised quotes the input in its message and stack: the log keeps the answer's message
  const cause =
    original instanceof DomainError || (status >= 500 && original instanceof Error)
      ? original
      : { message: formatted[0].message, stack: undefined };
  contextValue.res.locals.errorLog = {
    status,
    error: { message: cause.message, stack: cause.stack },
    body: { errors: formatted },
  } satisfies ErrorLogDetails;
}

/**
 * The gateway's rules as one Apollo plugin whose listener holds no per-request state, so every
 * request shares it (each plugin costs Apollo an async hook call per phase and request).
 */
function gatewayPlugin(schema: GraphQLSchema, log: Logger, buckets: CostBuckets): ApolloServerPlugin<GraphQLContext> {
  const complexity = complexityCheck(schema);
  const cost = graphqlCost(schema, buckets);
  const listener: Listener = {
    async didResolveOperation(context) {
      // a subscription is a stream: graphql-sse's at /graphql/stream (http/live/); here it would run once, without its events
      if (context.operation?.operation === 'subscription')
        throw new GraphQLError('Subscriptions are served as server-sent events at /graphql/stream.', {
          extensions: { code: ApolloServerErrorCode.BAD_REQUEST, http: { status: 400 } },
        });
      checkOperationScopes(context.contextValue.apiToken, context.document, context.operation!);
      await complexity(context);
      await cost.didResolveOperation(context);
    },
    async willSendResponse(context) {
      countOperation(context);
      await cost.willSendResponse(context);
      setHttpStatus(context);
      handOverErrors(log, context);
    },
  };
  return {
    async requestDidStart() {
      return listener;
    },
  };
}

/**
 * /graphql's middleware over `schema`. `transport` serves Apollo Server over Express (http/'s
 * graphqlHandler): the app hands it in, so graphql/ uses nothing of http/ (which uses graphql/).
 */
export async function createGraphQLMiddleware(
  schema: GraphQLSchema,
  log: Logger,
  production: boolean,
  buckets: CostBuckets,
  transport: typeof graphqlHandler,
): Promise<{ handler: RequestHandler[]; stop: () => Promise<void>; executeAnonymous: AnonymousExecutor }> {
  const server = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    validationRules: [depthLimitRule(MAX_DEPTH)],
    parseOptions: { maxTokens: MAX_TOKENS },
    // a validation error names no field the caller did not ask for ("Did you mean ..."): the schema
    // stays readable by introspection (docs/api.md), but is not handed out piecemeal to a fuzzer
    hideSchemaDetailsFromClientErrors: production,
    formatError,
    // not a federation subgraph: Apollo's implicit inline-trace plugin would only cost an async
    // requestDidStart call per request
    // Apollo's landing page loads from its CDN: browsers get the bundled explorer instead (graphql/explorer.ts)
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      gatewayPlugin(schema, log, buckets),
    ],
    logger: { debug: () => {}, info: () => {}, warn: (m) => log.warn(m), error: (m) => log.error(m) },
    nodeEnv: production ? 'production' : 'development',
  });
  await server.start();
  const handler = transport(server, async ({ req, res }) => new RequestGraphQLContext(req, res));
  // The server rendering's queries: the context of a request without a token (nothing private can
  // be read), through the same plugins, limits and error formatting as /graphql. `res` only
  // collects what a response would carry (the error log's details).
  const executeAnonymous: AnonymousExecutor = async (request, ip) => {
    const res = { locals: {}, setHeader: () => res, getHeader: () => undefined } as unknown as Response;
    const response = await server.executeOperation<Record<string, unknown>>(request, {
      contextValue: { userId: undefined, ip, res, free: true },
    });
    if (response.body.kind !== 'single') return { errors: [{ message: 'incremental delivery is not rendered on the server' }] };
    return response.body.singleResult;
  };
  return { handler: [express.json({ limit: 100 * 1024 }), refuseDeepDocuments(), handler], stop: () => server.stop(), executeAnonymous };
}
