import type { Ledger } from "@/shared/api/ledger";
import { START_DATA_ELEMENT_ID, type StartData } from "@/shared/api/start-data";
import { fakeUser } from "./fake-current-user";
import { fakeSchool } from "./mock-api";

export const fakeLedger: Ledger = {
  _id: "ledger-1",
  ledgerName: "Class 10 A",
  className: "10",
  sessionYear: "2025-26",
  schoolOwnerId: fakeSchool._id,
  studentCount: 40,
  transactionCount: 120,
  outstanding: 1500,
  collected: 9000,
  owingCount: 2,
  createdAt: "2025-04-01T00:00:00.000Z",
  updatedAt: "2025-04-01T00:00:00.000Z",
};

export const fakeStartData: StartData = { user: fakeUser, school: fakeSchool, ledgers: [fakeLedger] };

/** The JSON block the server puts in a signed-in page's HTML (decision 0033), added to the test's document. */
export function addStartDataBlock(data: unknown = fakeStartData, text = JSON.stringify(data)) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = START_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}
