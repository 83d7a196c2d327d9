// Browser only: Vite turns these `?url` imports into hashed asset URLs, so the 220 KB fonts are
// fetched on first use instead of being inlined into a script. Node code must never import this file.
import boldUrl from "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url";
import regularUrl from "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url";
import type { DocumentFonts } from "./document-fonts";

let cached: Promise<DocumentFonts> | undefined;

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the PDF font ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Fetches both fonts once per page (or worker); a failed load is forgotten so a retry can succeed. */
export function loadBrowserFonts(): Promise<DocumentFonts> {
  cached ??= Promise.all([fetchBytes(regularUrl), fetchBytes(boldUrl)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}
