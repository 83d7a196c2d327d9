import { OPTION_FIELDS, type McqQuestion } from "./mcq-form-schema";

/** One MCQ as it will read on paper: the question, then (A)–(D). */
export function McqItem({ question }: { question: McqQuestion }) {
  return (
    <div className="space-y-1">
      <p>{question.text}</p>
      <ol className="grid gap-x-4 gap-y-0.5 text-sm text-slate-700 sm:grid-cols-2">
        {OPTION_FIELDS.map((field, index) => (
          <li key={field} className="break-words">
            <span className="font-medium">({String.fromCharCode(65 + index)})</span> {question[field]}
          </li>
        ))}
      </ol>
    </div>
  );
}
