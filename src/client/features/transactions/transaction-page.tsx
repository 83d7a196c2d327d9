import { PlaceholderPage } from "../../components/placeholder-page";

export default function TransactionPage() {
  return <PlaceholderPage titleKey="titles.transactions" />;
}
