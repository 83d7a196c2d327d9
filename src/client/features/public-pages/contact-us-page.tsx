import { PlaceholderPage } from "../../components/placeholder-page";

export default function ContactUsPage() {
  return <PlaceholderPage titleKey="titles.contactUs" />;
}
