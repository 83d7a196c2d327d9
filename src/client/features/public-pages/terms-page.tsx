import { PolicyPage } from "./policy-page";

export default function TermsPage() {
  return <PolicyPage page="terms" />;
}
