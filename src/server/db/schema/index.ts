export * from "./auth";
export * from "./school";
