import type { ReactNode } from "react";
import { PageHeader } from "../../../components/page-header";

/** The frame every print tool shares: heading, a one-line explanation and its cards, phone-first. */
export function ToolPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4 sm:space-y-6">
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </div>
  );
}
