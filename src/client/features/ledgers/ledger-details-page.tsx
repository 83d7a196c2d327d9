import { PlaceholderPage } from "../../components/placeholder-page";

export default function LedgerDetailsPage() {
  return <PlaceholderPage titleKey="titles.ledgerDetails" />;
}
