import { PlaceholderPage } from "../../components/placeholder-page";

export default function LatestUpdatePage() {
  return <PlaceholderPage titleKey="titles.latestUpdate" />;
}
