import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useTranslation } from "react-i18next";
import type { DuesSummary } from "@/shared/api/dues";
import { formatRupeesForScreen } from "@/shared/money";
import { shortMonthName } from "../../../components/format-calendar-date";
import "../i18n";

/** Charged and received per month of the session; lazy-loaded, so recharts stays out of other pages. */
export default function MonthChart({ months }: { months: DuesSummary["months"] }) {
  const { t, i18n } = useTranslation("dues");
  const data = months.map((m) => ({ ...m, label: shortMonthName(Number(m.month.slice(5, 7)), i18n.language) }));
  return (
    <div className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 4, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {/* Every month's label, angled so twelve fit a 360 px phone. */}
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} angle={-45} textAnchor="end" height={44} />
          <YAxis tick={{ fontSize: 11 }} tickFormatter={(value: number) => formatRupeesForScreen(value)} width={72} />
          <Tooltip formatter={(value) => formatRupeesForScreen(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="charged" name={t("chart.charged")} fill="#94a3b8" radius={[3, 3, 0, 0]} />
          <Bar dataKey="received" name={t("chart.received")} fill="#15803d" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
