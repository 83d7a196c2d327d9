import { useTranslation } from "react-i18next";
import { Spinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useMySchool } from "../../lib/session/use-my-school";
import { AccountCard } from "./account-card";
import "./i18n";
import { PlanCoinsCard } from "./plan-coins-card";
import { SchoolDetailsForm } from "./school-details-form";
import { SchoolDetailsView } from "./school-details-view";

export default function ProfilePage() {
  const { t } = useTranslation(["profile", "common"]);
  const { user } = useCurrentUser();
  const { data: school } = useMySchool(user?.id);

  if (!user || !school) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
        <Spinner className="size-5 text-brand-700" />
        {t("common:loading")}
      </p>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-4 sm:space-y-6">
      <h1 className="text-xl font-bold sm:text-2xl">{t("title")}</h1>
      <AccountCard user={user} school={school} />
      <PlanCoinsCard />
      {/* Only the owner may change the details; keyed by school so another school's values never linger in the form. */}
      {school.role === "owner" ? (
        <SchoolDetailsForm key={school._id} school={school} />
      ) : (
        <SchoolDetailsView school={school} />
      )}
    </div>
  );
}
