import { registerTranslationSections } from "../../lib/i18n";
import { aboutTexts } from "./texts/about";
import { contactTexts } from "./texts/contact";
import { installTexts } from "./texts/install";
import { latestUpdateTexts } from "./texts/latest-update";
import { paymentTexts } from "./texts/payment";
import { privacyTexts } from "./texts/privacy";
import { refundTexts } from "./texts/refund";
import { shellTexts } from "./texts/shell";
import { shippingTexts } from "./texts/shipping";
import { termsTexts } from "./texts/terms";

// One namespace for the public pages; each page's texts live in texts/ to keep the files readable.
const pages = {
  shell: shellTexts,
  contact: contactTexts,
  privacy: privacyTexts,
  terms: termsTexts,
  refund: refundTexts,
  shipping: shippingTexts,
  about: aboutTexts,
  latestUpdate: latestUpdateTexts,
  install: installTexts,
  payment: paymentTexts,
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = { [K in keyof typeof pages]: (typeof pages)[K]["en"] };

registerTranslationSections("publicPages", pages);

/** The text pages whose body is a list of sections (see ContentSections). */
export type SectionedPage = "privacy" | "terms" | "refund" | "shipping" | "about" | "latestUpdate";
