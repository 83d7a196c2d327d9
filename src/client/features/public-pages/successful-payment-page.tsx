import { PlaceholderPage } from "../../components/placeholder-page";

export default function SuccessfulPaymentPage() {
  return <PlaceholderPage titleKey="titles.successfulPayment" />;
}
