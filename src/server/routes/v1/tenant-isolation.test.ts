import { beforeAll, expect, it } from "vitest";
import type { Ledger } from "../../../shared/api/ledger";
import type { Student } from "../../../shared/api/student";
import type { Transaction } from "../../../shared/api/transaction";
import {
  addLedger,
  addStudent,
  addTransaction,
  dataOf,
  directorWithSchool,
  staffOf,
  type Director,
} from "../../test/fixtures";
import { signPayment } from "../../services/payments/signatures";
import { photoBlob } from "../../test/jpeg-photo";
import { csvFile, readWorkbook, upload } from "../../test/sheet-files";
import { createTestApp, TEST_PAYMENT_SECRETS } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";
import { todayInIndia } from "../../../shared/rules/calendar-date";

interface OwnerIds {
  orderId: string;
  userId: string;
  schoolId: string;
  ledgerId: string;
  studentId: string;
  transactionId: string;
  invitationId: string;
  staffUserId: string;
  feePlanId: string;
  feeHeadId: string;
  roundId: string;
  claimId: string;
}

/** The guardian phone of the first school's students (the fixture's); the intruder's students have another. */
const OWNER_PHONE = "9876543210";

/** Routes that need no session or have no tenant data. */
const PUBLIC_ROUTES = new Set([
  "GET /api/v1/health",
  "GET /api/v1/openapi.json",
  "GET /api/v1/site-info",
  "GET /api/v1/plans",
  // Signed by the gateway, not by a session; the order it names decides the school.
  "POST /api/v1/payments/webhook",
]);

const studentBody = (ids: OwnerIds) => ({
  name: "Intruder",
  phoneNumber: "9876543210",
  ledgerOwnerId: ids.ledgerId,
  schoolOwnerId: ids.schoolId,
});
const details = { schoolName: "Taken over", directorName: "X", contactNumber: "9876543210", address: "Y" };

/**
 * `role`: what the route declares — "owner" (the owner only), "staff" (any member), "none" (the
 * signed-in user's own affairs, no school needed). `ownScope`: the route names no foreign id and
 * answers the caller's own school instead of a 404 (its body must hold nothing of the first school).
 */
interface RouteCase {
  role: "owner" | "staff" | "none";
  ownScope?: boolean;
  /** An event stream: only its status is checked, then it is closed (it never ends by itself). */
  stream?: boolean;
  build: (ids: OwnerIds) => { path: string; body?: unknown };
}

/**
 * Every tenant route, called with the first school's ids. A new route must be added here: the test
 * below fails for any route of the app that has no entry.
 */
