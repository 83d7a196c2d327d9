import { describe, expect, it } from "vitest";
import * as messages from "@/shared/rules/messages";
import { validationHi } from "./validation";

describe("validation texts", () => {
  it("has Hindi for every message the shared schemas send", () => {
    const missing = Object.entries(messages)
      .filter(([, message]) => typeof message === "string" && !validationHi[message])
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
