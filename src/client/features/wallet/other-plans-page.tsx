import { PlaceholderPage } from "../../components/placeholder-page";

export default function OtherPlansPage() {
  return <PlaceholderPage titleKey="titles.otherPlans" />;
}
