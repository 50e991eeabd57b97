// The demo's people and what surrounds them: a warehouse team with hours and shifts, wage records
// for this month and the two before, and alerts raised by people and by the system.
import { eq, inArray, or } from 'drizzle-orm';
import {
  wageMonthOf,
  type AlertPriority,
  type AlertType,
  type QuickAlertType,
  type Role,
} from '@godown/shared';
import type { Db } from '../db/client.js';
import { alerts, inventories, transports, users } from '../db/schema.js';
import { hashPassword } from '../modules/users/password.js';
import { triggerAlert, updateAlert } from '../modules/alerts/alerts.service.js';
import { syncExpiredStockAlerts, syncOverworkAlerts } from '../modules/alerts/system-alerts.js';
import { calculateWages, updateWage } from '../modules/wages/wages.service.js';

export interface DemoAccount {
  name: string;
  role: Role;
  email?: string;
  phone?: string;
  password: string;
  shift: string;
  wagePerHour: number;
  hoursThisMonth: number;
  extraShift?: boolean;
  active?: boolean;
  /** Registered themselves and not yet approved by an admin (docs/domain.md#accounts-and-sign-in). */
  awaitingApproval?: boolean;
}

const TEAM_PASSWORD = 'team1234';

/** The rest of the team: loaders, pickers, a supervisor, drivers; one has left (inactive). */
export const DEMO_TEAM: DemoAccount[] = (
  [
    {
      name: 'Kavita Patil',
      role: 'staff',
      phone: '9876500011',
      shift: 'Morning (06:00-14:00)',
      wagePerHour: 175.5,
      hoursThisMonth: 164.5,
      extraShift: false,
    },
    {
      name: 'Imran Shaikh',
      role: 'staff',
      phone: '9876500012',
      shift: 'Evening (14:00-22:00)',
      wagePerHour: 165,
      hoursThisMonth: 138,
    },
    {
      name: 'Lakshmi Iyer',
      role: 'staff',
      email: 'lakshmi.iyer@godown.in',
      shift: 'General (09:00-18:00)',
      wagePerHour: 240,
      hoursThisMonth: 151.25,
    },
    {
      name: 'Deepak Rawat',
      role: 'staff',
      phone: '9876500013',
      shift: 'Night (22:00-06:00)',
      wagePerHour: 190,
      hoursThisMonth: 186,
      extraShift: true,
    },
    {
      name: 'Anjali Nair',
      role: 'staff',
      phone: '9876500014',
      shift: 'Morning (06:00-14:00)',
      wagePerHour: 172.75,
      hoursThisMonth: 0,
    },
    {
      name: 'Vikram Chauhan',
      role: 'driver',
      phone: '9876500015',
      shift: 'Evening (14:00-22:00)',
      wagePerHour: 168,
      hoursThisMonth: 158,
      extraShift: true,
    },
    {
      name: 'Farhan Qureshi',
      role: 'supplier',
      email: 'farhan@qureshitraders.in',
      shift: 'General (09:00-18:00)',
      wagePerHour: 0,
      hoursThisMonth: 0,
    },
    {
      name: 'Sunita Bhosale',
      role: 'staff',
      phone: '9876500016',
      shift: 'Evening (14:00-22:00)',
      wagePerHour: 160,
      hoursThisMonth: 42,
      active: false,
    },
  ] satisfies Omit<DemoAccount, 'password'>[]
).map((member) => ({ ...member, password: TEAM_PASSWORD }));

/**
 * Two people who registered themselves and wait for an admin: a new loader and a supplier's
 * salesman (the admin's Users screen shows them, with Approve). They have no wage records.
 */
export const DEMO_SIGNUPS: DemoAccount[] = (
  [
    {
      name: 'Imran Sheikh',
      role: 'staff',
      phone: '9876500021',
      shift: '',
      wagePerHour: 0,
      hoursThisMonth: 0,
      awaitingApproval: true,
    },
    {
      name: 'Pooja Agarwal',
      role: 'supplier',
      email: 'pooja@agarwalspices.in',
      shift: '',
      wagePerHour: 0,
      hoursThisMonth: 0,
      awaitingApproval: true,
    },
  ] satisfies Omit<DemoAccount, 'password'>[]
).map((member) => ({ ...member, password: TEAM_PASSWORD }));

/** Creates the accounts, or resets them to their known details and passwords. Returns how many were new. */
export async function upsertDemoAccounts(db: Db, accounts: DemoAccount[]): Promise<number> {
  let added = 0;
  for (const account of accounts) {
    const contact = or(
      account.email ? eq(users.email, account.email) : undefined,
      account.phone ? eq(users.phone, account.phone) : undefined,
    );
    const values = {
      name: account.name,
      role: account.role,
      email: account.email ?? null,
      phone: account.phone ?? null,
      passwordHash: await hashPassword(account.password),
      shift: account.shift || null,
      wagePerHour: account.wagePerHour,
      hoursThisMonth: account.hoursThisMonth,
      extraShift: account.extraShift ?? false,
      active: account.active ?? true,
      awaitingApproval: account.awaitingApproval ?? false,
      updatedAt: new Date(),
    };
    const [existing] = await db.select({ id: users.id }).from(users).where(contact).limit(1);
    if (existing) {
      await db.update(users).set(values).where(eq(users.id, existing.id));
    } else {
      await db.insert(users).values(values);
      added += 1;
    }
  }
  return added;
}

