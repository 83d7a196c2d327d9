import { PlaceholderPage } from "../../components/placeholder-page";

export default function ApplicationMakerPage() {
  return <PlaceholderPage titleKey="titles.applicationMaker" />;
}
