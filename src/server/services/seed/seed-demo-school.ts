import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { feeTransaction, ledger, student, user } from "../../db/schema";
import { createSchool } from "../school/create-school";
import { getSchoolForUser } from "../school/get-school-for-user";
import { allocateStudentSerials } from "../students/allocate-student-serials";
import { settleStudents } from "../allocations/settle-students";

export interface SeedOptions {
  email: string;
  ledgers: number;
  studentsPerLedger: number;
  transactionsPerStudent: number;
}

export interface SeedResult {
  userId: string;
  schoolId: string;
  ledgerIds: string[];
  students: number;
  transactions: number;
}

const FIRST_NAMES = [
  "Aarav",
  "Vivaan",
  "Aditya",
  "Ananya",
  "Diya",
  "Ishaan",
  "Kavya",
  "Priya",
  "Rohan",
  "Saanvi",
  "अर्जुन",
  "सीता",
];
const LAST_NAMES = ["Sharma", "Verma", "Kumar", "Singh", "Yadav", "Mishra", "Jha", "Gupta", "प्रसाद"];
const MONTHS = [
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
  "January",
  "February",
  "March",
];
const INSERT_CHUNK = 1000;

/**
 * Fills a demo school quickly (bulk inserts in chunks) for trying the app and for benchmarks.
 * Reuses the user and school for `email` when they exist; always adds new ledgers.
 */
export async function seedDemoSchool(db: Database, options: SeedOptions): Promise<SeedResult> {
  const userId = await ensureUser(db, options.email);
  const school =
    (await getSchoolForUser(db, userId)) ??
    (await createSchool(
      db,
      { userId, email: options.email },
      {
        schoolName: "Bahi Demo Public School",
        directorName: "Demo Director",
        contactNumber: "9876543210",
        address: "Station Road, Dumra, Sitamarhi, Bihar 843301",
      },
    ));
  const ledgerIds: string[] = [];
  let students = 0;
  let transactions = 0;
  for (let l = 0; l < options.ledgers; l++) {
    const [row] = await db
      .insert(ledger)
      .values({ schoolId: school.id, name: `Class ${l + 1} A`, className: String(l + 1), sessionYear: "2025-26" })
      .returning({ id: ledger.id });
    ledgerIds.push(row!.id);
    const firstSerial = await allocateStudentSerials(db, school.id, options.studentsPerLedger);
    const studentRows = Array.from({ length: options.studentsPerLedger }, (_, i) => ({
      id: randomUUID(),
      schoolId: school.id,
      ledgerId: row!.id,
      serial: firstSerial + i,
      name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`,
      fatherName: `${FIRST_NAMES[(i + 3) % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`,
      motherName: `${FIRST_NAMES[(i + 5) % FIRST_NAMES.length]} Devi`,
      dateOfBirth: `201${i % 10}-0${(i % 9) + 1}-1${i % 10}`,
      rollNumber: String(i + 1),
      phoneNumber: `9${String(100_000_000 + i).padStart(9, "0")}`,
      address: "Ward 4, Sitamarhi",
    }));
    for (const chunk of chunks(studentRows, INSERT_CHUNK)) await db.insert(student).values(chunk);
    students += studentRows.length;
    const transactionRows = studentRows.flatMap((s, i) =>
      Array.from({ length: options.transactionsPerStudent }, (_, t) => {
        const month = Math.floor(t / 2) % 12;
        const isDue = t % 2 === 0;
        return {
          schoolId: school.id,
          studentId: s.id,
          amountPaise: BigInt(isDue ? 150_000 : 100_000 + (i % 5) * 10_000),
          description: isDue ? `Tuition fee, ${MONTHS[month]}` : `Paid, ${MONTHS[month]}`,
          type: isDue ? ("debit" as const) : ("credit" as const),
          transactionDate: `${month < 9 ? 2025 : 2026}-${String(((month + 3) % 12) + 1).padStart(2, "0")}-${isDue ? "01" : "10"}`,
        };
      }),
    );
    for (const chunk of chunks(transactionRows, INSERT_CHUNK)) await db.insert(feeTransaction).values(chunk);
    // Seeded payments settle their charges as if entered one by one.
    await db.transaction((tx) =>
      settleStudents(
        tx,
        school.id,
        studentRows.map((row) => row.id),
      ),
    );
    transactions += transactionRows.length;
  }
  return { userId, schoolId: school.id, ledgerIds, students, transactions };
}

async function ensureUser(db: Database, email: string): Promise<string> {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing) return existing.id;
  const id = randomUUID();
  // Marked verified so that signing in later with this e-mail links the account instead of refusing it.
  await db.insert(user).values({ id, email, name: "Demo Director", emailVerified: true });
  return id;
}

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
