import { PlaceholderPage } from "../../components/placeholder-page";

export default function ShippingPolicyPage() {
  return <PlaceholderPage titleKey="titles.shippingPolicy" />;
}
