import { z } from 'zod';
import { hasNoNul, zSearchPageSchema, zSortSchema } from './fields.js';
import { rule } from './messages/rule.js';
import { zAccessSchema } from './access.js';
import { ROLES } from './roles.js';
import { zHoursSchema, zShiftSchema, zWagePerHourSchema } from './wages.js';

/** Contact types a user can sign in or register with. */
export const CONTACT_TYPES = ['email', 'phone'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 20;
export const PHONE_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 4;
export const PASSWORD_MAX_LENGTH = 10;
/** Longest password the login form accepts; bounds the hashing work a request can cause. */
export const LOGIN_PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** Messages shown for the account rules; the web forms and the server say the same words. */
export const USER_MESSAGES = {
  name: rule('user.nameLength', { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH }),
  phone: rule('user.phoneLength', { length: PHONE_LENGTH }),
  email: rule('user.emailInvalid'),
  password: rule('user.passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
  passwordRequired: rule('user.passwordRequired'),
  contactRequired: rule('user.contactRequired'),
  passwordsDoNotMatch: rule('user.passwordsDoNotMatch'),
  noChanges: rule('user.noChangesToUpdate'),
  currentPasswordRequired: rule('user.currentPasswordRequired'),
} as const;

/** The message of a role that is not one of ROLES. */
const ROLE_ONE_OF = rule('user.roleOneOf', { roles: ROLES.join(', ') });

/** A role name. */
export const zRoleSchema = z.enum(ROLES);

/** A user's display name: 3 to 20 characters after trimming. */
export const zNameSchema = z
  .string()
  .trim()
  .min(NAME_MIN_LENGTH, USER_MESSAGES.name)
  .max(NAME_MAX_LENGTH, USER_MESSAGES.name)
  .refine(hasNoNul, rule('field.noNul', { field: 'name' }));

/** An email address, kept in lower case so it is unique regardless of case. */
export const zEmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, USER_MESSAGES.email)
  .pipe(z.email(USER_MESSAGES.email))
  .transform((email) => email.toLowerCase());

/** A phone number: exactly 10 digits. */
export const zPhoneSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), USER_MESSAGES.phone);

/** A new password: 4 to 10 characters. */
export const zPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, USER_MESSAGES.password)
  .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.password);

/** Body of POST /users/register: name, password, role and an email or a phone. */
export const zRegisterSchema = z
  .strictObject({
    name: zNameSchema,
    password: zPasswordSchema,
    role: zRoleSchema,
    email: zEmailSchema.optional(),
    phone: zPhoneSchema.optional(),
  })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    message: USER_MESSAGES.contactRequired,
    path: ['email'],
  });
export type TRegister = z.input<typeof zRegisterSchema>;

/** Body of POST /users/login: a password plus an email or a phone. */
export const zLoginSchema = z
  .strictObject({
    email: zEmailSchema.optional(),
    phone: zPhoneSchema.optional(),
    password: z
      .string()
      .min(1, USER_MESSAGES.passwordRequired)
      .max(LOGIN_PASSWORD_MAX_LENGTH, rule('user.passwordTooLong')),
  })
  .refine((body) => (body.email === undefined) !== (body.phone === undefined), {
    message: rule('user.emailOrPhone'),
    path: ['email'],
  });
export type TLogin = z.input<typeof zLoginSchema>;

/**
 * Body of PUT /users/: only the changed fields. An emptied email or phone is sent as null and
 * clears it, as long as the user keeps one way to sign in.
 */
export const zProfileUpdateSchema = z
  .strictObject({
    name: zNameSchema.optional(),
    email: zEmailSchema.nullable().optional(),
    phone: zPhoneSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: USER_MESSAGES.noChanges });
export type TProfileUpdate = z.input<typeof zProfileUpdateSchema>;

/** Body of PUT /users/update_password. */
export const zChangePasswordSchema = z.strictObject({
  currentPassword: z
    .string()
    .min(1, USER_MESSAGES.currentPasswordRequired)
    .max(LOGIN_PASSWORD_MAX_LENGTH, rule('user.passwordTooLong')),
  newPassword: zPasswordSchema,
});
export type TChangePassword = z.input<typeof zChangePasswordSchema>;