/** The month `back` months before the current one, as YYYY-MM. */
function monthsAgo(back: number): string {
  const [year, month] = wageMonthOf().split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Wage records: this month calculated from everyone's hours, and the two months before with hours
 * that vary a little around this month's (a steady, believable payroll). Re-running recalculates.
 */
export async function loadDemoWages(db: Db, accounts: DemoAccount[]): Promise<number> {
  const rows = await db
    .select({ id: users.id, phone: users.phone, email: users.email, active: users.active })
    .from(users);
  let written = 0;
  for (const [index, account] of accounts.entries()) {
    const user = rows.find((r) => (account.email ? r.email === account.email : r.phone === account.phone));
    if (!user || account.wagePerHour === 0) continue;
    for (const back of [2, 1]) {
      // Deterministic variation so a re-run writes the same figures.
      const swing = ((index * 7 + back * 5) % 11) - 5;
      const hoursWorked = Math.max(0, Math.min(200, 150 + swing * 3.5));
      await updateWage(db, user.id, {
        month: monthsAgo(back),
        hoursWorked,
        wagePerHour: account.wagePerHour,
        extraShift: hoursWorked > 165,
      });
      written += 1;
    }
  }
  written += (await calculateWages(db, {})).calculated;
  return written;
}

interface DemoAlert {
  type: AlertType | QuickAlertType;
  message: string;
  description?: string;
  priority: AlertPriority;
  hoursAgo: number;
  /** What it is about: a warehouse by name or a transport by package id. */
  target?: { inventory: string } | { transport: string };
  resolvedHoursAgo?: number;
}

/** Alerts raised by people over the past days; some dealt with already. */
export const DEMO_ALERTS: DemoAlert[] = [
  {
    type: 'maintenance',
    message: 'Forklift FL-02 is leaking hydraulic oil',
    description: 'Parked in Bay 2. Do not use it until the service engineer has been.',
    priority: 'high',
    hoursAgo: 5,
    target: { inventory: 'Okhla Phase II Warehouse' },
  },
  {
    type: 'inventoryMismatch',
    message: 'Cycle count short by 6 cartons of Toor Dal',
    description:
      'Count on Aisle A Rack 1 found 6 cartons fewer than the system shows. Recount before dispatch.',
    priority: 'medium',
    hoursAgo: 20,
    target: { inventory: 'Bhiwandi Central Godown' },
  },
  {
    type: 'routeDeviation',
    message: 'Truck left NH53 near Nagpur',
    description: 'The driver reports a diversion because of road work; expect a two-hour delay.',
    priority: 'low',
    hoursAgo: 30,
    target: { transport: 'GD-TR-1003' },
  },
  {
    type: 'security',
    message: 'CCTV camera at Gate 3 offline',
    description: 'No footage since 02:10. The guard is doing rounds every 30 minutes meanwhile.',
    priority: 'critical',
    hoursAgo: 2,
    target: { inventory: 'Whitefield Fulfilment Centre' },
  },
  {
    type: 'transportationDelay',
    message: 'Ship consignment held at Nhava Sheva customs',
    priority: 'medium',
    hoursAgo: 50,
    target: { transport: 'GD-ORD-2002' },
    resolvedHoursAgo: 26,
  },
  {
    type: 'unauthorizedAccess',
    message: 'Cold room door opened outside shift hours',
    description: 'Door sensor logged 23:47; the night supervisor checked and found nothing missing.',
    priority: 'high',
    hoursAgo: 70,
    target: { inventory: 'Bhiwandi Central Godown' },
    resolvedHoursAgo: 64,
  },
  {
    type: 'system',
    message: 'Nightly backup finished late',
    priority: 'low',
    hoursAgo: 96,
    resolvedHoursAgo: 90,
  },
];

/**
 * Raises the demo alerts (once: an alert whose message is already there is skipped), back-dated,
 * then lets the system checks raise what the data calls for (expired stock, overwork).
 */
export async function loadDemoAlerts(db: Db, raisedBy: string): Promise<number> {
  const present = new Set(
    (
      await db
        .select({ message: alerts.message })
        .from(alerts)
        .where(
          inArray(
            alerts.message,
            DEMO_ALERTS.map((a) => a.message),
          ),
        )
    ).map((a) => a.message),
  );
  const [warehouses, consignments] = await Promise.all([
    db.select({ id: inventories.id, name: inventories.name }).from(inventories),
    db.select({ id: transports.id, name: transports.packageId }).from(transports),
  ]);
  const idOf = (target: DemoAlert['target']) => {
    if (!target) return undefined;
    if ('inventory' in target) return warehouses.find((w) => w.name === target.inventory)?.id;
    return consignments.find((t) => t.name === target.transport)?.id;
  };
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

  let added = 0;
  for (const demo of DEMO_ALERTS) {
    if (present.has(demo.message)) continue;
    const alert = await triggerAlert(
      db,
      {
        type: demo.type,
        message: demo.message,
        description: demo.description,
        priority: demo.priority,
        targetId: idOf(demo.target),
        triggeredOn: hoursAgo(demo.hoursAgo),
      },
      raisedBy,
    );
    if (demo.resolvedHoursAgo !== undefined) {
      await updateAlert(db, alert.id, { resolved: true });
      await db
        .update(alerts)
        .set({ resolvedAt: new Date(hoursAgo(demo.resolvedHoursAgo)) })
        .where(eq(alerts.id, alert.id));
    }
    added += 1;
  }
  await syncExpiredStockAlerts(db);
  await syncOverworkAlerts(db);
  return added;
}
