// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TuitionCertificates } from "@/shared/api/tuition-certificate";
import type { PrintJob } from "../../../lib/print/print-document";
import { mockApi, ok } from "../../../components/testing/mock-api";
import { renderPage } from "../../../components/testing/render-page";
import { defaultFinancialYear, financialYearChoices } from "./financial-years";
import { TuitionCertificateDialog } from "./tuition-certificate-dialog";
import { TuitionCertificatesButton } from "./tuition-certificates-button";

const printDocument = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/print/print-document", () => ({ printDocument }));

const school = { name: "Saraswati Vidya Mandir", address: "Sitapur", contactNumber: "", directorName: "" };
const aarav = {
  certificateNo: "80C/2024-25/7",
  studentId: "student-1",
  studentName: "Aarav",
  fatherName: "Ramesh",
  rollNumber: "7",
  ledgerName: "Class 5",
  className: "5",
  heads: [{ feeHeadName: "Tuition fee", feeHeadNameHi: "ट्यूशन शुल्क", amount: 500 }],
  total: 500,
};
const answer = (year: string, certificates: TuitionCertificates["certificates"]) =>
  ok({ year, school, certificates } satisfies TuitionCertificates);

beforeEach(() => {
  printDocument.mockReset();
  printDocument.mockImplementation(async (job: PrintJob<unknown>) => ({ fileName: job.fileName, pageCount: 1 }));
});

describe("the financial year picker", () => {
  it("defaults to the running year from October and to the year just closed until September", () => {
    expect(defaultFinancialYear("2026-11-27")).toBe("2026-27");
    expect(defaultFinancialYear("2027-03-31")).toBe("2026-27");
    expect(defaultFinancialYear("2026-04-01")).toBe("2025-26");
    expect(defaultFinancialYear("2026-09-30")).toBe("2025-26");
    expect(defaultFinancialYear("2026-10-01")).toBe("2026-27");
    expect(financialYearChoices("2026-05-01")).toEqual([
      "2026-27",
      "2025-26",
      "2024-25",
      "2023-24",
      "2022-23",
      "2021-22",
    ]);
  });
});

describe("TuitionCertificateDialog", () => {
  it("fetches the chosen year's certificate and draws it as a PDF", async () => {
    mockApi({
      "GET /student/student-1/tuition-certificate": ({ url }) => answer(url.searchParams.get("year")!, [aarav]),
    });
    renderPage(
      <TuitionCertificateDialog
        scope={{ kind: "student", studentId: "student-1", name: "Aarav" }}
        open
        onOpenChange={() => {}}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText("Financial year"), "2024-25");
    await userEvent.click(screen.getByRole("button", { name: "Download certificate" }));
    await waitFor(() => expect(printDocument).toHaveBeenCalledTimes(1));
    const fetched = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(fetched.some((url) => url.endsWith("/student/student-1/tuition-certificate?year=2024-25"))).toBe(true);
    const job = printDocument.mock.calls[0]![0] as PrintJob<TuitionCertificates>;
    expect(job.data).toEqual({ year: "2024-25", school, certificates: [aarav] });
    expect(job.fileName).toBe("Tuition-Certificate-2024-25.pdf");
    expect(job.language).toBe("en");
    // The generator is the certificate's, loaded only when asked for.
    const generate = await job.loadGenerator();
    expect(generate.name).toBe("generateTuitionCertificates");
  });

  it("says so, and draws nothing, when no tuition was received in the year", async () => {
    mockApi({ "GET /student/student-1/tuition-certificate": ({ url }) => answer(url.searchParams.get("year")!, []) });
    renderPage(
      <TuitionCertificateDialog
        scope={{ kind: "student", studentId: "student-1", name: "Aarav" }}
        open
        onOpenChange={() => {}}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText("Financial year"), "2023-24");
    await userEvent.click(screen.getByRole("button", { name: "Download certificate" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "No tuition fee was received from Aarav in 2023-24: there is nothing to certify.",
    );
    expect(printDocument).not.toHaveBeenCalled();
  });
});

describe("TuitionCertificatesButton", () => {
  it("draws one ledger's certificates for the year, a page per student", async () => {
    mockApi({
      "GET /ledger/ledger-1/tuition-certificates": ({ url }) =>
        answer(url.searchParams.get("year")!, [aarav, { ...aarav, studentId: "student-2", studentName: "Diya" }]),
    });
    renderPage(<TuitionCertificatesButton ledgerId="ledger-1" />);
    await userEvent.click(screen.getByRole("button", { name: "Tuition fee certificates" }));
    await userEvent.selectOptions(await screen.findByLabelText("Financial year"), "2025-26");
    await userEvent.click(screen.getByRole("button", { name: "Download certificates" }));
    await waitFor(() => expect(printDocument).toHaveBeenCalledTimes(1));
    const job = printDocument.mock.calls[0]![0] as PrintJob<TuitionCertificates>;
    expect(job.data.year).toBe("2025-26");
    expect(job.data.certificates.map((certificate) => certificate.studentName)).toEqual(["Aarav", "Diya"]);
    expect(job.fileName).toBe("Tuition-Certificates-2025-26.pdf");
  });
});
