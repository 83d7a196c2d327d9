import { PlaceholderPage } from "../../components/placeholder-page";

export default function DemandSlipPage() {
  return <PlaceholderPage titleKey="titles.demandSlip" />;
}
