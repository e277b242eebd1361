import { inputSchema } from './input-schema.js';
import { errorStatuses, type ApiDescription, type ApiOperation } from './operation.js';
import { arrayOf, object, oneOf, ref, string, type Schema } from './schema.js';
import { ERROR_TYPES } from '../common/messages.js';

const REASONS: Record<number, string> = {
  400: 'Malformed request: a body that is not a JSON object, or a path parameter with a broken percent-escape',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found, or not visible to the caller',
  409: 'Conflict with the current state',
  413: 'Body over 100 KiB',
  415: 'A body of a content type or Content-Encoding the route does not read (JSON: application/json, identity, gzip, deflate or br; uploads: multipart/form-data, identity)',
  422: 'Invalid fields: one entry per field in `errors`',
  429: 'Too many requests: retry later',
  500: 'Unexpected failure (`unknown`)',
  503: 'Database unavailable: retry after `Retry-After` seconds',
};

/** Who may call, as each operation's description says it (docs/api.md#tokens for tokens). */
const ACCESS: Record<ApiOperation['access'], string> = {
  none: 'Anyone may call it, signed in or not.',
  optional: 'Anyone may call it; a signed-in caller may see more of what is theirs.',
  user: 'For a signed-in user (a session token, or a personal access token where its scope allows).',
  admin: 'For an administrator.',
};

/** The document's tags: the first segment of each path. */
const TAGS: Record<string, string> = {
  auth: 'Accounts, sessions and personal access tokens',
  wishlists: 'Gift wishlists, their items, reservations and pledges',
  predictions: 'Birth predictions, their answers and the birth',
  timelines: 'Baby timelines and their events',
  photos: 'Photos of timeline events',
  invitations: 'Co-owner and co-parent invitations',
  'co-parents': 'Co-parents: co-owners of all an owner’s pages, present and future',
  webhooks: 'Webhook endpoints of an account',
  push: 'Web Push notifications on an account’s devices',
  analyse: 'Reading a product page for a wishlist item',
  contact: 'Messages to the team',
  admin: 'Administration',
  'openapi.json': 'This document',
  docs: 'The reference page of this document',
};

/** The one error shape of every failing call (docs/api.md#errors). */
const ERROR = object({
  type: oneOf(...ERROR_TYPES),
  errors: arrayOf(object({ path: string, message: string })),
});

/** The document and its reference page (openapi.routes.ts, docs.routes.ts): routes of /api too. */
const OWN: ApiOperation[] = [
  { method: 'get', path: '/openapi.json', summary: 'This document', access: 'none', ok: [200, object({ openapi: string })] },
  { method: 'get', path: '/docs', summary: 'Its reference page (HTML)', access: 'none', ok: [200, string, 'text/html'] },
];

function operation(op: ApiOperation, inputs: Record<string, Schema>) {
  const [status, schema, mediaType = 'application/json'] = op.ok;
  let requestBody;
  if (op.body) {
    const name = op.body.name + (op.partial ? 'Partial' : '');
    inputs[name] = inputSchema(op.body, op.partial);
    requestBody = { required: true, content: { 'application/json': { schema: ref(name) } } };
  }
  if (op.form) requestBody = { required: true, content: { 'multipart/form-data': { schema: op.form } } };
  const parameters = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: string }));
  const failures = Object.fromEntries(
    errorStatuses(op).map((s) => [s, { description: REASONS[s] ?? 'Failure', content: { 'application/json': { schema: ref('Error') } } }]),
  );
  const tag = op.path.split('/')[1];
  if (!TAGS[tag]) throw new Error(`openapi: no tag description for /${tag} (document.ts TAGS)`);
  return {
    summary: op.summary,
    description: [op.description, ACCESS[op.access], op.deprecated && 'Deprecated: see docs/api-changes.md.'].filter(Boolean).join(' '),
    operationId: `${op.method}${op.path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`,
    tags: [tag],
    ...(op.deprecated && { deprecated: true }),
    ...(op.access === 'none' ? { security: [] } : op.access === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    ...(parameters.length && { parameters }),
    ...(requestBody && { requestBody }),
    responses: {
      [status]: { description: 'Success', ...(schema && { content: { [mediaType]: { schema } } }) },
      ...failures,
    },
  };
}

/**
 * The OpenAPI 3.1 document of /api, built from the modules' descriptions (`<feature>.openapi.ts`)
 * and the input classes themselves; GET /api/openapi.json answers it.
 */
export function openApiDocument(descriptions: ApiDescription[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const inputs: Record<string, Schema> = {};
  for (const op of [...descriptions.flatMap((d) => d.operations), ...OWN]) (paths[op.path] ??= {})[op.method] = operation(op, inputs);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cigogne REST API',
      version: '1.0.0',
      description:
        'The REST facade of Cigogne: predictions, wishlists, timelines and accounts. The same data is on GraphQL at /graphql. See docs/api.md.',
      // the origin serving the document is the product's: its contact form is the way to the team
      contact: { name: 'Cigogne, through the contact form of the web app (/app/contact, signed in)' },
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    // relative: the document describes the origin that serves it
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token that POST /auth/login answers, sent as `Authorization: Bearer <token>`. No cookie session.',
        },
      },
      schemas: { Error: ERROR, ...Object.assign({}, ...descriptions.map((d) => d.schemas ?? {})), ...inputs },
    },
  };
}
