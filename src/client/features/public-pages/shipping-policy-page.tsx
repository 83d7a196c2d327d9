import { PolicyPage } from "./policy-page";

export default function ShippingPolicyPage() {
  return <PolicyPage page="shipping" />;
}
