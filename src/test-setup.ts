import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// findBy* waits for the page to settle; on a busy two-core machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
