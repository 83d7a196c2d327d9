import type { Plan } from "@/shared/billing/plans";
import { PlanCard } from "./plan-card";
import { useBuyPlan } from "./use-buy-plan";

export function PlanGrid({ plans, label }: { plans: readonly Plan[]; label: string }) {
  const buy = useBuyPlan();
  return (
    <section aria-label={label} className="space-y-3">
      <h2 className="text-lg font-semibold">{label}</h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onBuy={(id) => buy.mutate(id)} busy={buy.isPending} />
        ))}
      </div>
    </section>
  );
}
