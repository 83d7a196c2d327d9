import { useState } from "react";
import { PlaceholderAvatar } from "./placeholder-avatar";

const SIZE = "size-20 shrink-0";

/**
 * The account's photo, or the placeholder when there is none or it cannot load — the content
 * policy allows same-origin images only, so a provider's remote photo URL is usually refused.
 */
export function ProfilePhoto({ src, alt }: { src?: string | null; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) return <PlaceholderAvatar label={alt} className={SIZE} />;
  return (
    <img
      src={src}
      alt={alt}
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      className={`${SIZE} rounded-full object-cover`}
    />
  );
}
