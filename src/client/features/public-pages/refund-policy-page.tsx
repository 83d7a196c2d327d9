import { PolicyPage } from "./policy-page";

export default function RefundPolicyPage() {
  return <PolicyPage page="refund" />;
}
