import { expect, type Page } from "@playwright/test";

export interface Director {
  name: string;
  email: string;
}

export function newDirector(name = "Asha Verma"): Director {
  return { name, email: `director-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com` };
}

/** Signs in through the real popup and the development identity provider's account chooser. */
export async function signInThroughPopup(page: Page, director: Director) {
  await page.goto("/login");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign up with Google" }).click();
  const popup = await popupOpened;
  await expect(popup.getByText("Choose an account")).toBeVisible();
  await popup.getByLabel("Name").fill(director.name);
  await popup.getByLabel("Email").fill(director.email);
  // The popup closes itself once it has handed the session back; wait for that before going on.
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Continue" }).click();
  await closed;
}

export const sampleSchool = {
  schoolName: "Saraswati Vidya Mandir",
  directorName: "Asha Verma",
  contactNumber: "9876543210",
  address: "Station Road, Sitamarhi, Bihar",
};

export async function fillSchoolForm(page: Page, school: typeof sampleSchool) {
  await page.getByLabel("School Name").fill(school.schoolName);
  await page.getByLabel("Director Name").fill(school.directorName);
  await page.getByLabel("Contact Number").fill(school.contactNumber);
  await page.getByLabel("Address").fill(school.address);
}

/** A brand-new director with a school, landed on the ledger page. */
export async function signUpWithSchool(page: Page, school = sampleSchool) {
  await signInThroughPopup(page, newDirector(school.directorName));
  await expect(page).toHaveURL(/\/SchoolManager$/);
  await fillSchoolForm(page, school);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
}
