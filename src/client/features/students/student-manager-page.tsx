import { PlaceholderPage } from "../../components/placeholder-page";

export default function StudentManagerPage() {
  return <PlaceholderPage titleKey="titles.studentManager" />;
}
