import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { z } from 'zod';
import {
  accessOf,
  API_BASE_PATH,
  API_TOKEN_LIMITS,
  API_TOKEN_PREFIX,
  apiTokenAllows,
  apiTokenScopeOf,
  EVENTS_LIMITS,
  message,
  type AccessRight,
  type Role,
  type RolePolicy,
  type TAccess,
  type TMessage,
} from '@godown/shared';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { AppError, forbidden, unauthorized } from '../errors.js';
import { sessionOfApiToken } from '../modules/api-tokens/api-tokens.service.js';
import { findSessionUser, findUserById, type UserRow } from '../modules/users/users.service.js';

/** What a token carries: the user id and the token version it was issued under. */
export interface TokenPayload {
  sub: string;
  tv: number;
  /** Set on a ticket for the event stream only ('events'); a bearer token has none. */
  typ?: 'events';
}

// A bearer token names no `typ`: an events ticket is refused here.
const zTokenPayloadSchema = z.object({
  sub: z.uuid(),
  tv: z.number().int().min(0),
  typ: z.never().optional(),
});
const zTicketPayloadSchema = z.object({
  sub: z.uuid(),
  tv: z.number().int().min(0),
  typ: z.literal('events'),
});

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, re-read from the database on every request. Always set behind
     * `authenticate`; null for a visitor behind `authenticateIfSignedIn`.
     */
    currentUser: UserRow;
    /** The primary's snapshot when the signed-in user was read (db/snapshot-cache.ts); else undefined. */
    primarySnapshot: string | undefined;
    /** The API token the call was made with (docs/domain.md#api-tokens); null for a person's session. */
    apiToken: { id: string; scopes: string[]; expiresAt: Date } | null;
  }
  interface FastifyInstance {
    /** preHandler: requires a valid bearer token of an active user whose token is not revoked. */
    authenticate: preHandlerAsyncHookHandler;
    /**
     * preHandler: a request without a token goes on as a visitor (`currentUser` stays null); a
     * request with one is checked as `authenticate` checks it.
     */
    authenticateIfSignedIn: preHandlerAsyncHookHandler;
    /** preHandler (after authenticate): requires one of the roles. */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
    /** preHandler (after authenticate): requires a right of the role policy (403 otherwise). */
    requireAccess(right: AccessRight): preHandlerAsyncHookHandler;
    /** What a user's role may do under the server's role policy (docs/domain.md#roles). */
    accessOf(user: { role: Role }): TAccess;
    /** The server's role policy. */
    rolePolicy: RolePolicy;
    /** Issues a bearer token for the user at their current token version. */
    issueToken(user: Pick<UserRow, 'id' | 'tokenVersion'>): string;
    /**
     * Issues a ticket that opens the event stream (GET /events?ticket=…) within
     * EVENTS_LIMITS.ticketSeconds: EventSource cannot send a header. It is no bearer token.
     */
    issueEventsTicket(user: Pick<UserRow, 'id' | 'tokenVersion'>): string;
    /** The active user a ticket names, or a 401 (expired, revoked, deactivated, not a ticket). */
    userOfEventsTicket(ticket: string): Promise<UserRow>;
  }
}

export const JWT_ALGORITHM = 'HS256';

/** What a user signed in with a one-time password may do: read themselves, choose a password, leave. */
const ONE_TIME_PASSWORD_ROUTES = new Set([
  `GET ${API_BASE_PATH}/users/me`,
  `PUT ${API_BASE_PATH}/users/update_password`,
  `POST ${API_BASE_PATH}/users/logout`,
]);
/** What an account waiting for approval may do: read itself, see that it waits, leave. */
const AWAITING_APPROVAL_ROUTES = new Set([
  `GET ${API_BASE_PATH}/users/me`,
  `PUT ${API_BASE_PATH}/users/update_password`,
  `POST ${API_BASE_PATH}/users/logout`,
]);

/**
 * The refusal of a role outside `roles`: "Only admin or staff users can do this", by key. A list
 * names at most three roles: one of all four would refuse nobody.
 */
export function onlyRolesMessage(roles: readonly Role[]): TMessage {
  const [first = 'admin', second, third] = roles;
  if (second && third) return message('auth.onlyThreeRoles', { first, second, third });
  if (second) return message('auth.onlyTwoRoles', { first, second });
  return message('auth.onlyRole', { role: first });
}

