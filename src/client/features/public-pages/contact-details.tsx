import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useSiteInfo } from "../../lib/site-info/use-site-info";

/** Bahi's legal name, address, phone and e-mail, as the server is configured — never typed into the code. */
export function ContactDetails() {
  const { t } = useTranslation(["publicPages", "common"]);
  const { data, isPending, isError, refetch } = useSiteInfo();

  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner />
        {t("common:loading")}
      </p>
    );
  }
  if (isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
      >
        {t("shell.contact.loadFailed")}
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t("shell.contact.retry")}
        </Button>
      </div>
    );
  }
  const rows = [
    { label: t("shell.contact.legalName"), value: data.legalName },
    { label: t("shell.contact.address"), value: data.operationalAddress },
    {
      label: t("shell.contact.phone"),
      value: (
        <a href={`tel:${data.supportPhone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
          {data.supportPhone}
        </a>
      ),
    },
    {
      label: t("shell.contact.email"),
      value: (
        <a href={`mailto:${data.supportEmail}`} className="break-all text-brand-700 underline">
          {data.supportEmail}
        </a>
      ),
    },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 rounded-lg bg-slate-50 p-4 sm:grid-cols-[max-content_1fr] sm:gap-y-3">
      {rows.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-slate-500">{label}</dt>
          <dd className="mb-3 font-medium text-slate-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
