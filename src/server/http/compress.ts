import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Encoding } from "./pick-encoding";

export type CompressionLevels = { readonly brotli: number; readonly gzip: number };
/** For content compressed once (the shell at start): the smallest file, whatever it costs. */
export const BEST_COMPRESSION: CompressionLevels = { brotli: constants.BROTLI_MAX_QUALITY, gzip: 9 };
/**
 * For a body made per request (a signed-in page, an API answer): brotli 4 writes the whole school's
 * 2.4 MB of slip JSON in ~4 ms at ~1/40 of its size (quality 11 would take seconds). gzip, for the
 * clients without brotli (Node's fetch), at level 1 as nginx does: a third of level 6's time for
 * about 15% more bytes.
 */
export const QUICK_COMPRESSION: CompressionLevels = { brotli: 4, gzip: 1 };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `content` in `encoding`, compressed on libuv's thread pool so a large body does not stall other
 * requests. zlib's output owns a plain ArrayBuffer (never a shared one), which a Response body needs.
 */
export async function compress(
  content: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
  levels: CompressionLevels,
): Promise<Uint8Array<ArrayBuffer>> {
  if (encoding === "identity") return content;
  const output =
    encoding === "br"
      ? await brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli } })
      : await gzipAsync(content, { level: levels.gzip });
  return output as Uint8Array<ArrayBuffer>;
}