/** Sets up JWT bearer authentication and role checks on the app. */
export async function registerAuth(app: FastifyInstance, db: Db, config: AppConfig): Promise<void> {
  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: JWT_ALGORITHM, expiresIn: config.jwtExpiresIn },
    verify: { algorithms: [JWT_ALGORITHM] },
  });

  app.decorateRequest('currentUser', null as unknown as UserRow);
  app.decorateRequest('primarySnapshot', undefined);
  app.decorateRequest('apiToken', null);

  app.decorate('issueToken', (user: Pick<UserRow, 'id' | 'tokenVersion'>) =>
    app.jwt.sign({ sub: user.id, tv: user.tokenVersion }),
  );

  app.decorate('issueEventsTicket', (user: Pick<UserRow, 'id' | 'tokenVersion'>) =>
    app.jwt.sign(
      { sub: user.id, tv: user.tokenVersion, typ: 'events' },
      { expiresIn: EVENTS_LIMITS.ticketSeconds },
    ),
  );

  app.decorate('userOfEventsTicket', async (ticket: string) => {
    let payload: z.infer<typeof zTicketPayloadSchema>;
    try {
      payload = zTicketPayloadSchema.parse(app.jwt.verify(ticket));
    } catch {
      throw unauthorized('event.ticketInvalid');
    }
    const user = await findUserById(db, payload.sub);
    if (!user || user.tokenVersion !== payload.tv) throw unauthorized('auth.sessionEnded');
    if (!user.active) throw unauthorized('auth.deactivated');
    if (user.awaitingApproval) throw forbidden('access.awaitingApproval');
    return user;
  });

  // Calls one API token may make a minute (each server), keyed by the token.
  const tokenCalls = app.rateLimit({
    max: config.rateLimits?.apiTokenCallsPerMinute ?? API_TOKEN_LIMITS.callsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token:${request.apiToken?.id ?? ''}`,
    errorResponseBuilder: () =>
      new AppError(
        'RATE_LIMITED',
        message('apiToken.tooFast', {
          max: config.rateLimits?.apiTokenCallsPerMinute ?? API_TOKEN_LIMITS.callsPerMinute,
        }),
      ),
  });

  /**
   * A call made with an API token (docs/domain.md#api-tokens): its user, as a session's would be
   * checked, then the scope the route needs; the answer says when the token expires.
   */
  async function authenticateToken(request: FastifyRequest, reply: FastifyReply, secret: string) {
    const session = await sessionOfApiToken(db, secret, request.ip);
    const { user, token } = session;
    if (!user.active) throw unauthorized('auth.deactivated');
    if (user.mustChangePassword) throw forbidden('auth.oneTimePassword');
    if (user.awaitingApproval) throw forbidden('access.awaitingApproval');
    const needed = apiTokenScopeOf(request.method, request.routeOptions.url ?? '');
    if (!needed) throw forbidden('apiToken.notForThis');
    if (!apiTokenAllows(token.scopes, needed)) {
      throw forbidden('apiToken.scopeMissing', {
        access: needed.access,
        area: needed.area,
        scope: `${needed.area}:${needed.access}`,
      });
    }
    request.apiToken = token;
    request.currentUser = user;
    request.primarySnapshot = session.snapshot;
    reply.header('Godown-Token-Expires', token.expiresAt.toISOString());
    await tokenCalls.call(app, request, reply);
  }

  app.decorate('authenticate', async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+/i.test(header)) throw unauthorized('auth.required');
    const bearer = header.replace(/^Bearer\s+/i, '').trim();
    if (bearer.startsWith(API_TOKEN_PREFIX)) return authenticateToken(request, reply, bearer);
    let payload: TokenPayload;
    try {
      payload = zTokenPayloadSchema.parse(await request.jwtVerify<TokenPayload>());
    } catch {
      throw unauthorized('auth.sessionInvalid');
    }
    const session = await findSessionUser(db, payload.sub);
    const user = session?.user;
    if (!user || user.tokenVersion !== payload.tv) throw unauthorized('auth.sessionEnded');
    if (!user.active) throw unauthorized('auth.deactivated');
    if (
      user.mustChangePassword &&
      !ONE_TIME_PASSWORD_ROUTES.has(`${request.method} ${request.routeOptions.url}`)
    ) {
      throw forbidden('auth.oneTimePassword');
    }
    if (
      user.awaitingApproval &&
      !AWAITING_APPROVAL_ROUTES.has(`${request.method} ${request.routeOptions.url}`)
    ) {
      throw forbidden('access.awaitingApproval');
    }
    request.currentUser = user;
    request.primarySnapshot = session.snapshot;
  });

  app.decorate(
    'authenticateIfSignedIn',
    async function authenticateIfSignedIn(
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      if (request.headers.authorization === undefined) return;
      await app.authenticate.call(this, request, reply);
    },
  );

  const policy = config.rolePolicy ?? 'restricted';
  app.decorate('rolePolicy', policy);
  app.decorate('accessOf', (user: { role: Role }) => accessOf(user.role, policy));
  app.decorate(
    'requireAccess',
    (right: AccessRight) =>
      async function requireAccess(request: FastifyRequest) {
        if (!accessOf(request.currentUser.role, policy)[right]) throw forbidden('access.outsider');
      },
  );

  app.decorate(
    'requireRole',
    (...roles: Role[]) =>
      async function requireRole(request: FastifyRequest) {
        if (!roles.includes(request.currentUser.role)) {
          throw new AppError('FORBIDDEN', onlyRolesMessage(roles));
        }
      },
  );
}
