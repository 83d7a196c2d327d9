// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryRouter, Route, Routes, useParams } from "react-router";
import { STUDENT_SEARCH_PAGE_SIZE, type StudentSearchResult } from "@/shared/api/student-search";
import { mockApi, ok } from "../../../components/testing/mock-api";
// Its afterEach cleans up between tests (Vitest runs without globals).
import "../../../components/testing/render-page";
import { HeaderStudentSearch } from "./header-student-search";
import { STUDENT_SEARCH_DEBOUNCE_MS } from "./student-search-combobox";

const row = (id: string, name: string, extra: Partial<StudentSearchResult> = {}): StudentSearchResult => ({
  _id: id,
  name,
  fatherName: "Mohan Lal",
  rollNumber: "7",
  phoneNumber: "9876543210",
  ledgerId: "ledger-1",
  ledgerName: "Class 10 A",
  sessionYear: "2025-26",
  ...extra,
});

/** A search server over `students`: case-insensitive "contains", STUDENT_SEARCH_PAGE_SIZE a page. */
function searchServer(students: StudentSearchResult[]) {
  return mockApi({
    "GET /students/search": ({ url }) => {
      const q = url.searchParams.get("q")!.toLowerCase();
      const page = Number(url.searchParams.get("page"));
      const found = students.filter((s) =>
        [s.name, s.fatherName, s.rollNumber, s.phoneNumber].some((field) => field.toLowerCase().includes(q)),
      );
      const totalPages = Math.max(1, Math.ceil(found.length / STUDENT_SEARCH_PAGE_SIZE));
      return ok(found.slice((page - 1) * STUDENT_SEARCH_PAGE_SIZE, page * STUDENT_SEARCH_PAGE_SIZE), {
        currentPage: page,
        totalPages,
      });
    },
  });
}

function TransactionsOf() {
  return <p>Transactions of {useParams().studentId}</p>;
}

function renderHeaderSearch() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/"]}>
        <HeaderStudentSearch />
        <Routes>
          <Route path="/" element={<p>Ledgers</p>} />
          <Route path="/TransactionManager/:studentId" element={<TransactionsOf />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** jsdom applies no CSS, so both the box and the phone's icon are there; the first combobox is the header's box. */
const searchBox = () => screen.getAllByRole("combobox", { name: "Search all students" })[0]!;
const searchCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === "/students/search");

afterEach(async () => {
  await act(() => i18next.changeLanguage("en"));
});

