import { z } from 'zod';
import { zAmount, zSearchPageSchema, zSortSchema, zText } from './fields.js';
import { rule } from './messages/rule.js';
import { ROLES } from './roles.js';

/** Hours in a month above which an employee counts as overworked (docs/domain.md#wages-and-months). */
export const OVERWORK_HOURS_LIMIT = 160;

export const WAGE_LIMITS = {
  /** Hours in the longest month: nobody works more than 31 x 24. */
  hoursMax: 744,
  wagePerHourMax: 100_000,
  shiftMax: 50,
  /** Months are reckoned in India Standard Time: the month a wage belongs to. */
  timeZone: 'Asia/Kolkata',
  /** How often the server looks for a month that has ended, to close it and reset the hours. */
  monthCloseCheckMs: 60_000,
} as const;

/** Hours worked in a month: 0 to 744, to 2 decimals. */
export const zHoursSchema = zAmount(WAGE_LIMITS.hoursMax, 'hours').multipleOf(
  0.01,
  rule('wage.hoursDecimals'),
);
/** A wage per hour in rupees: 0 or more, to 2 decimals. */
export const zWagePerHourSchema = zAmount(WAGE_LIMITS.wagePerHourMax, 'wagePerHour').multipleOf(
  0.01,
  rule('wage.wagePerHourDecimals'),
);
/** A shift name; an empty string clears it. */
export const zShiftSchema = zText(WAGE_LIMITS.shiftMax, 'shift')
  .transform((text) => (text === '' ? null : text))
  .nullable();

/** Messages of the wage rules; the wage modal and the server say the same words. */
export const WAGE_MESSAGES = {
  userRequired: rule('wage.userRequired'),
  month: rule('wage.month'),
  noChanges: rule('wage.noChanges'),
} as const;

/** A wage month, `YYYY-MM`. */
export const zMonthSchema = z
  .string(WAGE_MESSAGES.month)
  .regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, WAGE_MESSAGES.month);

/** The month (`YYYY-MM`) of an instant in India Standard Time, the month wages belong to. */
export function wageMonthOf(date: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: WAGE_LIMITS.timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The wage fields an admin sets for a user and month. */
const wageFields = {
  hoursWorked: zHoursSchema.optional(),
  wagePerHour: zWagePerHourSchema.optional(),
  extraShift: z.boolean(rule('wage.extraShiftTrueOrFalse')).optional(),
  shift: zShiftSchema.optional(),
};

/**
 * Body of POST /wages/calculate (admins). Empty: one record per active user for the month (default
 * the current one), from each user's hours and rate; a recalculation updates the records. With a
 * userId (the wage modal's new record): that user's record, with any fields given.
 */
export const zWageCalculateSchema = z
  .strictObject({
    month: zMonthSchema.optional(),
    userId: z.uuid(WAGE_MESSAGES.userRequired).optional(),
    ...wageFields,
  })
  .refine(
    (body) =>
      body.userId !== undefined ||
      Object.keys(wageFields).every((key) => body[key as keyof typeof wageFields] === undefined),
    { message: rule('wage.fieldsNeedUser'), path: ['userId'] },
  );
export type TWageCalculate = z.input<typeof zWageCalculateSchema>;

/** Body of PUT /wages/{userId} (admins): the changed wage fields of a month (default the current one). */
export const zWageUpdateSchema = z
  .strictObject({ month: zMonthSchema.optional(), ...wageFields })
  .refine((body) => Object.keys(body).some((key) => key !== 'month'), { message: WAGE_MESSAGES.noChanges });
export type TWageUpdate = z.input<typeof zWageUpdateSchema>;

/** Path of PUT /wages/{userId}. */
export const zWageUserParamsSchema = z.object({ userId: z.uuid(rule('user.notAnId')) });

/** Query of GET /wages/: a month (default every month, newest first), a search over names, a page, the sort. */
export const zWageListQuerySchema = zSearchPageSchema.extend({
  month: zMonthSchema.optional(),
  ...zSortSchema('wages').shape,
});
export type TWageListQuery = z.input<typeof zWageListQuerySchema>;

/** A wage record with the employee's current details, as the list shows it. */
export const zWageRecordSchema = z.object({
  _id: z.string(),
  id: z.string(),
  userId: z.string(),
  month: z.string(),
  hoursWorked: z.number(),
  wagePerHour: z.number(),
  totalSalary: z.number(),
  extraShift: z.boolean(),
  overworked: z.boolean(),
  calculatedAt: z.string(),
  employeeName: z.string(),
  role: z.enum(ROLES),
  shift: z.string().nullable(),
  hoursThisMonth: z.number(),
  active: z.boolean(),
});
export type TWageRecord = z.infer<typeof zWageRecordSchema>;

/** Totals of the records the filter matches. */
export const zWageSummarySchema = z.object({
  totalWages: z.number(),
  totalHours: z.number(),
  extraShifts: z.number(),
  overworked: z.number(),
});
export type TWageSummary = z.infer<typeof zWageSummarySchema>;

/** Response of GET /wages/: the page, the total, the summary and the months that have records. */
export const zWageListSchema = z.object({
  wages: z.array(zWageRecordSchema),
  total: z.number(),
  summary: zWageSummarySchema,
  months: z.array(z.string()),
});
export type TWageList = z.infer<typeof zWageListSchema>;

/** Response of POST /wages/calculate. */
export const zWageCalculateResultSchema = z.object({
  month: z.string(),
  /** Records written (created or recalculated). */
  calculated: z.number(),
  /** The record written, when one user was named. */
  wage: zWageRecordSchema.nullable(),
});
export type TWageCalculateResult = z.infer<typeof zWageCalculateResultSchema>;

/** An overworked employee (GET /wages/overworked): over the hours limit or on an extra shift. */
export const zOverworkedEmployeeSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  hoursThisMonth: z.number(),
  extraShift: z.boolean(),
  wagePerHour: z.number(),
  shift: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Hours past the limit (0 when only the extra shift counts). */
  hoursOver: z.number(),
});
export type TOverworkedEmployee = z.infer<typeof zOverworkedEmployeeSchema>;

export const zOverworkedListSchema = z.object({
  employees: z.array(zOverworkedEmployeeSchema),
  total: z.number(),
});
export type TOverworkedList = z.infer<typeof zOverworkedListSchema>;
