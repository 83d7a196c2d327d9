import { PlaceholderPage } from "../../components/placeholder-page";

export default function FailedPaymentPage() {
  return <PlaceholderPage titleKey="titles.failedPayment" />;
}
