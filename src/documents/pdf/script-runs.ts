export type Script = "latin" | "devanagari";

export interface ScriptRun {
  readonly text: string;
  readonly script: Script;
}

// The ranges are whole Unicode blocks (they include combining signs on purpose), not combined characters.
// eslint-disable-next-line no-misleading-character-class
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/u;
/** Spaces, digits, punctuation, symbols (₹), format and combining marks belong to whichever run they sit in. */
const NEUTRAL = /[\s\p{N}\p{P}\p{S}\p{Cf}\p{M}]/u;

/**
 * Splits text where it changes between Latin and Devanagari. fontkit shapes a word with a single
 * script, so "Fee/शुल्क" drawn as one piece would leave the Devanagari conjunct unshaped.
 */
export function splitScriptRuns(text: string): ScriptRun[] {
  if (!DEVANAGARI.test(text)) return text ? [{ text, script: "latin" }] : [];
  const runs: ScriptRun[] = [];
  let current = "";
  let script: Script | undefined;
  for (const char of text) {
    const strong: Script | undefined = DEVANAGARI.test(char) ? "devanagari" : NEUTRAL.test(char) ? undefined : "latin";
    if (strong && script && strong !== script) {
      runs.push({ text: current, script });
      current = "";
    }
    if (strong) script = strong;
    current += char;
  }
  if (current) runs.push({ text: current, script: script ?? "latin" });
  return runs;
}
