import type { ChargeDuesBody } from "@/shared/api/dues";
import { paiseToRupees, parseRupees, rupeesToPaise, type Paise, type RupeeRefusal } from "@/shared/money";
import { MAX_AMOUNT_PAISE } from "@/shared/rules/amount";
import { applyConcession, type ConcessionRule } from "@/shared/rules/concession";

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
  /** Taken off by the ticked students' standing concessions of the head (applied first, as the server does). */
  standingPaise: Paise;
  /** Each ticked student's standing concession in paise, for the list (absent: none). */
  standingByStudent: Map<string, Paise>;
  /** The one-off concessions as they apply: never more than what the standing one left. */
  concessionsPaise: Paise;
  /** Count × fee − standing − one-off concessions; null while the fee or a concession is wrong. */
  totalPaise: Paise | null;
  /** What the request adds to the fields: studentIds only when someone is unticked, concessions only non-zero ones. */
  selection: Pick<ChargeDuesBody, "studentIds" | "concessions">;
}

/**
 * What the Charge fee dialog would charge: the preview's numbers and the request's choice of students.
 * Each student's standing concession of the head (`standing`, by student id) comes off first, then the
 * one-off one, capped at what is left — the server's order and rule (insertDues), so the total shown
 * is the total charged.
 */
export function planCharge({
  feePaise,
  studentIds,
  unticked,
  concessionTexts,
  standing = new Map(),
}: {
  feePaise: Paise | null;
  studentIds: readonly string[];
  unticked: ReadonlySet<string>;
  concessionTexts: Readonly<Record<string, string>>;
  standing?: ReadonlyMap<string, ConcessionRule>;
}): ChargePlan {
  const chargedIds = studentIds.filter((id) => !unticked.has(id));
  const problems = new Map<string, ConcessionProblem>();
  const concessions: { studentId: string; paise: Paise }[] = [];
  const standingByStudent = new Map<string, Paise>();
  let standingPaise = 0n;
  let concessionsPaise = 0n;
  for (const studentId of chargedIds) {
    const afterStanding = applyConcession(feePaise ?? 0n, standing.get(studentId));
    if (afterStanding.concessionPaise > 0n) standingByStudent.set(studentId, afterStanding.concessionPaise);
    standingPaise += afterStanding.concessionPaise;
    const parsed = parseConcession(concessionTexts[studentId] ?? "", feePaise);
    if (!parsed.ok) problems.set(studentId, parsed.problem);
    else if (parsed.paise > 0n) {
      concessions.push({ studentId, paise: parsed.paise });
      concessionsPaise += parsed.paise < afterStanding.netPaise ? parsed.paise : afterStanding.netPaise;
    }
  }
  const totalPaise =
    feePaise === null || problems.size > 0
      ? null
      : feePaise * BigInt(chargedIds.length) - standingPaise - concessionsPaise;
  const selection: ChargePlan["selection"] = {};
  if (chargedIds.length < studentIds.length) selection.studentIds = chargedIds;
  if (concessions.length > 0)
    selection.concessions = concessions.map(({ studentId, paise }) => ({ studentId, amount: paiseToRupees(paise) }));
  return { chargedIds, problems, standingPaise, standingByStudent, concessionsPaise, totalPaise, selection };
}

/** A standing concession as the API gives it (rupees or a per cent), as the shared rule takes it. */
export function concessionRuleOf(concession: { kind: "amount" | "percent"; value: number }): ConcessionRule {
  return concession.kind === "amount"
    ? { kind: "amount", amountPaise: rupeesToPaise(concession.value) }
    : { kind: "percent", percent: concession.value };
}
