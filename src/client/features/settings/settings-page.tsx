import { PlaceholderPage } from "../../components/placeholder-page";

export default function SettingsPage() {
  return <PlaceholderPage titleKey="titles.setting" />;
}
