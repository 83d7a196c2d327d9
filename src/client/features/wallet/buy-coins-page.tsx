import { PlaceholderPage } from "../../components/placeholder-page";

export default function BuyCoinsPage() {
  return <PlaceholderPage titleKey="titles.buyCoins" />;
}
