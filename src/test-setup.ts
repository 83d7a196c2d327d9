import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";
// Components are tested as the full app runs them: tailwind-merge behind `cn`, all common texts.
import "./client/lib/install-tailwind-merge";
if (typeof document !== "undefined") await import("./client/locales/common-app");

// findBy* waits for the page to settle; on a busy two-core machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
