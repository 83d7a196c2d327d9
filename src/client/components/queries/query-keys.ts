import type { StudentListQuery } from "@/shared/api/student";
import type { BillsScope } from "../../lib/demand-slips/bills-scope";

/**
 * The cache keys of the ledger, student and transaction screens, in one place because a change on
 * one screen must refresh another's (a new transaction changes the ledger's transactionCount).
 */
export const queryKeys = {
  ledgers: (schoolId: string) => ["ledgers", schoolId] as const,
  /** Prefixes over every school's ledger list, every student record, every transaction list: for a change that touches many. */
  everyLedgerList: () => ["ledgers"] as const,
  everyStudent: () => ["student"] as const,
  everyTransactionList: () => ["transactions"] as const,
  /** Without params: every page and search of the ledger, for invalidation. */
  students: (
    ledgerId: string,
    params?: Required<Pick<StudentListQuery, "page" | "limit" | "filter" | "sort">> & { search: string },
  ) => (params ? (["students", ledgerId, params] as const) : (["students", ledgerId] as const)),
  /** Every student of a ledger at once (pickers and dialogs that tick students); under the ledger's prefix, so its invalidations reach it. */
  allStudents: (ledgerId: string) => ["students", ledgerId, "all"] as const,
  student: (studentId: string) => ["student", studentId] as const,
  /** A stored photo's bytes by version: a new version is a new entry, never a stale one. */
  studentPhoto: (studentId: string, photoVersion: string) => ["studentPhoto", studentId, photoVersion] as const,
  transactions: (studentId: string) => ["transactions", studentId] as const,
  /** Every dues query (summary, defaulters pages): a reminder sent anywhere refreshes "last reminded". */
  dues: () => ["dues"] as const,
  reminderTemplates: () => ["reminder-templates"] as const,
  feePlans: (ledgerId: string) => ["fee-plans", ledgerId] as const,
  feeHeads: () => ["fee-heads"] as const,
  /** Every concession query (a student's, a ledger's): a change to one student's shows in both. */
  allConcessions: () => ["concessions"] as const,
  concessions: (studentId: string) => ["concessions", studentId] as const,
  ledgerConcessions: (ledgerId: string) => ["concessions", "ledger", ledgerId] as const,
  /** The header's school-wide search, one entry per (trimmed) query. */
  studentSearch: (q: string) => ["studentSearch", q] as const,
  /** Every slip list without a scope (for invalidation: a changed amount changes the slips), or one scope's. */
  demandSlips: (scope?: BillsScope) => (scope ? (["demandSlips", scope] as const) : (["demandSlips"] as const)),
  /** The activity log, one entry per filter and page. */
  activity: (params?: object) => (params ? (["activity", params] as const) : (["activity"] as const)),
};
