import { BadgePercent, FileText, IdCard, Pencil, Phone, ReceiptIndianRupee, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Student } from "@/shared/api/student";
import { formatRupeesForScreen } from "@/shared/money";
import { DataTable, OrDash, type DataColumn } from "../../../components/data-table";
import { formatCalendarDate } from "../../../components/format-calendar-date";
import { IconButton, IconLink } from "../../../components/icon-button";
import { isOptimisticId } from "../../../components/queries/optimistic-id";
import { RowMoreMenu } from "../../../components/row-more-menu";
import { DropdownMenuItem } from "../../../components/ui/dropdown-menu";
import { cn } from "../../../lib/cn";
import "../i18n";
import "../concessions/i18n";

/**
 * SPEC §2's columns plus each student's balance; `firstNumber` continues the # count across pages.
 * On a phone each student is a compact row, name and balance over the roll number, with one action
 * (their transactions) and a "⋮" menu of the rest in words (call, ID card, edit, delete), so a
 * ledger's students are a list to scroll, not a wall of cards.
 */
export function StudentTable({
  students,
  firstNumber,
  onEdit,
  onDelete,
  onTuitionCertificate,
  onConcessions,
}: {
  students: Student[];
  firstNumber: number;
  onEdit: (student: Student) => void;
  onDelete: (student: Student) => void;
  /** "Tuition fee certificate" (80C) in the row's menu, beside the ID card. */
  onTuitionCertificate: (student: Student) => void;
  /** "Concessions" in the row's menu; left out for staff (standing concessions are the owner's). */
  onConcessions?: (student: Student) => void;
}) {
  const { t, i18n } = useTranslation(["students", "ui", "concessions"]);
  const columns: DataColumn<Student>[] = [
    {
      id: "number",
      header: t("table.number"),
      cell: (_row, index) => firstNumber + index,
      className: "w-12 text-slate-500 max-sm:hidden",
    },
    { id: "name", header: t("table.name"), primary: true, cell: (student) => student.name, className: "sm:min-w-32" },
    {
      id: "rollNumber",
      header: t("table.rollNumber"),
      phone: "detail",
      cell: (student) => <OrDash value={student.rollNumber} />,
    },
    {
      id: "balance",
      header: t("table.balance"),
      align: "right",
      phone: "end",
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
      className: "whitespace-nowrap",
    },
    { id: "fatherName", header: t("table.fatherName"), cell: (student) => <OrDash value={student.fatherName} /> },
    { id: "motherName", header: t("table.motherName"), cell: (student) => <OrDash value={student.motherName} /> },
    {
      id: "phoneNumber",
      header: t("table.phoneNumber"),
      cell: (student) => (
        <a href={`tel:${student.phoneNumber}`} className="text-brand-700 underline-offset-2 hover:underline">
          {student.phoneNumber}
        </a>
      ),
      className: "whitespace-nowrap tabular-nums",
    },
    {
      id: "address",
      header: t("table.address"),
      cell: (student) => (
        <span className="line-clamp-2 sm:max-w-48" title={student.address}>
          <OrDash value={student.address} />
        </span>
      ),
    },
  ];
  return (
    <DataTable
      compact
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
            <IconLink
              to={`/TransactionManager/${student._id}`}
              disabled={saving}
              label={t("actions.transactions", { name })}
              className="text-brand-700"
            >
              <ReceiptIndianRupee aria-hidden />
            </IconLink>
            {/* From 640 px the rest are icons in the row; on a phone they are words in the "⋮" menu. */}
            <IconLink
              to={`/student-id-card?studentId=${encodeURIComponent(student._id)}`}
              disabled={saving}
              label={t("actions.idCard", { name })}
              className="max-sm:hidden"
            >
              <IdCard aria-hidden />
            </IconLink>
            <IconButton
              label={t("actions.edit", { name })}
              disabled={saving}
              onClick={() => onEdit(student)}
              className="max-sm:hidden"
            >
              <Pencil aria-hidden />
            </IconButton>
            <IconButton
              label={t("actions.delete", { name })}
              disabled={saving}
              onClick={() => onDelete(student)}
              className="text-red-600 hover:bg-red-50 max-sm:hidden"
            >
              <Trash2 aria-hidden />
            </IconButton>
            {/* Shown at every width: the certificate and concessions have no icon of their own. */}
            <RowMoreMenu name={name} className="sm:inline-flex">
              <DropdownMenuItem asChild>
                <a href={`tel:${student.phoneNumber}`}>
                  <Phone aria-hidden />
                  {t("ui:callNumber", { phone: student.phoneNumber })}
                </a>
              </DropdownMenuItem>
              {/* The ID card maker reads ?studentId= and fills itself with this student. */}
              <DropdownMenuItem asChild disabled={saving} className="sm:hidden">
                <Link to={`/student-id-card?studentId=${encodeURIComponent(student._id)}`}>
                  <IdCard aria-hidden />
                  {t("actions.idCardShort")}
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem disabled={saving} onSelect={() => onTuitionCertificate(student)}>
                <FileText aria-hidden />
                {t("actions.tuitionCertificate")}
              </DropdownMenuItem>
              {onConcessions ? (
                <DropdownMenuItem disabled={saving} onSelect={() => onConcessions(student)}>
                  <BadgePercent aria-hidden />
                  {t("concessions:menu")}
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuItem disabled={saving} onSelect={() => onEdit(student)} className="sm:hidden">
                <Pencil aria-hidden />
                {t("ui:edit")}
              </DropdownMenuItem>
              <DropdownMenuItem disabled={saving} onSelect={() => onDelete(student)} className="text-red-700 sm:hidden">
                <Trash2 aria-hidden />
                {t("ui:delete")}
              </DropdownMenuItem>
            </RowMoreMenu>
          </>
        );
      }}
    />
  );
}
