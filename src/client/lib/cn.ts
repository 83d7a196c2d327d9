import { clsx, type ClassValue } from "clsx";

let merge: (classes: string) => string = (classes) => classes;

/**
 * Puts tailwind-merge behind `cn` (lib/install-tailwind-merge.ts, loaded with the full app). The
 * screens shown before it — /login signed out, the start-up banners and spinner — have no
 * conflicting classes (app/signed-out-login.test.tsx), so they render the same either way; /login saves its 8 KB.
 */
export function setClassMerger(merger: (classes: string) => string) {
  merge = merger;
}

/** Joins class names, letting a later Tailwind utility override an earlier one. */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
