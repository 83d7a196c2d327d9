import { expect, test } from "./support/test";
import { newDirector, signInThroughPopup, signUpWithSchool } from "./support/sign-in";

test("the owner invites a staff member, who joins, records money Received, and the owner sees it in Activity, also filtered to the student", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // Two people, two sign-ins, a purchase.
  await signUpWithSchool(page, {
    schoolName: "Janaki Public School",
    directorName: "Asha Verma",
    contactNumber: "9876543210",
    address: "Station Road, Sitamarhi",
  });
  // A ledger and a student for the staff member to work on.
  const school = (await (await page.request.get("/api/v1/members")).json()) as {
    data: { members: { userId: string }[] };
  };
  const ownerId = school.data.members[0]!.userId;
  const schoolId = (
    (await (await page.request.get(`/api/v1/school/uid/${ownerId}`)).json()) as { data: { _id: string } }
  ).data._id;
  const ledger = await (
    await page.request.post("/api/v1/ledger/add", {
      data: { schoolOwnerId: schoolId, ledgerName: "Class 5", className: "5", sessionYear: "2025-26" },
    })
  ).json();
  const student = await (
    await page.request.post("/api/v1/student/add", {
      data: { name: "Meera Jha", phoneNumber: "9876543210", ledgerOwnerId: ledger.data._id, schoolOwnerId: schoolId },
    })
  ).json();

  // Team members are premium: the owner buys a week through the development checkout.
  await page.goto("/BuyCoins");
  await page.getByRole("button", { name: "Pay ₹85" }).click();
  await expect(page).toHaveURL(/\/dev-pay\/checkout\?order_id=order_/);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText(/^Premium for 7 days added — active until /)).toBeVisible();
  await page.getByRole("link", { name: "Go to Bahi" }).click();
  await expect(page.getByTestId("coin-badge-premium")).toHaveText("Premium · 7d");

  // Profile menu → Team → invite by e-mail.
  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Team" }).click();
  await expect(page.getByRole("heading", { name: "Team" })).toBeVisible();
  const staff = newDirector("Ravi Accountant");
  await page.getByLabel("E-mail address").fill(staff.email);
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByRole("list", { name: "Invitations waiting" })).toContainText(staff.email);
  // Nothing reaches the invitee by itself: the owner forwards a WhatsApp message with where and how to join.
  const whatsapp = page.getByRole("link", { name: "Send on WhatsApp" });
  const message = new URL((await whatsapp.getAttribute("href"))!);
  expect(message.origin + message.pathname).toBe("https://wa.me/");
  const origin = new URL(page.url()).origin;
  expect(message.searchParams.get("text")).toBe(
    `Janaki Public School has invited you to its team on Bahi, to collect fees and print.\n1. Open ${origin}/login\n2. Sign in with Google using ${staff.email}\n3. Tap Accept.`,
  );

  // A second browser: the invitee signs in and is asked to join.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInThroughPopup(staffPage, staff);
  await expect(staffPage).toHaveURL(/\/join$/);
  await expect(staffPage.getByRole("heading", { name: "Join Janaki Public School?" })).toBeVisible();
  // ✓ and ✗ beside the words, hidden from screen readers so the names stay "Accept" and "Decline".
  await expect(staffPage.getByRole("button", { name: "Accept" }).locator("svg.lucide-check")).toHaveAttribute(
    "aria-hidden",
    "true",
  );
  await expect(staffPage.getByRole("button", { name: "Decline" }).locator("svg.lucide-x")).toHaveAttribute(
    "aria-hidden",
    "true",
  );
  await staffPage.getByRole("button", { name: "Accept" }).click();
  await expect(staffPage).toHaveURL(/\/$/);

  // Staff work: a Received transaction for the student; no owner-only links in the menu.
  await staffPage.goto(`/TransactionManager/${student.data._id}`);
  await staffPage.getByRole("button", { name: "Add New Transaction" }).click();
  const addTransaction = staffPage.getByRole("dialog", { name: "Add New Transaction" });
  await addTransaction.getByRole("button", { name: "Received" }).click();
  await addTransaction.getByLabel("Amount (₹)").fill("1500");
  await addTransaction.getByLabel("Description").fill("April fee");
  await addTransaction.getByLabel("Transaction Date").fill("2025-04-10");
  await addTransaction.getByRole("button", { name: "Add" }).click();
  await expect(addTransaction).toBeHidden();
  // Nothing of the owner's is offered: no Team or Activity in the menu, no way to buy, school details to read only.
  await staffPage.getByRole("button", { name: "Profile" }).click();
  await expect(staffPage.getByRole("menuitem", { name: "Profile" })).toBeVisible();
  await expect(staffPage.getByRole("menuitem", { name: "Activity" })).toHaveCount(0);
  await expect(staffPage.getByRole("menuitem", { name: "Team" })).toHaveCount(0);
  await staffPage.keyboard.press("Escape");
  await expect(staffPage.getByTestId("coin-badge-premium")).toHaveText("Premium · 7d");
  await expect(staffPage.getByRole("link", { name: /Buy Coins|Other Plans|See plans|Premium/ })).toHaveCount(0);
  await staffPage.goto("/profile");
  await expect(staffPage.getByText("Only the school's owner changes these details.")).toBeVisible();
  await expect(staffPage.getByRole("button", { name: "Update School Details" })).toHaveCount(0);
  await staffContext.close();

  // The owner's Activity page shows it, with the staff member by name.
  await page.goto("/activity");
  await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
  const entry = page.getByRole("row").filter({ hasText: "Received ₹1,500 — Meera Jha" });
  await expect(entry).toContainText(staff.name);
  await expect(entry).not.toContainText(staff.email);

  // Only Meera's history: choose her ledger, type her name, pick her; clearing shows everything again.
  const ledgerEntry = page.getByRole("row").filter({ hasText: "Added ledger Class 5" });
  await expect(ledgerEntry).toHaveCount(1);
  await page.getByLabel("Ledger", { exact: true }).selectOption({ label: "Class 5 (2025-26)" });
  await page.getByRole("searchbox", { name: "Student" }).fill("Mee");
  await page.getByRole("list", { name: "Matching students" }).getByRole("button", { name: "Meera Jha" }).click();
  await expect(page).toHaveURL(new RegExp(`studentId=${student.data._id}`));
  await expect(page.getByText("Showing Meera Jha's history.")).toBeVisible();
  await expect(ledgerEntry).toHaveCount(0);
  await expect(entry).toBeVisible();
  await page.getByRole("button", { name: "All students" }).click();
  await expect(ledgerEntry).toHaveCount(1);
});
