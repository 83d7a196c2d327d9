import type { Ledger } from "../../shared/api/ledger";
import type { School } from "../../shared/api/school";
import type { Student } from "../../shared/api/student";
import type { Transaction } from "../../shared/api/transaction";
import type { createTestApp } from "./test-app";

type TestApi = ReturnType<typeof createTestApp>;

export interface Director {
  userId: string;
  headers: Headers;
  school: School;
}

async function dataOf<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T; error?: unknown };
  if (!response.ok || !body.success)
    throw new Error(`fixture call failed (${response.status}): ${JSON.stringify(body)}`);
  return body.data;
}

/** A signed-in director who has completed SchoolManager. */
export async function directorWithSchool(api: TestApi, schoolName = "Saraswati Vidya Mandir"): Promise<Director> {
  const { userId, headers } = await api.signIn();
  const school = await dataOf<School>(
    await api.call("POST", "/api/v1/school/add", headers, {
      schoolName,
      directorName: "Ramesh Kumar",
      contactNumber: "9876543210",
      address: "Station Road, Sitamarhi",
    }),
  );
  return { userId, headers, school };
}

export async function addLedger(api: TestApi, director: Director, ledgerName = "Class 10 A"): Promise<Ledger> {
  return dataOf<Ledger>(
    await api.call("POST", "/api/v1/ledger/add", director.headers, {
      schoolOwnerId: director.school._id,
      ledgerName,
      className: "10",
      sessionYear: "2025-26",
    }),
  );
}

export async function addStudent(
  api: TestApi,
  director: Director,
  ledger: Ledger,
  fields: Partial<Record<string, unknown>> = {},
): Promise<Student> {
  return dataOf<Student>(
    await api.call("POST", "/api/v1/student/add", director.headers, {
      name: "Aarav Sharma",
      fatherName: "Suresh Sharma",
      motherName: "Sunita Sharma",
      dateOfBirth: "2010-04-15",
      rollNumber: "1",
      phoneNumber: "9876543210",
      address: "Dumra",
      ledgerOwnerId: ledger._id,
      schoolOwnerId: director.school._id,
      ...fields,
    }),
  );
}

export async function addTransaction(
  api: TestApi,
  director: Director,
  student: Student,
  fields: Partial<Record<string, unknown>> = {},
): Promise<Transaction> {
  return dataOf<Transaction>(
    await api.call("POST", "/api/v1/transactions/add", director.headers, {
      studentOwnerId: student._id,
      amount: 1500,
      description: "Tuition fee, April",
      transactionType: "Debit",
      transactionDate: "2025-04-10",
      // Fixtures date entries freely; OUTSIDE_SESSION itself is tested in fee-heads.test.ts.
      outsideSession: true,
      ...fields,
    }),
  );
}

export { dataOf };

export interface StaffMember {
  userId: string;
  email: string;
  headers: Headers;
}

/** Someone the director invited who signed in and accepted: staff of the director's school. */
export async function staffOf(
  api: TestApi,
  director: Director,
  email = `staff-${crypto.randomUUID()}@example.com`,
): Promise<StaffMember> {
  const invitation = await dataOf<{ id: string }>(
    await api.call("POST", "/api/v1/members/invitations", director.headers, { email }),
  );
  const { userId, headers } = await api.signIn(email, "Staff Member");
  await dataOf(await api.call("POST", `/api/v1/invitations/${invitation.id}/accept`, headers));
  return { userId, email, headers };
}