const MATRIX: Record<string, RouteCase> = {
  "GET /api/v1/school/uid/:uid": { role: "none", build: (ids) => ({ path: `/api/v1/school/uid/${ids.userId}` }) },
  "POST /api/v1/school/add": {
    role: "none",
    build: (ids) => ({ path: "/api/v1/school/add", body: { ...details, uid: ids.userId } }),
  },
  "PUT /api/v1/school/:schoolId": {
    role: "owner",
    build: (ids) => ({ path: `/api/v1/school/${ids.schoolId}`, body: details }),
  },
  "GET /api/v1/ledger/:schoolId": { role: "staff", build: (ids) => ({ path: `/api/v1/ledger/${ids.schoolId}` }) },
  "POST /api/v1/ledger/add": {
    role: "staff",
    build: (ids) => ({
      path: "/api/v1/ledger/add",
      body: { schoolOwnerId: ids.schoolId, ledgerName: "L", className: "C", sessionYear: "2025-26" },
    }),
  },
  "PUT /api/v1/ledger/:ledgerId": {
    role: "staff",
    build: (ids) => ({
      path: `/api/v1/ledger/${ids.ledgerId}`,
      body: { ledgerName: "L", className: "C", sessionYear: "2025-26" },
    }),
  },
  "DELETE /api/v1/ledger/:ledgerId": { role: "owner", build: (ids) => ({ path: `/api/v1/ledger/${ids.ledgerId}` }) },
  "GET /api/v1/student/ledger/:ledgerOwnerId": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/student/ledger/${ids.ledgerId}?page=1&limit=100` }),
  },
  // The owner's and the intruder's students are both "Aarav Sharma": only the caller's own may come back.
  "GET /api/v1/students/search": {
    role: "staff",
    ownScope: true,
    build: () => ({ path: "/api/v1/students/search?q=aarav" }),
  },
  "GET /api/v1/student/:studentId": { role: "staff", build: (ids) => ({ path: `/api/v1/student/${ids.studentId}` }) },
  "POST /api/v1/student/add": {
    role: "staff",
    build: (ids) => ({ path: "/api/v1/student/add", body: studentBody(ids) }),
  },
  "PUT /api/v1/student/:studentId": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/student/${ids.studentId}`, body: studentBody(ids) }),
  },
  "DELETE /api/v1/student/:studentId": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/student/${ids.studentId}` }),
  },
  // The first school's student has a photo, so a 404 here comes from the school check, not from its absence.
  "GET /api/v1/student/:studentId/photo": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/student/${ids.studentId}/photo` }),
  },
  "PUT /api/v1/student/:studentId/photo": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/student/${ids.studentId}/photo`, body: photoBlob() }),
  },
  "DELETE /api/v1/student/:studentId/photo": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/student/${ids.studentId}/photo` }),
  },
  "GET /api/v1/student/:studentId/statement": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/student/${ids.studentId}/statement` }),
  },
  "GET /api/v1/student/:studentId/tuition-certificate": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/student/${ids.studentId}/tuition-certificate?year=2025-26` }),
  },
  "GET /api/v1/ledger/:ledgerId/tuition-certificates": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/ledger/${ids.ledgerId}/tuition-certificates?year=2025-26` }),
  },
  "GET /api/v1/transactions/student/:studentId": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/transactions/student/${ids.studentId}` }),
  },
  "POST /api/v1/transactions/add": {
    role: "staff",
    build: (ids) => ({
      path: "/api/v1/transactions/add",
      body: { studentOwnerId: ids.studentId, amount: 1, transactionDate: "2025-04-01" },
    }),
  },
  "PUT /api/v1/transactions/:transactionId": {
    role: "staff",
    build: (ids) => ({
      path: `/api/v1/transactions/${ids.transactionId}`,
      body: { amount: 1, transactionDate: "2025-04-01" },
    }),
  },
  "DELETE /api/v1/transactions/:transactionId": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/transactions/${ids.transactionId}` }),
  },
  "POST /api/v1/transactions/:transactionId/cancel": {
    role: "owner",
    build: (ids) => ({ path: `/api/v1/transactions/${ids.transactionId}/cancel`, body: { reason: "Intruder" } }),
  },
  "GET /api/v1/student/student/transaction/:studentId": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/student/student/transaction/${ids.studentId}` }),
  },
  "GET /api/v1/student/ledger/transaction/:ledgerOwnerId": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/student/ledger/transaction/${ids.ledgerId}` }),
  },
  "GET /api/v1/student/school/transaction/:schoolId": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/student/school/transaction/${ids.schoolId}` }),
  },
  "GET /api/v1/members": { role: "owner", ownScope: true, build: () => ({ path: "/api/v1/members" }) },
  "POST /api/v1/members/invitations": {
    role: "owner",
    ownScope: true,
    build: () => ({ path: "/api/v1/members/invitations", body: { email: `probe-${crypto.randomUUID()}@example.com` } }),
  },
  "DELETE /api/v1/members/invitations/:id": {
    role: "owner",
    build: (ids) => ({ path: `/api/v1/members/invitations/${ids.invitationId}` }),
  },
  "DELETE /api/v1/members/:userId": { role: "owner", build: (ids) => ({ path: `/api/v1/members/${ids.staffUserId}` }) },
  "GET /api/v1/invitations": { role: "none", ownScope: true, build: () => ({ path: "/api/v1/invitations" }) },
  // The caller's own preferences: no id to name, and nothing of any school in them.
  "GET /api/v1/me/preferences": { role: "none", ownScope: true, build: () => ({ path: "/api/v1/me/preferences" }) },
  "PUT /api/v1/me/preferences": {
    role: "none",
    ownScope: true,
    build: () => ({ path: "/api/v1/me/preferences", body: { language: "hi" } }),
  },
  "POST /api/v1/invitations/:id/accept": {
    role: "none",
    build: (ids) => ({ path: `/api/v1/invitations/${ids.invitationId}/accept` }),
  },
  "POST /api/v1/invitations/:id/decline": {
    role: "none",
    build: (ids) => ({ path: `/api/v1/invitations/${ids.invitationId}/decline` }),
  },
  "GET /api/v1/wallet": { role: "staff", ownScope: true, build: () => ({ path: "/api/v1/wallet" }) },
  "GET /api/v1/wallet/entries": {
    role: "owner",
    ownScope: true,
    build: () => ({ path: "/api/v1/wallet/entries?page=1" }),
  },
  "POST /api/v1/print-jobs": {
    role: "staff",
    ownScope: true,
    build: () => ({ path: "/api/v1/print-jobs", body: { tool: "omr-sheet" } }),
  },
  "POST /api/v1/payments/orders": {
    role: "owner",
    ownScope: true,
    build: () => ({ path: "/api/v1/payments/orders", body: { planId: "coins-200" } }),
  },
  "GET /api/v1/events": { role: "staff", ownScope: true, stream: true, build: () => ({ path: "/api/v1/events" }) },
  "GET /api/v1/payments/:orderId": { role: "owner", build: (ids) => ({ path: `/api/v1/payments/${ids.orderId}` }) },
  "POST /api/v1/payments/verify": {
    role: "owner",
    build: (ids) => ({
      path: "/api/v1/payments/verify",
      body: {
        razorpay_order_id: ids.orderId,
        razorpay_payment_id: "pay_intruder0000001",
        razorpay_signature: signPayment(ids.orderId, "pay_intruder0000001", TEST_PAYMENT_SECRETS.keySecret),
      },
    }),
  },
  "GET /api/v1/activity": {
    role: "owner",
    ownScope: true,
    build: (ids) => ({ path: `/api/v1/activity?userId=${ids.userId}&studentId=${ids.studentId}` }),
  },
  "POST /api/v1/ledger/:ledgerId/import": {
    role: "staff",
    build: (ids) => ({
      path: `/api/v1/ledger/${ids.ledgerId}/import`,
      body: upload(
        csvFile([
          ["Name", "Phone"],
          ["Intruder", "9876543210"],
        ]),
      ),
    }),
  },
  "GET /api/v1/ledger/:ledgerId/export.csv": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/ledger/${ids.ledgerId}/export.csv` }),
  },
  "GET /api/v1/ledger/:ledgerId/export.xlsx": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/ledger/${ids.ledgerId}/export.xlsx` }),
  },
  "POST /api/v1/ledger/:ledgerId/rollover": {
    role: "staff",
    build: (ids) => ({
      path: `/api/v1/ledger/${ids.ledgerId}/rollover`,
      body: { ledgerName: "L", className: "C", sessionYear: "2026-27", carryBalances: true },
    }),
  },
  "GET /api/v1/import-template.xlsx": {
    role: "staff",
    ownScope: true,
    build: () => ({ path: "/api/v1/import-template.xlsx?language=hi" }),
  },
  "GET /api/v1/school/export.xlsx": {
    role: "owner",
    ownScope: true,
    build: () => ({ path: "/api/v1/school/export.xlsx" }),
  },
  "POST /api/v1/ledger/:ledgerId/dues": {
    role: "staff",
    build: (ids) => ({
      path: `/api/v1/ledger/${ids.ledgerId}/dues`,
      body: { amount: 1, transactionDate: "2025-04-01" },
    }),
  },
  "GET /api/v1/dues/defaulters": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/dues/defaulters?ledgerId=${ids.ledgerId}` }),
  },
  "GET /api/v1/dues/defaulters.csv": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/dues/defaulters.csv?ledgerId=${ids.ledgerId}` }),
  },
  "GET /api/v1/dues/defaulters.xlsx": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/dues/defaulters.xlsx?ledgerId=${ids.ledgerId}` }),
  },
  "POST /api/v1/reminders": {
    role: "staff",
    build: (ids) => ({ path: "/api/v1/reminders", body: { studentId: ids.studentId } }),
  },
  "GET /api/v1/ledger/:ledgerId/fee-plans": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/ledger/${ids.ledgerId}/fee-plans` }),
  },
  "POST /api/v1/ledger/:ledgerId/fee-plans": {
    role: "staff",
    build: (ids) => ({
      path: `/api/v1/ledger/${ids.ledgerId}/fee-plans`,
      body: { description: "Intruder", amount: 1, schedule: "monthly", dayOfMonth: 1 },
    }),
  },
  "POST /api/v1/ledger/:ledgerId/fee-plans/post-due": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/ledger/${ids.ledgerId}/fee-plans/post-due`, body: { month: "2025-11" } }),
  },
  "DELETE /api/v1/fee-plans/:id": { role: "staff", build: (ids) => ({ path: `/api/v1/fee-plans/${ids.feePlanId}` }) },
  "PUT /api/v1/fee-plans/:id": {
    role: "owner",
    build: (ids) => ({
      path: `/api/v1/fee-plans/${ids.feePlanId}`,
      body: { description: "Intruder", amount: 1, schedule: "monthly", dayOfMonth: 1 },
    }),
  },
  "POST /api/v1/transactions/:id/waive-fine": {
    role: "owner",
    build: (ids) => ({ path: `/api/v1/transactions/${ids.transactionId}/waive-fine`, body: { reason: "Intruder" } }),
  },
  // Any member reads the school's own heads; only the owner changes them.
  "GET /api/v1/fee-heads": { role: "staff", ownScope: true, build: () => ({ path: "/api/v1/fee-heads" }) },
  "POST /api/v1/fee-heads": {
    role: "owner",
    ownScope: true,
    build: () => ({ path: "/api/v1/fee-heads", body: { name: "Intruder fee" } }),
  },
  "PUT /api/v1/fee-heads/:id": {
    role: "owner",
    build: (ids) => ({ path: `/api/v1/fee-heads/${ids.feeHeadId}`, body: { name: "Taken over" } }),
  },
  "DELETE /api/v1/fee-heads/:id": { role: "owner", build: (ids) => ({ path: `/api/v1/fee-heads/${ids.feeHeadId}` }) },
  "GET /api/v1/ledger/:ledgerId/concessions": {
    role: "owner",
    build: (ids) => ({ path: `/api/v1/ledger/${ids.ledgerId}/concessions` }),
  },
  "GET /api/v1/student/:studentId/concessions": {
    role: "owner",
    build: (ids) => ({ path: `/api/v1/student/${ids.studentId}/concessions` }),
  },
  "PUT /api/v1/student/:studentId/concessions": {
    role: "owner",
    build: (ids) => ({
      path: `/api/v1/student/${ids.studentId}/concessions`,
      body: [{ feeHeadId: ids.feeHeadId, kind: "percent", value: 100, category: "rte" }],
    }),
  },
  "POST /api/v1/student/:studentId/refunds": {
    role: "owner",
    build: (ids) => ({
      path: `/api/v1/student/${ids.studentId}/refunds`,
      body: { amount: 1, reason: "Taken over", paymentMode: "cash", date: "2025-11-20" },
    }),
  },
  // The day book names a ledger only as a filter; closing and reopening name a date of the caller's own school.
  "GET /api/v1/day-book": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/day-book?from=2025-11-01&to=2025-11-30&ledgerId=${ids.ledgerId}` }),
  },
  "GET /api/v1/day-book.xlsx": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/day-book.xlsx?from=2025-11-01&to=2025-11-30&ledgerId=${ids.ledgerId}` }),
  },
  "GET /api/v1/day-book/closes": {
    role: "staff",
    ownScope: true,
    build: () => ({ path: "/api/v1/day-book/closes?month=2025-11" }),
  },
  "GET /api/v1/day-book/summary": {
    role: "owner",
    ownScope: true,
    build: () => ({ path: "/api/v1/day-book/summary?date=2025-11-20" }),
  },
  "POST /api/v1/day-book/:date/close": {
    role: "owner",
    ownScope: true,
    build: () => ({ path: "/api/v1/day-book/2025-11-20/close", body: { cashCounted: 0 } }),
  },
  "POST /api/v1/day-book/:date/reopen": {
    role: "owner",
    ownScope: true,
    build: () => ({ path: "/api/v1/day-book/2025-11-20/reopen", body: { reason: "Counted again" } }),
  },
  "GET /api/v1/dues/summary": {
    role: "staff",
    ownScope: true,
    build: () => ({ path: "/api/v1/dues/summary?session=2025-26" }),
  },
  // A family is its phone: the intruder's student has another number, so their school has no such family.
  "POST /api/v1/families/:phone/promise": {
    role: "staff",
    build: () => ({
      path: `/api/v1/families/${OWNER_PHONE}/promise`,
      body: { date: todayInIndia(), note: "Taken over" },
    }),
  },
  "GET /api/v1/dues/promises": { role: "staff", ownScope: true, build: () => ({ path: "/api/v1/dues/promises" }) },
  "POST /api/v1/reminder-rounds": {
    role: "staff",
    build: (ids) => ({ path: "/api/v1/reminder-rounds", body: { ledgerId: ids.ledgerId } }),
  },
  "GET /api/v1/reminder-rounds/:roundId": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/reminder-rounds/${ids.roundId}` }),
  },
  "POST /api/v1/reminder-rounds/:roundId/families/:phone/sent": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/reminder-rounds/${ids.roundId}/families/${OWNER_PHONE}/sent` }),
  },
  // A statement names no family: the review reads the caller's own school; confirming names the family.
  "POST /api/v1/bank-statements": {
    role: "staff",
    ownScope: true,
    build: () => ({
      path: "/api/v1/bank-statements?dryRun=true",
      body: upload(
        csvFile([
          ["Date", "Narration", "Deposit Amt."],
          ["20/11/25", "UPI fee", "1,500.00"],
        ]),
      ),
    }),
  },
  "POST /api/v1/bank-statements/confirm": {
    role: "staff",
    build: () => ({
      path: "/api/v1/bank-statements/confirm",
      body: { credits: [{ date: "2025-11-20", amount: 1, reference: null, narration: "Probe", phone: OWNER_PHONE }] },
    }),
  },
  // Families (issue 29): the phone is the first school's; the intruder's students have another.
  "GET /api/v1/families": { role: "staff", ownScope: true, build: () => ({ path: "/api/v1/families?search=" }) },
  "POST /api/v1/families/:phone/link": {
    role: "staff",
    build: () => ({ path: `/api/v1/families/${OWNER_PHONE}/link` }),
  },
  "DELETE /api/v1/families/:phone/link": {
    role: "staff",
    build: () => ({ path: `/api/v1/families/${OWNER_PHONE}/link` }),
  },
  "GET /api/v1/payment-claims": {
    role: "staff",
    ownScope: true,
    build: () => ({ path: "/api/v1/payment-claims?status=pending" }),
  },
  "POST /api/v1/payment-claims/:claimId/confirm": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/payment-claims/${ids.claimId}/confirm` }),
  },
  "POST /api/v1/payment-claims/:claimId/reject": {
    role: "staff",
    build: (ids) => ({ path: `/api/v1/payment-claims/${ids.claimId}/reject`, body: { reason: "Taken over" } }),
  },
  "GET /api/v1/reminders/template": {
    role: "staff",
    ownScope: true,
    build: () => ({ path: "/api/v1/reminders/template" }),
  },
  "PUT /api/v1/reminders/template": {
    role: "owner",
    ownScope: true,
    build: () => ({ path: "/api/v1/reminders/template", body: { en: "Intruder {student}", hi: null } }),
  },
};

