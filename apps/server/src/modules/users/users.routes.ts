import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  message,
  zAuthResultSchema,
  zChangePasswordSchema,
  zErrorBodySchema,
  zLoginSchema,
  zProfileUpdateSchema,
  zRegisterSchema,
  zDriverOptionSchema,
  zIdParamsSchema,
  zSearchPageSchema,
  zUserAdminUpdateSchema,
  zOneTimePasswordResultSchema,
  zApproveUserSchema,
  zUserListQuerySchema,
  zUserListSchema,
  zUserSchema,
} from '@godown/shared';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  changePassword,
  listDrivers,
  loginUser,
  logoutUser,
  registerUser,
  toOwnUser,
  toPublicUser,
  updateProfile,
} from './users.service.js';
import {
  adminUpdateUser,
  approveUser,
  deleteUser,
  giveOneTimePassword,
  listUsers,
} from './users-admin.service.js';
import { REGISTRATIONS_PER_MINUTE } from './rate-limits.js';

const zMessageSchema = z.object({ message: z.string() });
const errors = {
  400: zErrorBodySchema,
  401: zErrorBodySchema,
  403: zErrorBodySchema,
  404: zErrorBodySchema,
  409: zErrorBodySchema,
  429: zErrorBodySchema,
};

/** Accounts and sign-in: register, login, logout, me, profile and password. */
export async function usersRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = config.rateLimits ?? {};

  r.post(
    '/users/register',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an account and sign in',
        body: zRegisterSchema,
        response: { 201: dataEnvelope(zAuthResultSchema), ...errors },
      },
      config: {
        rateLimit: {
          max: limits.registrationsPerMinute ?? REGISTRATIONS_PER_MINUTE,
          timeWindow: 60_000,
          errorResponseBuilder: () => new AppError('RATE_LIMITED', message('login.tooManyRegistrations')),
        },
      },
    },
    async (request, reply) => {
      const user = await registerUser(db, request.body, {
        openAdminSignup: config.openAdminSignup,
        registration: config.registration ?? 'approval',
      });
      return reply
        .status(201)
        .send({ data: { user: toOwnUser(user, app.rolePolicy), token: app.issueToken(user) } });
    },
  );

  r.post(
    '/users/login',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign in with an email or a phone and a password',
        body: zLoginSchema,
        response: { 200: dataEnvelope(zAuthResultSchema), ...errors },
      },
    },
    async (request) => {
      const user = await loginUser(db, request.body, request.ip, {
        perMinute: limits.loginFailuresPerMinute,
        perHour: limits.loginFailuresPerHour,
        perAddressPerHour: limits.loginAddressFailuresPerHour,
      });
      return { data: { user: toOwnUser(user, app.rolePolicy), token: app.issueToken(user) } };
    },
  );

  r.post(
    '/users/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Sign out everywhere: every token of the user stops working',
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(zMessageSchema), ...errors },
      },
    },
    async (request) => {
      await logoutUser(db, request.currentUser.id);
      return { data: { message: 'Logged out' } };
    },
  );

  r.get(
    '/users/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(z.object({ user: zUserSchema })), ...errors },
      },
    },
    async (request) => ({ data: { user: toOwnUser(request.currentUser, app.rolePolicy) } }),
  );

  r.put(
    '/users/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "Update the signed-in user's name, email or phone (changed fields only)",
        security: [{ bearerAuth: [] }],
        body: zProfileUpdateSchema,
        response: { 200: dataEnvelope(z.object({ user: zUserSchema })), ...errors },
      },
    },
    async (request) => {
      const user = await updateProfile(db, request.currentUser, request.body);
      return { data: { user: toOwnUser(user, app.rolePolicy) } };
    },
  );

  r.put(
    '/users/update_password',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change the password; earlier tokens stop working and a new one is returned',
        security: [{ bearerAuth: [] }],
        body: zChangePasswordSchema,
        response: { 200: dataEnvelope(zMessageSchema.extend({ token: z.string() })), ...errors },
      },
    },
    async (request) => {
      const user = await changePassword(db, request.currentUser, request.body);
      return { data: { message: 'Password updated successfully', token: app.issueToken(user) } };
    },
  );

  r.get(
    '/users/drivers',
    {
      // Suppliers and drivers are outsiders: they see none of the company's people (docs/domain.md#roles).
      preHandler: [app.authenticate, app.requireAccess('people')],
      schema: {
        tags: ['users'],
        summary: 'Active drivers by name (the transport form picks one); search over name, email and phone',
        security: [{ bearerAuth: [] }],
        querystring: zSearchPageSchema,
        response: {
          200: dataEnvelope(z.object({ drivers: z.array(zDriverOptionSchema), total: z.number() })),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await listDrivers(db, request.query) }),
  );

  r.get(
    '/users/',
    {
      // Suppliers and drivers are outsiders: they see none of the company's people (docs/domain.md#roles).
      preHandler: [app.authenticate, app.requireAccess('people')],
      schema: {
        tags: ['users'],
        summary:
          'Users by name unless sorted (sort, order); search over name, email and phone; role filter; paging; summary counts',
        security: [{ bearerAuth: [] }],
        querystring: zUserListQuerySchema,
        response: { 200: dataEnvelope(zUserListSchema), ...errors },
      },
    },
    async (request) => ({ data: await listUsers(db, request.query) }),
  );

  r.put(
    '/users/:id',
    {
      preHandler: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['users'],
        summary:
          "Change a user's active flag, role, shift, wage, hours or extra shift (admin; not another admin's active flag or role, not one's own)",
        security: [{ bearerAuth: [] }],
        params: zIdParamsSchema,
        body: zUserAdminUpdateSchema,
        response: { 200: dataEnvelope(z.object({ user: zUserSchema })), ...errors },
      },
    },
    async (request) => {
      const user = await adminUpdateUser(db, request.currentUser, request.params.id, request.body);
      return { data: { user: toPublicUser(user) } };
    },
  );

  r.post(
    '/users/:id/approve',
    {
      preHandler: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['users'],
        summary:
          'Let a self-registered account in, with the role it chose or the one given (admin; 409 when it is not waiting)',
        security: [{ bearerAuth: [] }],
        params: zIdParamsSchema,
        body: zApproveUserSchema,
        response: { 200: dataEnvelope(z.object({ user: zUserSchema })), ...errors },
      },
    },
    async (request) => {
      const user = await approveUser(db, request.currentUser, request.params.id, request.body);
      return { data: { user: toPublicUser(user) } };
    },
  );

  r.post(
    '/users/:id/one-time-password',
    {
      preHandler: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['users'],
        summary:
          'Give a user a one-time password, answered once; they must choose their own after signing in, and their sessions end (admin; not oneself, not another admin)',
        security: [{ bearerAuth: [] }],
        params: zIdParamsSchema,
        response: { 200: dataEnvelope(zOneTimePasswordResultSchema), ...errors },
      },
    },
    async (request) => {
      const { user, password } = await giveOneTimePassword(db, request.currentUser, request.params.id);
      return { data: { user: toPublicUser(user), oneTimePassword: password } };
    },
  );

  r.delete(
    '/users/:id',
    {
      preHandler: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['users'],
        summary: 'Delete a user (admin; not admins, not oneself, not a driver of an open transport)',
        security: [{ bearerAuth: [] }],
        params: zIdParamsSchema,
        response: { 200: dataEnvelope(zMessageSchema), ...errors },
      },
    },
    async (request) => {
      await deleteUser(db, request.currentUser, request.params.id);
      return { data: { message: 'User deleted' } };
    },
  );
}
