import { PlaceholderPage } from "../../components/placeholder-page";

export default function RefundPolicyPage() {
  return <PlaceholderPage titleKey="titles.refundPolicy" />;
}
