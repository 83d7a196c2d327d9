import { START_DATA_ELEMENT_ID, type StartData } from "@/shared/api/start-data";

let read = false;
let startData: StartData | null = null;

/**
 * What the server answered for this page before sending it (decision 0033): the signed-in user, their
 * school and its ledgers, as a JSON block in the HTML; null when the page came without one (signed
 * out, or from the service worker's copy). Read once, and the block is removed from the page.
 */
export function pageStartData(): StartData | null {
  if (read) return startData;
  read = true;
  const element = document.getElementById(START_DATA_ELEMENT_ID);
  element?.remove();
  try {
    startData = element?.textContent ? (JSON.parse(element.textContent) as StartData) : null;
  } catch {
    // A broken block is no answer: the page asks the server itself, as it does without one.
    startData = null;
  }
  return startData;
}
