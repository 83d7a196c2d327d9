import { PlaceholderPage } from "../../components/placeholder-page";

export default function TermsPage() {
  return <PlaceholderPage titleKey="titles.terms" />;
}
