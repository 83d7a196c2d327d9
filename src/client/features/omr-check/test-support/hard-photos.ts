import type { OmrOption } from "@/documents/omr-sheet/omr-sheet-schema";
import type { Answer } from "../reader/read-sheet";
import { fillSheet, photograph, photoPointOf, type Camera, type FilledSheet, type Mark } from "./sheet-photos";
import type { GreyImage } from "../reader/grey-image";
import type { OmrTemplate, Point } from "@/documents/omr-sheet/omr-template";

/*
 * Test-only: the hard conditions of a classroom desk (issue 32), each as a family of generated
 * photos that differ by seed — the answers, the roll number and the strength of the condition.
 */

export const HARD_QUESTIONS = 60;
const OPTIONS: OmrOption[] = ["A", "B", "C", "D"];

/** A small deterministic generator, so a failing photo can be made again. */
function random(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** What a correct reading gives: each question's answer and the roll number. */
export interface Truth {
  readonly rollNumber: string;
  readonly answers: readonly { readonly question: number; readonly answer: Answer }[];
}

export interface HardPhoto {
  readonly image: GreyImage;
  readonly template: OmrTemplate;
  readonly truth: Truth;
  /** The sheet as filled in (its answers, erasures and marks). */
  readonly sheet: FilledSheet;
  /** Where a template point of the sheet truly shows in the photo. */
  readonly photoPoint: (point: Point) => Point;
}

/** A student's sheet: mostly single answers, some left blank, a few filled twice; a roll number of 1–6 digits. */
function studentSheet(next: () => number): FilledSheet {
  const answers: Record<number, OmrOption[]> = {};
  for (let q = 1; q <= HARD_QUESTIONS; q++) {
    const roll = next();
    const first = OPTIONS[Math.floor(next() * 4)]!;
    if (roll < 0.1) continue;
    answers[q] = roll < 0.14 ? [first, OPTIONS[(OPTIONS.indexOf(first) + 1 + Math.floor(next() * 3)) % 4]!] : [first];
  }
  const digits = 1 + Math.floor(next() * 6);
  const rollNumber = Array.from({ length: digits }, () => String(Math.floor(next() * 10))).join("");
  return { questionCount: HARD_QUESTIONS, answers, rollNumber };
}

function truthOf(sheet: FilledSheet): Truth {
  return {
    rollNumber: sheet.rollNumber ?? "",
    answers: Array.from({ length: HARD_QUESTIONS }, (_, i) => {
      const filled = sheet.answers[i + 1] ?? [];
      return {
        question: i + 1,
        answer: filled.length === 0 ? "blank" : filled.length > 1 ? "double" : filled[0]!,
      };
    }),
  };
}

/** An everyday phone photo: a little turned, tilted, soft and noisy. */
function everyday(next: () => number, seed: number): Camera {
  return {
    rotate: (next() - 0.5) * 6,
    keystone: next() * 0.04,
    blur: Math.round(next()),
    noise: 4 + next() * 4,
    seed,
  };
}

const between = (next: () => number, low: number, high: number) => low + next() * (high - low);

/** Each condition: how a sheet is filled in and photographed under it, from a seed. */
const CONDITIONS = {
  "two sheets side by side": (next) => ({
    camera: { width: 1600, height: 1200, fill: 0.92 },
    second: studentSheet(next),
  }),
  "bow or curl: the middle sags": (next) => ({ camera: { bow: between(next, 0.02, 0.04) } }),
  "curl: the bottom edge lifts": (next) => ({ camera: { curl: between(next, 0.03, 0.06) } }),
  "fold crease across the bubbles": (next) => ({
    camera: { fold: { at: between(next, 0.3, 0.85), angle: between(next, -4, 4) } },
  }),
  "shadow edge across the bubbles": (next) => ({
    camera: {
      shadow: {
        depth: between(next, 0.5, 0.7),
        angle: between(next, -60, 60),
        through: { x: between(next, 0.25, 0.75), y: between(next, 0.35, 0.85) },
        softness: between(next, 2, 12),
      },
    },
  }),
  "bad erasure beside the real mark": (next, sheet) => {
    const erased: Record<number, OmrOption[]> = {};
    for (const [q, options] of Object.entries(sheet.answers))
      if (options.length === 1 && next() < 0.25) erased[Number(q)] = [OPTIONS[(OPTIONS.indexOf(options[0]!) + 2) % 4]!];
    return { erased, erasure: { grey: Math.round(between(next, 180, 205)), cover: 1 } };
  },
  "very faint pencil": (next) => ({ mark: { grey: Math.round(between(next, 200, 212)) } }),
  "hair-thin ticks": (next) => ({ mark: { grey: Math.round(between(next, 40, 90)), tick: between(next, 0.45, 0.7) } }),
} satisfies Record<
  string,
  (
    next: () => number,
    sheet: FilledSheet,
  ) => {
    camera?: Camera;
    second?: FilledSheet;
    mark?: Mark;
    erased?: FilledSheet["erased"];
    erasure?: Mark;
  }
>;

export type HardCondition = keyof typeof CONDITIONS;
export const HARD_CONDITIONS = Object.keys(CONDITIONS) as HardCondition[];

/** The photo of sheet number `seed` under a condition, with what a correct reading of its (left) sheet gives. */
export async function hardPhoto(condition: HardCondition, seed: number): Promise<HardPhoto> {
  const next = random(seed * 31 + HARD_CONDITIONS.indexOf(condition));
  const sheet = studentSheet(next);
  const camera = everyday(next, seed);
  const {
    camera: extra,
    second,
    ...filling
  } = CONDITIONS[condition](next, sheet) as ReturnType<(typeof CONDITIONS)[HardCondition]> & {
    second?: FilledSheet;
    camera?: Camera;
  };
  const filled = { ...sheet, ...filling };
  const { image, template } = await fillSheet(filled);
  const beside = second ? (await fillSheet(second)).image : undefined;
  const shot: Camera = { ...camera, ...extra, beside };
  return {
    image: photograph(image, shot),
    template,
    truth: truthOf(filled),
    sheet: filled,
    photoPoint: (point) => photoPointOf(image, shot, point),
  };
}
