export type Encoding = "br" | "gzip" | "identity";

/**
 * The best encoding of ours (brotli, then gzip) the Accept-Encoding header allows; `q=0` refuses
 * one, and `*` stands for any not named.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name) weights.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const best = (["br", "gzip"] as const).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? "identity";
}
