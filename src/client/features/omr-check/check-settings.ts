import { omrSheetSchema } from "@/documents/omr-sheet/omr-sheet-schema";
import { normaliseAnswerKey, parseAnswerKey, type AnswerKey } from "./grading/answer-key";
import type { Marking } from "./grading/score-sheet";
import type { Texts } from "./i18n";

/** The form as typed: strings, so a half-typed "-0." stays in the box. */
export interface CheckSettings {
  readonly questionCount: string;
  readonly answerKey: string;
  readonly markRight: string;
  readonly markWrong: string;
}

export const DEFAULT_SETTINGS: CheckSettings = { questionCount: "50", answerKey: "", markRight: "1", markWrong: "0" };

/** A key of the omrCheck namespace's `errors` texts, typed so a misspelled one fails `tsc`. */
type ProblemKey = `errors.${keyof Texts["errors"]}`;

export interface SettingsProblems {
  questionCount?: ProblemKey;
  answerKey?: { key: ProblemKey; values?: Record<string, number> };
  marks?: ProblemKey;
}

export type CheckedSettings =
  { ok: true; questionCount: number; key: AnswerKey; marking: Marking } | { ok: false; problems: SettingsProblems };

/** Validates the form; problems are i18n keys of the omrCheck namespace (with their values). */
export function checkSettings(settings: CheckSettings): CheckedSettings {
  const problems: SettingsProblems = {};
  const questionCount = Number(settings.questionCount);
  const countOk =
    settings.questionCount.trim() !== "" && omrSheetSchema.shape.questionCount.safeParse(questionCount).success;
  if (!countOk) problems.questionCount = "errors.questionCount";
  const [right, wrong] = [settings.markRight, settings.markWrong].map((value) =>
    value.trim() === "" ? NaN : Number(value),
  );
  if (!Number.isFinite(right) || !Number.isFinite(wrong)) problems.marks = "errors.marks";
  let key: AnswerKey = [];
  if (countOk) {
    const parsed = parseAnswerKey(settings.answerKey, questionCount);
    if ("problem" in parsed) {
      const letters = normaliseAnswerKey(settings.answerKey).length;
      problems.answerKey =
        parsed.problem === "empty"
          ? { key: "errors.keyEmpty" }
          : parsed.problem === "unset"
            ? { key: "errors.keyUnset", values: { question: parsed.question ?? 1 } }
            : parsed.problem === "letters"
              ? { key: "errors.keyLetters" }
              : { key: "errors.keyLength", values: { letters, questions: questionCount } };
    } else key = parsed.key;
  }
  if (Object.keys(problems).length) return { ok: false, problems };
  return { ok: true, questionCount, key, marking: { right: right!, wrong: wrong! } };
}
