import { pathToFileURL } from "node:url";
import { loadNodeFonts } from "../src/documents/fonts/load-node-fonts";
import { generateMcqQuestionPaper } from "../src/documents/mcq-question-paper/mcq-question-paper";
import type { McqQuestion } from "../src/documents/mcq-question-paper/mcq-question-paper-schema";
import { generateOmrSheet } from "../src/documents/omr-sheet/omr-sheet";
import { samplePaperHeader } from "../src/documents/sample-paper-header";
import { heading, median, report } from "./support/report";

const RUNS = 10;
const TARGET_MS = 200;

/** A realistic paper: mixed English and Hindi, options short enough to share a line or two. */
function mcqQuestions(count: number): McqQuestion[] {
  return Array.from({ length: count }, (_, i) =>
    i % 3 === 2
      ? {
          text: `प्रश्न ${i + 1}: भारत की राजधानी क्या है?`,
          optionA: "मुंबई",
          optionB: "नई दिल्ली",
          optionC: "कोलकाता",
          optionD: "चेन्नई",
        }
      : {
          text: `Question ${i + 1}: which of these numbers is prime?`,
          optionA: "21",
          optionB: "27",
          optionC: "29",
          optionD: "33",
        },
  );
}

/** Median milliseconds of `RUNS` calls after one warm-up call (which loads pdfkit and warms the JIT). */
async function time(run: () => Promise<Uint8Array>): Promise<{ ms: number; bytes: number }> {
  const warm = await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return { ms: median(samples), bytes: warm.byteLength };
}

/** The print tools in Node: a full 180-question OMR sheet and a 30-question MCQ paper. */
export async function benchPrintTools(): Promise<void> {
  const fonts = await loadNodeFonts();
  const options = { language: "en" as const, fonts };
  heading(`Print tools (Node, median of ${RUNS} after a warm-up, fonts loaded once)`);

  const omr = await time(() => generateOmrSheet({ questionCount: 180 }, options));
  report("OMR sheet, 180 questions (1 page)", `${omr.ms.toFixed(1)} ms`, `< ${TARGET_MS} ms`);
  const questions = mcqQuestions(30);
  const header = samplePaperHeader("en");
  const mcq = await time(() => generateMcqQuestionPaper({ header, questions }, options));
  report("MCQ paper, 30 questions", `${mcq.ms.toFixed(1)} ms`, `< ${TARGET_MS} ms`);
  report("  file sizes (OMR / MCQ)", `${(omr.bytes / 1024).toFixed(0)} / ${(mcq.bytes / 1024).toFixed(0)} KB`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchPrintTools();
