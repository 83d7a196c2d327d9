// Imported first by main.tsx (and the bills worker), before any zod schema exists: zod otherwise
// probes `new Function("")` to decide on its compiled parsers, and under our CSP (no 'unsafe-eval')
// that probe is a reported violation on every page load. zod reads this object when it loads.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
