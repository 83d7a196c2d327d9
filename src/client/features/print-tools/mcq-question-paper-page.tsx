import { PlaceholderPage } from "../../components/placeholder-page";

export default function McqQuestionPaperPage() {
  return <PlaceholderPage titleKey="titles.mcqQuestionPaper" />;
}
