export * from "./auth";
export * from "./school";
export * from "./ledger";
export * from "./student";
export * from "./fee-transaction";
export * from "./collect-fees";
export * from "./team";
export * from "./wallet";
