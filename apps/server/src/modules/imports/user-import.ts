import { inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  USER_COLUMNS,
  zEmailSchema,
  zNameSchema,
  zPhoneSchema,
  zRoleSchema,
  zShiftSchema,
  zWagePerHourSchema,
  rule,
} from '@godown/shared';
import { users } from '../../db/schema.js';
import { hashPassword, NO_SIGN_IN, oneTimePassword } from '../users/password.js';
import {
  given,
  problem,
  shown,
  zodProblems,
  type ImportKindHandler,
  type ImportRun,
  type RowOutcome,
  type RowProblem,
  type RowValues,
} from './import-kind.js';

// Users (admins only): created with a one-time password shown once to the admin, or with no
// password at all (no sign-in) when the admin chooses so. A user the team already has (same email
// or phone) is left as it is: roles and wages change on the Users screen, under its rules.

const zUserRowSchema = z
  .strictObject({
    name: zNameSchema,
    email: zEmailSchema.optional(),
    phone: zPhoneSchema.optional(),
    role: zRoleSchema,
    shift: zShiftSchema.optional(),
    wagePerHour: zWagePerHourSchema.optional(),
  })
  .refine((u) => u.email !== undefined || u.phone !== undefined, {
    message: rule('import.userContactRequired'),
    path: ['email'],
  });
type UserInput = z.output<typeof zUserRowSchema>;

/** "+91 98765-43210" and "919876543210" are the number 9876543210. */
function indianPhone(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  const m = /^(?:\+?91)?(\d{10})$/.exec(digits);
  return m ? m[1]! : value;
}

function build(values: RowValues): { input: UserInput } | { problems: RowProblem[] } {
  const v = values as Record<string, string | number | null>;
  const body = given({
    name: v.name,
    email: v.email,
    phone: v.phone === null || v.phone === undefined ? undefined : indianPhone(String(v.phone)),
    role: typeof v.role === 'string' ? v.role.toLowerCase() : v.role,
    shift: v.shift,
    wagePerHour: v.wagePerHour,
  });
  const parsed = zUserRowSchema.safeParse(body);
  return parsed.success
    ? { input: parsed.data }
    : { problems: zodProblems(parsed.error, (path) => (typeof path[0] === 'string' ? path[0] : null)) };
}

async function write(run: ImportRun, rows: { row: number; input: UserInput }[]): Promise<RowOutcome[]> {
  const { tx } = run;
  const emails = rows.map((r) => r.input.email).filter((e): e is string => !!e);
  const phones = rows.map((r) => r.input.phone).filter((p): p is string => !!p);
  const existing = await tx
    .select()
    .from(users)
    .where(
      or(
        emails.length ? inArray(users.email, emails) : undefined,
        phones.length ? inArray(users.phone, phones) : undefined,
      ),
    );
  const outcomes: RowOutcome[] = [];
  for (const { row, input } of rows) {
    const matches = existing.filter(
      (u) => (input.email && u.email === input.email) || (input.phone && u.phone === input.phone),
    );
    if (matches.length > 1) {
      outcomes.push({
        problems: [problem('email', 'import.contactOfTwoUsers')],
      });
      continue;
    }
    const current = matches[0];
    if (current) {
      const same =
        current.name === input.name &&
        current.role === input.role &&
        (input.email === undefined || current.email === input.email) &&
        (input.phone === undefined || current.phone === input.phone) &&
        (input.shift === undefined || current.shift === input.shift) &&
        (input.wagePerHour === undefined || Number(current.wagePerHour) === input.wagePerHour);
      outcomes.push(
        same
          ? { action: 'unchanged' }
          : {
              problems: [problem(null, 'import.userExists', { name: current.name })],
            },
      );
      continue;
    }
    // A dry run is rolled back: it hashes no password. No password at all leaves no way to sign in.
    const password = run.passwords === 'one-time' && !run.dryRun ? oneTimePassword() : null;
    const [created] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        role: input.role,
        shift: input.shift ?? null,
        wagePerHour: input.wagePerHour ?? 0,
        passwordHash: password ? await hashPassword(password) : NO_SIGN_IN,
        mustChangePassword: true,
      })
      .returning();
    existing.push(created!);
    run.issuedPasswords.push({
      row,
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      password,
    });
    outcomes.push({ action: 'create' });
  }
  return outcomes;
}

export const userImport: ImportKindHandler<UserInput> = {
  columns: USER_COLUMNS,
  keyColumn: 'email',
  build,
  key: (input) => input.email ?? input.phone!,
  write,
  preview: (input) => ({
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    role: input.role,
    shift: input.shift ?? null,
    wagePerHour: shown(input.wagePerHour),
  }),
};
