import type { ComponentProps } from "react";
import { Button } from "./ui/button";

/** A row action drawn as an icon: its label is both the accessible name and the hover tooltip. */
export function IconButton({ label, ...props }: Omit<ComponentProps<typeof Button>, "aria-label" | "title"> & { label: string }) {
  return <Button variant="ghost" size="icon" aria-label={label} title={label} {...props} />;
}
