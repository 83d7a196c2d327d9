/**
 * Noto Sans Devanagari has Latin glyphs and the rupee sign as well, so one family serves English
 * and Hindi documents alike. (The browser loader must spell these paths out literally for Vite.)
 */
export const FONT_MODULE_IDS = {
  regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
} as const;
