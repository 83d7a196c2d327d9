import { PlaceholderPage } from "../../components/placeholder-page";

export default function LongQuestionPaperPage() {
  return <PlaceholderPage titleKey="titles.longQuestionPaper" />;
}
