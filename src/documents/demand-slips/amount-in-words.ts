import { ToWords as EnglishWords } from "to-words/en-IN";
import { ToWords as HindiWords } from "to-words/hi-IN";
import { rupeesToPaise } from "@/shared/money";
import type { DocumentLanguage } from "../language";

// Single-locale entry points keep the bundle to the two Indian locales (~4 KB each) instead of all 135.
const english = new EnglishWords();
const hindi = new HindiWords();

/**
 * A balance the way a cheque or a receipt spells it, in the Indian system (lakh, crore):
 * "Rupees One Lakh Twenty Thousand Only", "Rupees Ten and Fifty Paise Only", "एक लाख बीस हज़ार रुपये मात्र".
 */
export function amountInWords(rupees: number, language: DocumentLanguage): string {
  const paise = rupeesToPaise(rupees);
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  const whole = abs / 100n;
  const fraction = abs % 100n;
  if (language === "hi") {
    const words = hindi.convert(whole);
    const paiseWords = fraction ? ` और ${hindi.convert(fraction)} ${fraction === 1n ? "पैसा" : "पैसे"}` : "";
    return `${negative ? "ऋण " : ""}${words} रुपये${paiseWords} मात्र`;
  }
  const words = english.convert(whole);
  const paiseWords = fraction ? ` and ${english.convert(fraction)} ${fraction === 1n ? "Paisa" : "Paise"}` : "";
  return `${negative ? "Minus " : ""}Rupees ${words}${paiseWords} Only`;
}
