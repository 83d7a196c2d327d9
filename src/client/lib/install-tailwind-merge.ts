import { twMerge } from "tailwind-merge";
import { setClassMerger } from "./cn";

// Imported by the full app (app/full-app.tsx) and the tests: from here on `cn` resolves conflicts.
setClassMerger(twMerge);
