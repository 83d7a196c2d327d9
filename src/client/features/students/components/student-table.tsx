import { IdCard, Pencil, Phone, ReceiptIndianRupee, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Student } from "@/shared/api/student";
import { formatRupeesForScreen } from "@/shared/money";
import { DataTable, OrDash, type DataColumn } from "../../../components/data-table";
import { formatCalendarDate } from "../../../components/format-calendar-date";
import { IconButton, IconLink } from "../../../components/icon-button";
import { isOptimisticId } from "../../../components/queries/optimistic-id";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import "../i18n";

/**
 * SPEC §2's columns plus each student's balance; `firstNumber` continues the # count across pages.
 * On a phone a card keeps only name, roll number and balance above one row of actions (calling
 * included), so 300 students are a list to scroll, not a wall.
 */
export function StudentTable({
  students,
  firstNumber,
  onEdit,
  onDelete,
}: {
  students: Student[];
  firstNumber: number;
  onEdit: (student: Student) => void;
  onDelete: (student: Student) => void;
}) {
  const { t, i18n } = useTranslation("students");
  const columns: DataColumn<Student>[] = [
    {
      id: "number",
      header: t("table.number"),
      cell: (_row, index) => firstNumber + index,
      className: "w-12 text-slate-500 max-sm:hidden",
    },
    { id: "name", header: t("table.name"), primary: true, cell: (student) => student.name, className: "sm:min-w-32" },
    { id: "rollNumber", header: t("table.rollNumber"), cell: (student) => <OrDash value={student.rollNumber} /> },
    {
      id: "balance",
      header: t("table.balance"),
      align: "right",
      cell: (student) => (
        <span className={cn("font-semibold", student.balance > 0 ? "text-red-700" : "text-slate-700")}>
          {formatRupeesForScreen(student.balance)}
        </span>
      ),
      className: "whitespace-nowrap tabular-nums",
    },
    {
      id: "dateOfBirth",
      header: t("table.dateOfBirth"),
      cell: (student) => <OrDash value={formatCalendarDate(student.dateOfBirth, i18n.language)} />,
      className: "whitespace-nowrap max-sm:hidden",
    },
    {
      id: "fatherName",
      header: t("table.fatherName"),
      cell: (student) => <OrDash value={student.fatherName} />,
      className: "max-sm:hidden",
    },
    {
      id: "motherName",
      header: t("table.motherName"),
      cell: (student) => <OrDash value={student.motherName} />,
      className: "max-sm:hidden",
    },
    {
      id: "phoneNumber",
      header: t("table.phoneNumber"),
      cell: (student) => (
        <a href={`tel:${student.phoneNumber}`} className="text-brand-700 underline-offset-2 hover:underline">
          {student.phoneNumber}
        </a>
      ),
      className: "whitespace-nowrap tabular-nums max-sm:hidden",
    },
    {
      id: "address",
      header: t("table.address"),
      cell: (student) => (
        <span className="line-clamp-2 sm:max-w-48" title={student.address}>
          <OrDash value={student.address} />
        </span>
      ),
      className: "max-sm:hidden",
    },
  ];
  return (
    <DataTable
      caption={t("table.caption")}
      columns={columns}
      rows={students}
      rowKey={(student) => student._id}
      rowClassName={(student) => (isOptimisticId(student._id) ? "opacity-60" : undefined)}
      actions={(student) => {
        const saving = isOptimisticId(student._id);
        const name = student.name;
        return (
          <>
            {/* The phone column is hidden on a phone card; this is its tap-to-call there. */}
            <Button asChild variant="ghost" size="icon" className="sm:hidden">
              <a
                href={`tel:${student.phoneNumber}`}
                aria-label={t("actions.call", { name })}
                title={t("actions.call", { name })}
              >
                <Phone aria-hidden />
              </a>
            </Button>
            <IconLink
              to={`/TransactionManager/${student._id}`}
              disabled={saving}
              label={t("actions.transactions", { name })}
              className="text-brand-700"
            >
              <ReceiptIndianRupee aria-hidden />
            </IconLink>
            {/* The ID card maker reads ?studentId= and fills itself with this student. */}
            <IconLink
              to={`/student-id-card?studentId=${encodeURIComponent(student._id)}`}
              disabled={saving}
              label={t("actions.idCard", { name })}
              phoneText={t("actions.idCardShort")}
            >
              <IdCard aria-hidden />
            </IconLink>
            <IconButton label={t("actions.edit", { name })} disabled={saving} onClick={() => onEdit(student)}>
              <Pencil aria-hidden />
            </IconButton>
            <IconButton
              label={t("actions.delete", { name })}
              disabled={saving}
              onClick={() => onDelete(student)}
              className="text-red-600 hover:bg-red-50"
            >
              <Trash2 aria-hidden />
            </IconButton>
          </>
        );
      }}
    />
  );
}
