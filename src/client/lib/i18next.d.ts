// Typed translation keys (decision 0030): `t("misspelled")` fails `tsc`. Each namespace's type is its
// English texts (Hindi is `typeof en`, so it has the same keys); a new namespace is added here.
import "i18next";
import type { Texts as chargeFee } from "../components/charge-fee/i18n";
import type { Texts as feeHeads } from "../components/fee-heads/i18n";
import type { Texts as ui } from "../components/i18n";
import type { Texts as whatsappReminder } from "../components/whatsapp-reminder/i18n";
import type { Texts as studentSearch } from "../app/layout/student-search/i18n";
import type { Texts as dayBook } from "../features/day-book/i18n";
import type { Texts as demandSlips } from "../features/demand-slips/i18n";
import type { Texts as dues } from "../features/dues/i18n";
import type { Texts as families } from "../features/families/i18n";
import type { Texts as ledgers } from "../features/ledgers/i18n";
import type { Texts as omrCheck } from "../features/omr-check/i18n";
import type { Texts as outbox } from "../features/transactions/outbox/i18n";
import type { Texts as paymentClaims } from "../features/dues/payment-claims/i18n";
import type { Texts as printTools } from "../features/print-tools/i18n";
import type { Texts as profile } from "../features/profile/i18n";
import type { Texts as publicPages } from "../features/public-pages/i18n";
import type { Texts as schoolSetup } from "../features/school-setup/i18n";
import type { Texts as settings } from "../features/settings/i18n";
import type { Texts as feePlans } from "../features/students/fee-plans/i18n";
import type { Texts as concessions } from "../features/students/concessions/i18n";
import type { Texts as students } from "../features/students/i18n";
import type { Texts as team } from "../features/team/i18n";
import type { Texts as transactions } from "../features/transactions/i18n";
import type { Texts as tuitionCertificates } from "../features/students/tuition-certificates/i18n";
import type { Texts as wallet } from "../features/wallet/i18n";
import type { Texts as bills } from "./demand-slips/i18n";
import type { common } from "../locales/common";
import type { CommonAppTexts } from "../locales/common-app";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      // The sign-in shell's texts and those the full app adds to the same namespace.
      common: (typeof common)["en"] & CommonAppTexts;
      // Keyed by the shared schemas' English messages themselves (translate-message.ts).
      validation: Record<string, string>;
      bills: bills;
      chargeFee: chargeFee;
      demandSlips: demandSlips;
      concessions: concessions;
      dayBook: dayBook;
      dues: dues;
      feeHeads: feeHeads;
      feePlans: feePlans;
      ledgers: ledgers;
      omrCheck: omrCheck;
      outbox: outbox;
      paymentClaims: paymentClaims;
      families: families;
      printTools: printTools;
      profile: profile;
      publicPages: publicPages;
      schoolSetup: schoolSetup;
      settings: settings;
      studentSearch: studentSearch;
      students: students;
      team: team;
      transactions: transactions;
      tuitionCertificates: tuitionCertificates;
      ui: ui;
      wallet: wallet;
      whatsappReminder: whatsappReminder;
    };
  }
}
