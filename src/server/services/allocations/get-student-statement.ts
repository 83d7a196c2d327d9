import { and, eq, isNull } from "drizzle-orm";
import type { Statement, StatementPayment } from "../../../shared/api/statement";
import { paiseToRupees } from "../../../shared/money";
import type { Database, Transaction } from "../../db/database";
import { feeHead, feeTransaction, paymentAllocation } from "../../db/schema";
import { requireOwnStudent } from "../students/require-own-student";
import { chargeOrder, paymentOrder } from "./charge-order";

/**
 * A student's charges with what payments settled of each, and each payment's allocations, as the
 * allocation rows say (they are re-settled by every write, so they are read as they are).
 */
export async function getStudentStatement(
  db: Database | Transaction,
  schoolId: string,
  studentId: string,
): Promise<Statement> {
  await requireOwnStudent(db, schoolId, studentId);
  const ofStudent = and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.studentId, studentId));
  const [charges, payments, allocations] = await Promise.all([
    db
      .select({
        id: feeTransaction.id,
        transactionDate: feeTransaction.transactionDate,
        description: feeTransaction.description,
        dueDate: feeTransaction.dueDate,
        period: feeTransaction.period,
        amountPaise: feeTransaction.amountPaise,
        concessionPaise: feeTransaction.concessionPaise,
        concessionCategory: feeTransaction.concessionCategory,
        headName: feeHead.name,
        headNameHi: feeHead.nameHi,
        tuition: feeHead.tuition,
      })
      .from(feeTransaction)
      .leftJoin(feeHead, and(eq(feeHead.schoolId, feeTransaction.schoolId), eq(feeHead.id, feeTransaction.feeHeadId)))
      .where(and(ofStudent, eq(feeTransaction.type, "debit")))
      .orderBy(...chargeOrder),
    db
      .select({
        id: feeTransaction.id,
        transactionDate: feeTransaction.transactionDate,
        receiptNo: feeTransaction.receiptNo,
        amountPaise: feeTransaction.amountPaise,
      })
      .from(feeTransaction)
      .where(and(ofStudent, eq(feeTransaction.type, "credit"), isNull(feeTransaction.cancelledAt)))
      .orderBy(...paymentOrder),
    db
      .select({
        paymentId: paymentAllocation.paymentId,
        chargeId: paymentAllocation.chargeId,
        amountPaise: paymentAllocation.amountPaise,
        named: paymentAllocation.named,
      })
      .from(paymentAllocation)
      .innerJoin(
        feeTransaction,
        and(eq(feeTransaction.schoolId, paymentAllocation.schoolId), eq(feeTransaction.id, paymentAllocation.chargeId)),
      )
      .where(and(eq(paymentAllocation.schoolId, schoolId), eq(feeTransaction.studentId, studentId))),
  ]);
  const chargeIndex = new Map(charges.map((charge, index) => [charge.id, index]));
  allocations.sort((a, b) => chargeIndex.get(a.chargeId)! - chargeIndex.get(b.chargeId)!);
  const settledPaise = new Map<string, bigint>();
  const byPayment = new Map<string, StatementPayment["allocations"]>();
  for (const allocation of allocations) {
    settledPaise.set(allocation.chargeId, (settledPaise.get(allocation.chargeId) ?? 0n) + allocation.amountPaise);
    const list = byPayment.get(allocation.paymentId) ?? [];
    list.push({
      transactionId: allocation.chargeId,
      amount: paiseToRupees(allocation.amountPaise),
      named: allocation.named,
    });
    byPayment.set(allocation.paymentId, list);
  }
  let balancePaise = 0n;
  for (const charge of charges) balancePaise += charge.amountPaise;
  for (const payment of payments) balancePaise -= payment.amountPaise;
  return {
    charges: charges.map((charge) => {
      const settled = settledPaise.get(charge.id) ?? 0n;
      return {
        transactionId: charge.id,
        transactionDate: charge.transactionDate,
        description: charge.description,
        feeHeadName: charge.headName ?? "",
        feeHeadNameHi: charge.headNameHi ?? "",
        tuition: charge.tuition ?? false,
        period: charge.period,
        dueDate: charge.dueDate ?? charge.transactionDate,
        grossAmount: paiseToRupees(charge.amountPaise + charge.concessionPaise),
        concessionAmount: paiseToRupees(charge.concessionPaise),
        concessionCategory: charge.concessionCategory,
        amount: paiseToRupees(charge.amountPaise),
        settled: paiseToRupees(settled),
        outstanding: paiseToRupees(charge.amountPaise - settled),
      };
    }),
    payments: payments.map((payment) => ({
      transactionId: payment.id,
      transactionDate: payment.transactionDate,
      receiptNo: payment.receiptNo,
      amount: paiseToRupees(payment.amountPaise),
      allocations: byPayment.get(payment.id) ?? [],
    })),
    balance: paiseToRupees(balancePaise),
  };
}
