import { PlaceholderPage } from "../../components/placeholder-page";

export default function OmrSheetPage() {
  return <PlaceholderPage titleKey="titles.omrSheet" />;
}
