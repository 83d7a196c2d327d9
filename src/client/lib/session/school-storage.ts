import type { School } from "@/shared/api/school";

/** SPEC §3: the school is kept in the browser as `schoolDetails` so the layout paints at once. */
const SCHOOL_DETAILS_KEY = "schoolDetails";
const SCHOOL_ID_KEY = "schoolId";

export function readStoredSchool(uid: string): School | undefined {
  try {
    const school = JSON.parse(localStorage.getItem(SCHOOL_DETAILS_KEY) ?? "null") as School | null;
    return school && school.uid === uid ? school : undefined;
  } catch {
    return undefined;
  }
}

export function storeSchool(school: School | null) {
  try {
    if (!school) return clearStoredSchool();
    localStorage.setItem(SCHOOL_DETAILS_KEY, JSON.stringify(school));
    localStorage.setItem(SCHOOL_ID_KEY, school._id);
  } catch {
    // Storage full or disabled: the app still works, it just asks the server each time.
  }
}

export function clearStoredSchool() {
  try {
    localStorage.removeItem(SCHOOL_DETAILS_KEY);
    localStorage.removeItem(SCHOOL_ID_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
