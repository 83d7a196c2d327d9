import { useTranslation } from "react-i18next";
import type { School } from "@/shared/api/school";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

/** The school details for staff: the same fields as the owner's form, to read, since only the owner may change them. */
export function SchoolDetailsView({ school }: { school: School }) {
  const { t } = useTranslation("profile");
  const rows: [string, string][] = [
    [t("school.name"), school.schoolName],
    [t("school.director"), school.directorName],
    [t("school.contact"), school.contactNumber],
    [t("school.address"), school.address],
    [t("school.upiVpa"), school.upiVpa || t("school.notSet")],
    [t("school.dueDays"), String(school.slipDueDays)],
  ];
  return (
    <Card data-testid="school-details-view">
      <CardHeader>
        <CardTitle>{t("school.title")}</CardTitle>
        <p className="text-sm text-slate-600">{t("school.schoolCode", { schoolId: school.schoolId })}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="mb-1 whitespace-pre-line break-words font-medium sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-500">{t("school.ownerEdits")}</p>
      </CardContent>
    </Card>
  );
}
