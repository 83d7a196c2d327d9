import { PlaceholderPage } from "../../components/placeholder-page";

export default function StudentIdCardPage() {
  return <PlaceholderPage titleKey="titles.studentIdCard" />;
}