describe("Header student search", () => {
  it("asks the server once per pause in typing, then lists the matches with their father, roll, phone and ledger", async () => {
    const { calls, fetchMock } = searchServer([
      row("s1", "Ravi Kumar"),
      // A ledger named with its session shows the session once, not "Class 5 2025-26, 2025-26".
      row("s2", "Ravina Das", { fatherName: "", rollNumber: "", ledgerName: "Class 5 2025-26" }),
      row("s3", "Sita Devi"),
    ]);
    const user = userEvent.setup();
    renderHeaderSearch();
    await user.type(searchBox(), "Rav");
    const listbox = await screen.findByRole("listbox", { name: "Students found" });
    const options = within(listbox).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Ravi KumarFather: Mohan Lal · Roll 7 · 9876543210Class 10 A, 2025-26",
      "Ravina Das9876543210Class 5 2025-26",
    ]);
    expect(searchBox()).toHaveAttribute("aria-expanded", "true");
    expect(searchBox()).toHaveAttribute("aria-controls", listbox.id);
    expect(screen.getByRole("status")).toHaveTextContent("2 students found");
    // Three keys typed inside the debounce window: one request, for the whole word.
    expect(searchCalls(calls)).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("/students/search"))).toEqual([
      "/api/v1/students/search?q=Rav&page=1",
    ]);
  });

  it("moves through the matches with the arrow keys and opens the chosen student's transactions with Enter", async () => {
    searchServer([row("s1", "Ravi Kumar"), row("s2", "Ravina Das"), row("s3", "Ravindra Singh")]);
    const user = userEvent.setup();
    renderHeaderSearch();
    await user.type(searchBox(), "ravi");
    const options = await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(searchBox()).toHaveAttribute("aria-activedescendant", options[1]!.id);
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    // Up from the first wraps to the last.
    expect(searchBox()).toHaveAttribute("aria-activedescendant", options[2]!.id);
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Transactions of s3")).toBeInTheDocument();
    expect(searchBox()).toHaveValue("");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("opens a match on click, and Enter without a choice takes the first match", async () => {
    searchServer([row("s1", "Ravi Kumar"), row("s2", "Sita Devi")]);
    const user = userEvent.setup();
    renderHeaderSearch();
    await user.type(searchBox(), "sita");
    await user.click(await screen.findByRole("option", { name: /Sita Devi/ }));
    expect(await screen.findByText("Transactions of s2")).toBeInTheDocument();
    await user.type(searchBox(), "ravi");
    await screen.findByRole("option", { name: /Ravi Kumar/ });
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Transactions of s1")).toBeInTheDocument();
  });

  it("closes the list with Escape and clears the text with a second Escape", async () => {
    searchServer([row("s1", "Ravi Kumar")]);
    const user = userEvent.setup();
    renderHeaderSearch();
    await user.type(searchBox(), "ravi");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(searchBox()).toHaveAttribute("aria-expanded", "false");
    expect(searchBox()).toHaveValue("ravi");
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    await user.keyboard("{Escape}{Escape}");
    expect(searchBox()).toHaveValue("");
  });

  it("says plainly when nothing matches", async () => {
    searchServer([row("s1", "Ravi Kumar")]);
    const user = userEvent.setup();
    renderHeaderSearch();
    await user.type(searchBox(), "zzz");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No student matches “zzz”."));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("shows ten at a time and the next page on 'Show more'", async () => {
    const students = Array.from({ length: 13 }, (_, i) => row(`s${i + 1}`, `Pupil ${String(i + 1).padStart(2, "0")}`));
    const { calls } = searchServer(students);
    const user = userEvent.setup();
    renderHeaderSearch();
    await user.type(searchBox(), "pupil");
    expect(await screen.findAllByRole("option")).toHaveLength(STUDENT_SEARCH_PAGE_SIZE);
    expect(screen.getByRole("status")).toHaveTextContent("10 students found More students match");
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(13));
    expect(screen.getAllByRole("option").at(-1)).toHaveTextContent("Pupil 13");
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(searchCalls(calls)).toHaveLength(2);
  });

  it("finds Hindi names and speaks Hindi", async () => {
    searchServer([row("s1", "राहुल कुमार", { fatherName: "सुरेश प्रसाद" })]);
    await act(() => i18next.changeLanguage("hi"));
    const user = userEvent.setup();
    renderHeaderSearch();
    const box = screen.getAllByRole("combobox", { name: "सभी छात्र खोजें" })[0]!;
    await user.type(box, "राहुल");
    expect(await screen.findByRole("option", { name: /राहुल कुमार/ })).toHaveTextContent("पिता: सुरेश प्रसाद · अनुक्रमांक 7");
    expect(screen.getByRole("status")).toHaveTextContent("1 छात्र मिला");
  });

  it("on a phone, opens from the search icon as a panel with the cursor in the box, and closes when a student is picked", async () => {
    searchServer([row("s1", "Ravi Kumar")]);
    const user = userEvent.setup();
    renderHeaderSearch();
    await user.click(screen.getByRole("button", { name: "Search all students" }));
    const panel = await screen.findByRole("dialog", { name: "Search all students" });
    const box = within(panel).getByRole("combobox", { name: "Search all students" });
    expect(box).toHaveFocus();
    await user.keyboard("ravi");
    await user.click(await within(panel).findByRole("option", { name: /Ravi Kumar/ }));
    expect(await screen.findByText("Transactions of s1")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("waits out the debounce before asking", async () => {
    const { calls } = searchServer([row("s1", "Ravi Kumar")]);
    const user = userEvent.setup();
    renderHeaderSearch();
    await user.type(searchBox(), "r");
    expect(searchCalls(calls)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, STUDENT_SEARCH_DEBOUNCE_MS + 100));
    expect(searchCalls(calls)).toHaveLength(1);
  });
});
