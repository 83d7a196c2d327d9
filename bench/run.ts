import { loadavg } from "node:os";
import { benchBillsPdf } from "./bills-pdf.bench";
import { benchDayBook } from "./day-book.bench";
import { benchDues } from "./dues.bench";
import { benchFees } from "./fees.bench";
import { benchLighthouse } from "./lighthouse.bench";
import { benchLoginBundle } from "./login-bundle.bench";
import { benchOmrCheck } from "./omr-check.bench";
import { benchParentPage } from "./parent-page.bench";
import { benchPrintTools } from "./print-tools.bench";
import { benchServerStart } from "./server-start.bench";
import { benchSlipData } from "./slip-data.bench";
import { benchStudentImport } from "./student-import.bench";
import { benchStudentList } from "./student-list.bench";
import { benchWallet } from "./wallet.bench";

/** `npm run bench [-- name…]`: every benchmark, or the named ones (login, start, students, …). */
const benches: Record<string, () => Promise<void>> = {
  login: benchLoginBundle,
  start: benchServerStart,
  students: benchStudentList,
  slips: benchSlipData,
  bills: benchBillsPdf,
  print: benchPrintTools,
  wallet: benchWallet,
  import: benchStudentImport,
  dues: benchDues,
  fees: benchFees,
  "day-book": benchDayBook,
  omr: benchOmrCheck,
  lighthouse: benchLighthouse,
  "parent-page": benchParentPage,
};

/** The machine's load average (1, 5, 15 min): figures from a shared two-core machine mean little without it. */
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const before = load();
  await run();
  console.log(`  (${name}: load average ${before} before, ${load()} after)`);
}
