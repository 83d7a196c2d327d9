import { PlaceholderPage } from "../../components/placeholder-page";

export default function PrivacyPolicyPage() {
  return <PlaceholderPage titleKey="titles.privacyPolicy" />;
}
