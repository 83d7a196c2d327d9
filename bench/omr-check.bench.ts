import { chromium } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { OmrOption } from "../src/documents/omr-sheet/omr-sheet-schema";
import {
  encodeJpeg,
  fillSheet,
  photograph,
  type Camera,
} from "../src/client/features/omr-check/test-support/sheet-photos";
import { heading, report } from "./support/report";
import { startServerProcess } from "./support/server-process";

const SHEETS = 60;
const QUESTIONS = 100;
const RUNS = 3;
/** Four phone-like 12-megapixel photos (4000 × 3000), each sent ten-odd times as a separate file. */
const CAMERAS: Camera[] = [
  { rotate: 3, keystone: 0.06, blur: 2, noise: 8, shade: 0.75, seed: 1 },
  { rotate: -4, keystone: 0.03, blur: 1, noise: 6, seed: 2 },
  { rotate: 178, blur: 2, noise: 8, seed: 3 },
  { rotate: 1, fill: 0.8, blur: 1, noise: 10, shade: 0.85, seed: 4 },
].map((camera) => ({ ...camera, width: 3000, height: 4000 }));

async function phonePhotos(): Promise<string[]> {
  const options: OmrOption[] = ["A", "B", "C", "D"];
  const photos: string[] = [];
  for (const [n, camera] of CAMERAS.entries()) {
    const answers = Object.fromEntries(
      Array.from({ length: QUESTIONS }, (_, q) => [q + 1, [options[(q * 7 + n) % 4]!]]),
    );
    const { image } = await fillSheet({ questionCount: QUESTIONS, answers, rollNumber: String(1000 + n) });
    photos.push((await encodeJpeg(photograph(image, camera), 85)).toString("base64"));
  }
  return photos;
}

/**
 * `npm run bench -- omr`: 60 phone photos read in headless Chromium by the built reader worker,
 * as many workers as /omr-check starts on this machine. The baseline in the same run is decoding
 * alone (createImageBitmap + canvas, what any image tool pays), so the reader's own share shows.
 */
export async function benchOmrCheck(): Promise<void> {
  heading(`OMR check: ${SHEETS} phone photos (12 MP JPEG) in headless Chromium, best of ${RUNS}`);
  if (!existsSync("dist/client/index.html"))
    spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  const worker = readdirSync("dist/client/assets").find((name) => /^omr-worker-.*\.js$/.test(name));
  if (!worker) throw new Error("The build has no omr-worker chunk");
  const photos = await phonePhotos();
  const server = await startServerProcess({
    NODE_ENV: "development",
    DATA_DIR: mkdtempSync(join(tmpdir(), "bahi-bench-omr-")),
  });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/robots.txt`);
    // tsx compiles with keepNames, wrapping the function below in calls to a helper only Node has.
    await page.evaluate("globalThis.__name = (fn) => fn");
    const result = await page.evaluate(
      async ({ photos, workerUrl, sheets, questions, runs }) => {
        const files = Array.from({ length: sheets }, (_, i) => {
          const bytes = Uint8Array.from(atob(photos[i % photos.length]!), (c) => c.charCodeAt(0));
          return new File([bytes], `photo-${i}.jpg`, { type: "image/jpeg" });
        });
        const workers = Math.max(1, Math.min(4, navigator.hardwareConcurrency - 1));
        /** Runs every file through a pool of `workers` workers made by `make`; milliseconds and the answers. */
        const pool = async (make: () => Worker, message: (file: File, id: number) => unknown) => {
          const started = performance.now();
          const pooled = Array.from({ length: workers }, make);
          const answers: unknown[] = [];
          await new Promise<void>((resolve, reject) => {
            let next = 0;
            let done = 0;
            const feed = (w: Worker) => next < files.length && w.postMessage(message(files[next]!, next++));
            for (const w of pooled) {
              w.onmessage = ({ data }: MessageEvent<{ id: number }>) => {
                answers[data.id] = data;
                if (++done === files.length) resolve();
                else feed(w);
              };
              w.onerror = (event) => reject(new Error(event.message));
              feed(w);
            }
          });
          pooled.forEach((w) => w.terminate());
          return { ms: performance.now() - started, answers };
        };
        const decodeOnly = `onmessage = async ({ data }) => {
          const bitmap = await createImageBitmap(data.file);
          const f = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
          const canvas = new OffscreenCanvas(Math.round(bitmap.width * f), Math.round(bitmap.height * f));
          const context = canvas.getContext("2d");
          context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
          context.getImageData(0, 0, canvas.width, canvas.height);
          postMessage({ id: data.id });
        }`;
        const decodeUrl = URL.createObjectURL(new Blob([decodeOnly], { type: "text/javascript" }));
        let read = Infinity;
        let decode = Infinity;
        let statuses: string[] = [];
        for (let run = 0; run < runs; run++) {
          const reading = await pool(
            () => new Worker(workerUrl, { type: "module" }),
            (file, id) => ({ id, file, questionCount: questions }),
          );
          read = Math.min(read, reading.ms);
          statuses = (reading.answers as { results: { reading: { status: string; rollNumber: string } }[] }[]).map(
            (a) => `${a.results[0]!.reading.status}:${a.results[0]!.reading.rollNumber}`,
          );
          decode = Math.min(
            decode,
            (
              await pool(
                () => new Worker(decodeUrl),
                (file, id) => ({ id, file }),
              )
            ).ms,
          );
        }
        return { read, decode, workers, statuses };
      },
      { photos, workerUrl: `/assets/${worker}`, sheets: SHEETS, questions: QUESTIONS, runs: RUNS },
    );
    const unread = result.statuses.filter((s) => !/^(ok|turned):100\d$/.test(s));
    report(`workers (cores − 1, at most 4)`, String(result.workers));
    report(
      `${SHEETS} photos read (decode + markers + ${QUESTIONS} questions + preview)`,
      `${(result.read / 1000).toFixed(1)} s`,
      "≤ 60 s",
    );
    report("sheets per second", (SHEETS / (result.read / 1000)).toFixed(2), "≥ 1");
    report(`baseline: decoding the same ${SHEETS} photos only`, `${(result.decode / 1000).toFixed(1)} s`);
    report("reading ÷ decoding alone", `${(result.read / result.decode).toFixed(2)}×`);
    report("sheets read with the right roll number", `${SHEETS - unread.length} / ${SHEETS}`, `${SHEETS} / ${SHEETS}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchOmrCheck();
