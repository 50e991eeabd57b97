// `npm run demo`: loads the demo data set into the configured database (DATABASE_URL, or the
// embedded database in DATA_DIR; stop the server first, the embedded database serves one process).
import { eq, or } from 'drizzle-orm';
import type { Role } from '@godown/shared';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from './open.js';
import { users } from './schema.js';
import { hashPassword } from '../modules/users/password.js';
import { DEMO_PRODUCTS, DEMO_WAREHOUSES, loadDemoStock } from './demo-stock.js';
import { DEMO_TRANSPORTS, loadDemoTransports } from './demo-transports.js';

interface DemoAccount {
  name: string;
  role: Role;
  email?: string;
  phone?: string;
  password: string;
  shift: string;
  wagePerHour: number;
  hoursThisMonth: number;
  extraShift?: boolean;
}

/** One account per role (two drivers), with Indian names, shifts and wages in rupees. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'Aarav Mehta',
    role: 'admin',
    email: 'admin@godown.in',
    password: 'admin123',
    shift: 'General (09:00-18:00)',
    wagePerHour: 450,
    hoursThisMonth: 140,
  },
  {
    name: 'Priya Sharma',
    role: 'staff',
    email: 'staff@godown.in',
    password: 'staff123',
    shift: 'Morning (06:00-14:00)',
    wagePerHour: 180,
    hoursThisMonth: 152,
  },
  {
    name: 'Rakesh Gupta',
    role: 'supplier',
    email: 'supplier@godown.in',
    password: 'supply123',
    shift: 'General (09:00-18:00)',
    wagePerHour: 220,
    hoursThisMonth: 96,
  },
  {
    name: 'Suresh Yadav',
    role: 'driver',
    phone: '9876500001',
    password: 'drive123',
    shift: 'Night (22:00-06:00)',
    wagePerHour: 160,
    hoursThisMonth: 172,
    extraShift: true,
  },
  {
    name: 'Manpreet Singh',
    role: 'driver',
    phone: '9876500002',
    password: 'drive123',
    shift: 'Morning (06:00-14:00)',
    wagePerHour: 170,
    hoursThisMonth: 148,
  },
];

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const { db } = database;
  try {
    console.log(`Loading demo data into ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}\n`);
    for (const account of DEMO_ACCOUNTS) {
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
        shift: account.shift,
        wagePerHour: account.wagePerHour,
        hoursThisMonth: account.hoursThisMonth,
        extraShift: account.extraShift ?? false,
        active: true,
        updatedAt: new Date(),
      };
      // Re-running resets the demo accounts to their known passwords and details.
      const [existing] = await db.select({ id: users.id }).from(users).where(contact).limit(1);
      if (existing) await db.update(users).set(values).where(eq(users.id, existing.id));
      else await db.insert(users).values(values);
    }
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@godown.in'));
    const added = await loadDemoStock(db, admin!.id);
    console.log(
      `Stock: ${added.products} of ${DEMO_PRODUCTS.length} demo products and ${added.warehouses} of ${DEMO_WAREHOUSES.length} warehouses added (the rest were already there).\n`,
    );
    const transportsAdded = await loadDemoTransports(db, admin!.id);
    console.log(
      `Logistics: ${transportsAdded} of ${DEMO_TRANSPORTS.length} demo transports and orders added, in every status.\n`,
    );
    console.log('Demo accounts (sign in at http://localhost:3000/login):');
    console.table(
      DEMO_ACCOUNTS.map((a) => ({
        role: a.role,
        name: a.name,
        'email or phone': a.email ?? a.phone,
        password: a.password,
      })),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