type Caller = "other school's owner" | "other school's staff" | "removed staff";

/** What a caller who is not the first school's member gets: never the first school's data. */
function expectedStatus(route: RouteCase, caller: Caller): number | "own" {
  if (route.role === "none") return route.ownScope ? "own" : 404;
  if (caller === "removed staff") return 404;
  if (route.role === "owner") return caller === "other school's staff" ? 403 : route.ownScope ? "own" : 404;
  return route.ownScope ? "own" : 404;
}

describeEachDatabase("tenant isolation", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let owner: Director;
  let ids: OwnerIds;
  let ownerSecrets: string[];
  const callers = {} as Record<Caller, Headers>;
  let ownStaff: Headers;
  let intruderLedgerId: string;
  beforeAll(async () => {
    api = createTestApp(database().db);
    owner = await directorWithSchool(api, "Owner School");
    const intruder = await directorWithSchool(api, "Intruder School");
    const ledger = await addLedger(api, owner);
    const student = await addStudent(api, owner, ledger);
    const transaction = await addTransaction(api, owner, student);
    await setPhoto(student._id);
    const staff = await staffOf(api, owner);
    const removed = await staffOf(api, owner);
    expect((await api.call("DELETE", `/api/v1/members/${removed.userId}`, owner.headers)).status).toBe(200);
    const order = await dataOf<{ orderId: string }>(
      await api.call("POST", "/api/v1/payments/orders", owner.headers, { planId: "coins-200" }),
    );
    const invitation = await dataOf<{ id: string }>(
      await api.call("POST", "/api/v1/members/invitations", owner.headers, { email: "invitee@example.com" }),
    );
    const feePlan = await newFeePlan(ledger._id);
    const feeHead = await dataOf<{ id: string }>(
      await api.call("POST", "/api/v1/fee-heads", owner.headers, { name: "Owner's own fee" }),
    );
    const round = await dataOf<{ id: string }>(await api.call("POST", "/api/v1/reminder-rounds", owner.headers, {}));
    ids = {
      orderId: order.orderId,
      userId: owner.userId,
      schoolId: owner.school._id,
      ledgerId: ledger._id,
      studentId: student._id,
      transactionId: transaction._id,
      invitationId: invitation.id,
      staffUserId: staff.userId,
      feePlanId: feePlan.id,
      feeHeadId: feeHead.id,
      roundId: round.id,
      claimId: await newClaim(),
    };
    ownerSecrets = [
      ids.schoolId,
      ids.ledgerId,
      ids.studentId,
      ids.transactionId,
      ids.invitationId,
      ids.feePlanId,
      ids.feeHeadId,
      ids.roundId,
      ids.claimId,
      staff.email,
      "invitee@example.com",
    ];
    ownStaff = staff.headers;
    // The intruder has data and staff of their own, so a 404 cannot come from having no school at all.
    const intruderLedger = await addLedger(api, intruder);
    intruderLedgerId = intruderLedger._id;
    await addStudent(api, intruder, intruderLedger, { phoneNumber: "9123456780" });
    callers["other school's owner"] = intruder.headers;
    callers["other school's staff"] = (await staffOf(api, intruder)).headers;
    callers["removed staff"] = removed.headers;
  });

  /** A parent's pending "I have paid" of the first school's family, sent from its page (a new link each time). */
  let claims = 0;
  const newClaim = async () => {
    const { url } = await dataOf<{ url: string }>(
      await api.call("POST", `/api/v1/families/${OWNER_PHONE}/link`, owner.headers),
    );
    const response = await api.app.request(`${new URL(url).pathname}/claims`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ utr: `4${String(++claims).padStart(11, "0")}`, amount: 1 }),
    });
    return dataOf<{ id: string }>(response).then((claim) => claim.id);
  };

  const setPhoto = async (studentId: string) =>
    expect((await api.call("PUT", `/api/v1/student/${studentId}/photo`, owner.headers, photoBlob())).status).toBe(200);

  const newFeePlan = async (ledgerId: string) =>
    dataOf<{ id: string }>(
      await api.call("POST", `/api/v1/ledger/${ledgerId}/fee-plans`, owner.headers, {
        description: "Tuition",
        amount: 100,
        schedule: "monthly",
        dayOfMonth: 1,
      }),
    );

  /** Everything the owner can see, to prove that nothing changed. */
  async function ownerSnapshot() {
    const get = async (path: string) => (await api.call("GET", path, owner.headers)).json();
    return {
      school: await get(`/api/v1/school/uid/${ids.userId}`),
      ledgers: (await get(`/api/v1/ledger/${ids.schoolId}`)) as { data: Ledger[] },
      students: (await get(`/api/v1/student/ledger/${ids.ledgerId}?limit=100`)) as { data: Student[] },
      transactions: (await get(`/api/v1/transactions/student/${ids.studentId}`)) as { data: Transaction[] },
      team: await get("/api/v1/members"),
      wallet: await get("/api/v1/wallet"),
      walletEntries: await get("/api/v1/wallet/entries"),
      order: await get(`/api/v1/payments/${ids.orderId}`),
      feePlans: await get(`/api/v1/ledger/${ids.ledgerId}/fee-plans`),
      feeHeads: await get("/api/v1/fee-heads"),
      claims: await get("/api/v1/payment-claims?status=pending"),
      concessions: await get(`/api/v1/student/${ids.studentId}/concessions`),
      photo: [
        ...new Uint8Array(
          await (await api.call("GET", `/api/v1/student/${ids.studentId}/photo`, owner.headers)).arrayBuffer(),
        ),
      ],
    };
  }

  it("has a matrix entry for every tenant route of the app", () => {
    const routes = api.app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/v1/"))
      .map((route) => `${route.method} ${route.path}`)
      .filter((key) => !PUBLIC_ROUTES.has(key));
    const unique = [...new Set(routes)];
    expect(unique.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !unique.includes(key))).toEqual([]);
  });

  for (const caller of ["other school's owner", "other school's staff", "removed staff"] as const) {
    it(`gives ${caller} nothing of the school for every route, and changes nothing`, async () => {
      const before = await ownerSnapshot();
      expect(before.transactions.data).toHaveLength(1);
      for (const [key, route] of Object.entries(MATRIX)) {
        const { path, body } = route.build(ids);
        const response = await api.call(key.split(" ")[0]!, path, callers[caller], body);
        const expected = expectedStatus(route, caller);
        if (route.stream && response.ok) {
          await response.body?.cancel();
          continue;
        }
        const text = await response.text();
        if (expected === "own") {
          expect({ route: key, ok: response.ok }).toEqual({ route: key, ok: true });
          expect(ownerSecrets.filter((secret) => text.includes(secret))).toEqual([]);
        } else {
          expect({ route: key, status: response.status }).toEqual({ route: key, status: expected });
          expect(JSON.parse(text)).toMatchObject({
            success: false,
            error: { code: expected === 403 ? "FORBIDDEN" : "NOT_FOUND" },
          });
        }
      }
      expect(await ownerSnapshot()).toEqual(before);
    });
  }

  it("lets the school's own staff do every daily route and refuses every owner route with 403", async () => {
    for (const [key, route] of Object.entries(MATRIX)) {
      if (route.role === "none") continue;
      // Fresh rows for each call, so a delete by one route leaves the next its own data.
      const ledger = await addLedger(api, owner, "Staff probe");
      const student = await addStudent(api, owner, ledger);
      // Staff delete only a Dues entry they added themselves today (issue 28): that one is theirs.
      const writer = key === "DELETE /api/v1/transactions/:transactionId" ? { ...owner, headers: ownStaff } : owner;
      const transaction = await addTransaction(api, writer, student);
      await setPhoto(student._id);
      const feePlan = key.includes("fee-plans") ? await newFeePlan(ledger._id) : { id: ids.feePlanId };
      const claimId = key.includes("payment-claims/:claimId") ? await newClaim() : ids.claimId;
      const { path, body } = route.build({
        ...ids,
        claimId,
        ledgerId: ledger._id,
        studentId: student._id,
        transactionId: transaction._id,
        feePlanId: feePlan.id,
      });
      const response = await api.call(key.split(" ")[0]!, path, ownStaff, body);
      if (route.stream) await response.body?.cancel();
      if (route.role === "staff") expect({ route: key, ok: response.ok }).toEqual({ route: key, ok: true });
      else
        expect({ route: key, status: response.status, body: await response.json() }).toMatchObject({
          route: key,
          status: 403,
          body: { error: { code: "FORBIDDEN" } },
        });
    }
  });

  it("exports the caller's own school only", async () => {
    const response = await api.call("GET", "/api/v1/school/export.xlsx", callers["other school's owner"]);
    expect(response.status).toBe(200);
    const text = await workbookText(response);
    for (const id of [ids.schoolId, ids.ledgerId, ids.studentId]) expect(text).not.toContain(id);
    expect(text).toContain(intruderLedgerId);
  });

  it("answers school-scoped routes with the caller's own data only", async () => {
    const before = await ownerSnapshot();
    const ownerTemplates = await (await api.call("GET", "/api/v1/reminders/template", owner.headers)).json();
    for (const key of [
      "GET /api/v1/dues/summary",
      "GET /api/v1/reminders/template",
      "PUT /api/v1/reminders/template",
    ]) {
      const { path, body } = MATRIX[key]!.build(ids);
      const response = await api.call(key.split(" ")[0]!, path, callers["other school's owner"], body);
      expect({ route: key, status: response.status }).toEqual({ route: key, status: 200 });
      const text = await response.text();
      for (const id of [ids.schoolId, ids.ledgerId, ids.studentId, ids.transactionId]) expect(text).not.toContain(id);
      expect(text).not.toContain("Owner School");
    }
    expect(await ownerSnapshot()).toEqual(before);
    expect(await (await api.call("GET", "/api/v1/reminders/template", owner.headers)).json()).toEqual(ownerTemplates);
  });
});

/** The text of a response, unzipped when it is an .xlsx, so ids inside the sheets can be searched. */
async function workbookText(response: Response): Promise<string> {
  return JSON.stringify([...(await readWorkbook(await response.arrayBuffer())).values()]);
}
