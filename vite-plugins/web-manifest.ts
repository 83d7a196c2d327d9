import type { ManifestOptions } from "vite-plugin-pwa";

/**
 * The installed app's manifest. Name and description carry English and Hindi together, as a
 * manifest has one language: a Hindi-medium director's install prompt reads in Hindi too.
 */
export const webManifest: Partial<ManifestOptions> = {
  name: "Bahi — बही",
  short_name: "Bahi",
  description:
    "Fee ledger, demand slips and printable tools for schools and coaching centres — स्कूलों और कोचिंग संस्थानों के लिए फ़ीस की बही, मांग पर्चियाँ और छापने के साधन",
  lang: "en",
  theme_color: "#1e3a8a",
  background_color: "#f8fafc",
  display: "standalone",
  start_url: "/",
  scope: "/",
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
