import { PolicyPage } from "./policy-page";

export default function PrivacyPolicyPage() {
  return <PolicyPage page="privacy" />;
}
