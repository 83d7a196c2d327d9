import type { DemandSlip } from "@/shared/api/demand-slip";
import type { BillsSchool } from "./bills-input";

/** Sample data for the tests and the benchmark (never shipped: only test and bench files import it). */
export const sampleSchool: BillsSchool = {
  name: "Saraswati Vidya Mandir",
  address: "Station Road, Sitamarhi, Bihar 843301",
  contactNumber: "9876543210",
  upiVpa: "svm.sitamarhi@okaxis",
};

export function sampleSlip(overrides: Partial<DemandSlip> = {}): DemandSlip {
  return {
    slipNo: "251122-0001",
    date: "2025-11-22",
    dueDate: "2025-12-02",
    studentId: "student-1",
    studentName: "Aarav Sharma",
    fatherName: "Rakesh Sharma",
    rollNumber: "1",
    className: "10",
    ledgerName: "Class 10 A",
    sessionYear: "2025-26",
    feesDetails: [{ particular: "Tuition Fee November", amount: 1500 }],
    totalMoneyReceive: 0,
    ...overrides,
  };
}

const FIRST = ["Aarav", "Priya", "Rohan", "Ananya", "Vivaan", "Diya", "काव्या", "आदित्य", "Ishaan", "Meera"];
const LAST = ["Sharma", "Verma", "Gupta", "Singh", "मिश्रा", "यादव", "Kumar", "Jha"];
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

/**
 * A school's worth of slips: `lines` Dues per student (every fourth described in Hindi) and, when
 * `received` is set, money received that leaves a balance. About a third of the names have a
 * Devanagari part, so a run shapes Hindi as a real school's would.
 */
export function sampleSlips(count: number, lines: number, received = true): DemandSlip[] {
  return Array.from({ length: count }, (_, i) => {
    const feesDetails = Array.from({ length: lines }, (_, line) => ({
      particular: line % 4 === 3 ? `शुल्क ${MONTHS[line % 12]}` : `Tuition Fee ${MONTHS[line % 12]}`,
      amount: 1200 + ((i + line) % 7) * 150 + (line % 3 === 0 ? 0.5 : 0),
    }));
    const serial = String(i + 1).padStart(4, "0");
    return sampleSlip({
      slipNo: `251122-${serial}`,
      studentId: `student-${i + 1}`,
      studentName: `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`,
      fatherName: `${FIRST[(i + 3) % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`,
      rollNumber: String((i % 60) + 1),
      className: String(6 + (Math.floor(i / 60) % 7)),
      ledgerName: `Class ${6 + (Math.floor(i / 60) % 7)} ${"ABC"[Math.floor(i / 420) % 3]}`,
      feesDetails,
      totalMoneyReceive: received ? lines * 1000 : 0,
    });
  });
}