/** A user as every API response shows it; it has no password field of any kind. */
export const zUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: zRoleSchema,
  shift: z.string().nullable(),
  wagePerHour: z.number(),
  hoursThisMonth: z.number(),
  extraShift: z.boolean(),
  active: z.boolean(),
  /** Signed in with a one-time password: every call but choosing a new one is refused. */
  mustChangePassword: z.boolean(),
  /** Self-registered and not yet approved by an admin: signs in only to see that it waits. */
  awaitingApproval: z.boolean(),
  /** What the signed-in user may do (docs/domain.md#roles): on their own account's answers only. */
  access: zAccessSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUser = z.infer<typeof zUserSchema>;

/** Response data of register and login. */
export const zAuthResultSchema = z.object({ user: zUserSchema, token: z.string() });
export type TAuthResult = z.infer<typeof zAuthResultSchema>;

/** A driver as the transport form's picker lists them (GET /users/drivers). */
export const zDriverOptionSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TDriverOption = z.infer<typeof zDriverOptionSchema>;

/** Messages of the user administration rules. */
export const USER_ADMIN_MESSAGES = {
  noChanges: rule('user.noChangesToSave'),
  ownRole: rule('user.ownRole'),
  ownActive: rule('user.ownActive'),
  otherAdminActive: rule('user.otherAdminActive'),
  otherAdminRole: rule('user.otherAdminRole'),
  deleteAdmin: rule('user.deleteAdmin'),
  deleteSelf: rule('user.deleteSelf'),
  oneTimePasswordSelf: rule('user.oneTimePasswordSelf'),
  oneTimePasswordAdmin: rule('user.oneTimePasswordAdmin'),
  deleteConfirm: rule('user.deleteConfirm'),
} as const;

/**
 * Body of PUT /users/{id} (admins): the changed fields. Never another admin's active flag or role,
 * never one's own role or active flag.
 */
export const zUserAdminUpdateSchema = z
  .strictObject({
    active: z.boolean(rule('user.activeTrueOrFalse')).optional(),
    role: z.enum(ROLES, { error: ROLE_ONE_OF }).optional(),
    shift: zShiftSchema.optional(),
    wagePerHour: zWagePerHourSchema.optional(),
    hoursThisMonth: zHoursSchema.optional(),
    extraShift: z.boolean(rule('wage.extraShiftTrueOrFalse')).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: USER_ADMIN_MESSAGES.noChanges });
export type TUserAdminUpdate = z.input<typeof zUserAdminUpdateSchema>;

/** Query of GET /users/: search over name, email and phone, a role filter, a page and the sort. */
export const zUserListQuerySchema = zSearchPageSchema.extend({
  role: z.enum(ROLES, { error: ROLE_ONE_OF }).optional(),
  /** `true`: only the accounts waiting for an admin's approval. */
  awaiting: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  ...zSortSchema('users').shape,
});
export type TUserListQuery = z.input<typeof zUserListQuerySchema>;

/** Counts of every user (whatever the filter): by role, active, inactive and on extra shifts. */
export const zUserSummarySchema = z.object({
  total: z.number(),
  byRole: z.object({ admin: z.number(), staff: z.number(), supplier: z.number(), driver: z.number() }),
  active: z.number(),
  inactive: z.number(),
  extraShift: z.number(),
  /** Self-registered accounts waiting for an admin's approval. */
  awaitingApproval: z.number(),
});
export type TUserSummary = z.infer<typeof zUserSummarySchema>;

/** Response of GET /users/: the page, the filter's total and the summary of all users. */
export const zUserListSchema = z.object({
  users: z.array(zUserSchema),
  total: z.number(),
  summary: zUserSummarySchema,
});
export type TUserList = z.infer<typeof zUserListSchema>;

/**
 * The answer of POST /users/{id}/one-time-password: the user, and the password they sign in with
 * once (shown to the admin this one time; the user must choose their own after signing in).
 */
export const zOneTimePasswordResultSchema = z.object({ user: zUserSchema, oneTimePassword: z.string() });
export type TOneTimePasswordResult = z.infer<typeof zOneTimePasswordResultSchema>;
