import { PlaceholderPage } from "../../components/placeholder-page";

export default function AboutUsPage() {
  return <PlaceholderPage titleKey="titles.aboutUs" />;
}
