import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE } from "../../../shared/rules/messages";
import { addLedger, addStudent, addTransaction, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";
import { createV1Routes } from "./index";

const DEL = "Aarav\u007f";
const ESC = "\u001b[31mAarav";
const RLO_NAME = "\u202e=1+1\u202egnp";

/** Every leaf of a request schema a client can put text into, with where it sits. */
function textLeaves(schema: z.ZodType, at: string): { at: string; schema: z.ZodType }[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case "object":
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        textLeaves(field, `${at}.${key}`),
      );
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
      // Wrappers of an object or array are looked through; of a leaf, the whole field is the leaf.
      return isContainer(def.innerType as z.ZodType) ? textLeaves(def.innerType as z.ZodType, at) : [{ at, schema }];
    case "array":
      return textLeaves(def.element as z.ZodType, `${at}[]`);
    case "union":
      return (def.options as z.ZodType[]).some(isContainer)
        ? (def.options as z.ZodType[]).flatMap((option, index) => textLeaves(option, `${at}|${index}`))
        : [{ at, schema }];
    default:
      return [{ at, schema }];
  }
}

function isContainer(schema: z.ZodType): boolean {
  const { type, innerType } = schema._zod.def as { type: string; innerType?: z.ZodType };
  if (innerType) return isContainer(innerType);
  return type === "object" || type === "array" || type === "union";
}

describe("every text field of the API", () => {
  it("refuses DEL and ESC in every path parameter, query parameter and JSON body field of every route", () => {
    // Built only to read its route declarations: no request is served, so no dependency is used.
    const unused = {} as Parameters<typeof createV1Routes>[3];
    const v1 = createV1Routes(
      { legalName: "Bahi", supportPhone: "", supportEmail: "", operationalAddress: "" },
      () => Promise.resolve(null),
      (_c, next) => next(),
      { ...unused, gateway: null },
    );
    const leaves = v1.openAPIRegistry.definitions.flatMap((definition) => {
      if (definition.type !== "route") return [];
      const { method, path, request } = definition.route;
      const where = `${method.toUpperCase()} ${path}`;
      const content = request?.body?.content["application/json"];
      const json = content && "schema" in content ? (content.schema as z.ZodType) : undefined;
      return [
        ...(request?.params ? textLeaves(request.params as z.ZodType, `${where} params`) : []),
        ...(request?.query ? textLeaves(request.query as z.ZodType, `${where} query`) : []),
        ...(json ? textLeaves(json, `${where} body`) : []),
      ];
    });
    // The walk reaches the fields this test is about, so an empty walk cannot pass it.
    expect(leaves.map((leaf) => leaf.at)).toEqual(
      expect.arrayContaining([
        "POST /student/add body.name",
        "POST /transactions/add body.description",
        "GET /student/ledger/{ledgerOwnerId} query.search",
        "GET /school/uid/{uid} params.uid",
      ]),
    );
    const accepted = leaves.flatMap(({ at, schema }) =>
      [DEL, ESC]
        .filter((text) => schema.safeParse(text).success)
        .map((text) => `${at} accepts ${JSON.stringify(text)}`),
    );
    expect(accepted).toEqual([]);
  });
});

describeEachDatabase("control and bidi characters through the API", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
  });

  const issuesOf = async (response: Response) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
    expect(body.error.code).toBe("VALIDATION");
    return body.error.issues;
  };

  it("refuses DEL and ESC in a student's name, a transaction's description and a school's name with 400", async () => {
    const ledger = await addLedger(api, director);
    const student = await addStudent(api, director, ledger);
    for (const text of [DEL, ESC]) {
      const studentAdd = await api.call("POST", "/api/v1/student/add", director.headers, {
        name: text,
        phoneNumber: "9876543210",
        ledgerOwnerId: ledger._id,
        schoolOwnerId: director.school._id,
      });
      expect(await issuesOf(studentAdd)).toEqual([{ path: "name", message: CONTROL_CHARACTERS_MESSAGE }]);
      const transactionAdd = await api.call("POST", "/api/v1/transactions/add", director.headers, {
        studentOwnerId: student._id,
        amount: 100,
        description: `Tuition ${text}`,
        transactionType: "Debit",
        transactionDate: "2025-06-01",
      });
      expect(await issuesOf(transactionAdd)).toEqual([{ path: "description", message: CONTROL_CHARACTERS_MESSAGE }]);
      const schoolUpdate = await api.call("PUT", `/api/v1/school/${director.school._id}`, director.headers, {
        schoolName: text,
        directorName: "Ramesh Kumar",
        contactNumber: "9876543210",
        address: "Station Road",
      });
      expect(await issuesOf(schoolUpdate)).toEqual([{ path: "schoolName", message: CONTROL_CHARACTERS_MESSAGE }]);
    }
  });

  it("stores names and descriptions without right-to-left overrides, so the export shows what was typed", async () => {
    const school = await api.call("PUT", `/api/v1/school/${director.school._id}`, director.headers, {
      schoolName: "\u202eSaraswati\u202c Vidya Mandir",
      directorName: "Ramesh\u2066 Kumar\u2069",
      contactNumber: "9876543210",
      address: "Station Road",
    });
    expect(school.status).toBe(200);
    expect(await school.json()).toMatchObject({
      data: { schoolName: "Saraswati Vidya Mandir", directorName: "Ramesh Kumar" },
    });

    const ledger = await addLedger(api, director, "Class\u202e 9");
    expect(ledger.ledgerName).toBe("Class 9");
    const student = await addStudent(api, director, ledger, { name: RLO_NAME, fatherName: "Suresh\u202d" });
    const transaction = await addTransaction(api, director, student, { description: "Fee\u202e.png" });
    expect([student.name, student.fatherName, transaction.description]).toEqual(["=1+1gnp", "Suresh", "Fee.png"]);

    const listed = await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers);
    expect(await listed.json()).toMatchObject({ data: [{ description: "Fee.png" }] });
    const csv = await (await api.call("GET", `/api/v1/ledger/${ledger._id}/export.csv`, director.headers)).text();
    expect(csv).toContain("=1+1gnp");
    expect(csv).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
});
