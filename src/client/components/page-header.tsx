import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A screen's heading row: optional back arrow, title and subtitle, and its main buttons. */
export function PageHeader({
  title,
  subtitle,
  back,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-2">
        {back ? (
          <Link
            to={back.to}
            aria-label={back.label}
            title={back.label}
            className="mt-0.5 rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
          >
            <ArrowLeft className="size-5" aria-hidden />
          </Link>
        ) : null}
        <div className="min-w-0">
          <h1 className="break-words text-xl font-bold sm:text-2xl">{title}</h1>
          {subtitle ? <div className="text-sm text-slate-600">{subtitle}</div> : null}
        </div>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
