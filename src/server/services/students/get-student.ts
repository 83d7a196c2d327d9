import { sql } from "drizzle-orm";
import type { Student } from "../../../shared/api/student";
import type { Database, Transaction } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { NotFoundError } from "../errors";
import { studentWireColumns } from "./student-wire-json";

export async function getStudent(db: Database | Transaction, schoolId: string, studentId: string): Promise<Student> {
  const [row] = await selectRows<{ wire: string }>(
    db,
    sql`select row_to_json(p)::text as wire from (
      select ${studentWireColumns} from student s where s.school_id = ${schoolId} and s.id = ${studentId}
    ) p`,
  );
  if (!row) throw new NotFoundError("Student");
  return JSON.parse(row.wire) as Student;
}
