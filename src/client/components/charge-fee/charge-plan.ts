import type { ChargeDuesBody } from "@/shared/api/dues";
import { paiseToRupees, parseRupees, type Paise, type RupeeRefusal } from "@/shared/money";
import { MAX_AMOUNT_PAISE } from "@/shared/rules/amount";

/** Why a concession box is refused: its own two rules, or how parseRupees refused the text. */
export type ConcessionProblem = "negative" | "tooLarge" | RupeeRefusal;
export type ParsedConcession = { ok: true; paise: Paise } | { ok: false; problem: ConcessionProblem };

/**
 * One student's concession box, in exact paise: empty or zero means none; otherwise read by the
 * shared parseRupees, never negative and never more than the fee (when the fee is known yet).
 */
export function parseConcession(text: string, feePaise: Paise | null): ParsedConcession {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, paise: 0n };
  const parsed = parseRupees(trimmed, MAX_AMOUNT_PAISE);
  if (parsed.ok) return feePaise !== null && parsed.paise > feePaise ? { ok: false, problem: "tooLarge" } : parsed;
  // parseRupees refuses zero and below alike; for a concession zero is fine and only below is wrong.
  if (parsed.refusal === "positive")
    return trimmed.startsWith("-") ? { ok: false, problem: "negative" } : { ok: true, paise: 0n };
  // Over ₹1 crore is also over any fee: say the rule the director can act on.
  if (parsed.refusal === "max" && feePaise !== null) return { ok: false, problem: "tooLarge" };
  return { ok: false, problem: parsed.refusal };
}

export interface ChargePlan {
  /** Ticked students, in the list's order. */
  chargedIds: string[];
  /** The ticked students' refused concessions, by student id (an unticked student's box is ignored). */
  problems: Map<string, ConcessionProblem>;
  concessionsPaise: Paise;
  /** Count × fee − concessions; null while the fee or a concession is wrong. */
  totalPaise: Paise | null;
  /** What the request adds to the fields: studentIds only when someone is unticked, concessions only non-zero ones. */
  selection: Pick<ChargeDuesBody, "studentIds" | "concessions">;
}

/** What the Charge fee dialog would charge: the preview's numbers and the request's choice of students. */
export function planCharge({
  feePaise,
  studentIds,
  unticked,
  concessionTexts,
}: {
  feePaise: Paise | null;
  studentIds: readonly string[];
  unticked: ReadonlySet<string>;
  concessionTexts: Readonly<Record<string, string>>;
}): ChargePlan {
  const chargedIds = studentIds.filter((id) => !unticked.has(id));
  const problems = new Map<string, ConcessionProblem>();
  const concessions: { studentId: string; paise: Paise }[] = [];
  for (const studentId of chargedIds) {
    const parsed = parseConcession(concessionTexts[studentId] ?? "", feePaise);
    if (!parsed.ok) problems.set(studentId, parsed.problem);
    else if (parsed.paise > 0n) concessions.push({ studentId, paise: parsed.paise });
  }
  const concessionsPaise = concessions.reduce((sum, concession) => sum + concession.paise, 0n);
  const totalPaise =
    feePaise === null || problems.size > 0 ? null : feePaise * BigInt(chargedIds.length) - concessionsPaise;
  const selection: ChargePlan["selection"] = {};
  if (chargedIds.length < studentIds.length) selection.studentIds = chargedIds;
  if (concessions.length > 0)
    selection.concessions = concessions.map(({ studentId, paise }) => ({ studentId, amount: paiseToRupees(paise) }));
  return { chargedIds, problems, concessionsPaise, totalPaise, selection };
}
