import { parseArgs } from "node:util";
import { connectDatabase } from "../src/server/db/connect";
import { readEnv } from "../src/server/env";
import { seedDemoSchool } from "../src/server/services/seed/seed-demo-school";
import { StartupError } from "../src/server/startup-error";

/** `npm run seed -- --students 500 [--ledgers 1] [--transactions 4] [--email demo@bahi.local]` */
const { values } = parseArgs({
  options: {
    students: { type: "string", default: "200" },
    ledgers: { type: "string", default: "1" },
    transactions: { type: "string", default: "4" },
    email: { type: "string", default: "demo@bahi.local" },
  },
});

try {
  const env = readEnv();
  const connection = await connectDatabase(env.databaseUrl);
  const started = performance.now();
  const result = await seedDemoSchool(connection.db, {
    email: values.email,
    ledgers: Number(values.ledgers),
    studentsPerLedger: Number(values.students),
    transactionsPerStudent: Number(values.transactions),
  });
  await connection.close();
  console.log(
    `Seeded ${result.students} students and ${result.transactions} transactions in ${result.ledgerIds.length} ledger(s) ` +
      `for ${values.email} in ${Math.round(performance.now() - started)} ms. Sign in with that e-mail to see them.`,
  );
} catch (error) {
  console.error(error instanceof StartupError ? `Seeding failed: ${error.message}` : error);
  process.exit(1);
}
