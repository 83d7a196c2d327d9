import { useTranslation } from "react-i18next";
import { ContactDetails } from "./contact-details";

/** "Contact us" with the configured details, closing the policy and payment pages. */
export function ContactSection() {
  const { t } = useTranslation("publicPages");
  return (
    <section className="space-y-3 pt-2">
      <h2 className="text-lg font-semibold text-slate-900">{t("shell.contact.heading")}</h2>
      <ContactDetails />
    </section>
  );
}
