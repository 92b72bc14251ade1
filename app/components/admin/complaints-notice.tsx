import { Link } from "react-router";

/**
 * The orders page's line about complaints (issue 20): how many need action and how many are overdue, linking to the
 * Grievances page; nothing when none is open.
 */
export function ComplaintsNotice({ counts }: { counts: { open: number; overdue: number } }) {
  if (counts.open === 0) return null;
  const overdue = counts.overdue > 0;
  return (
    <p
      className={`mt-4 rounded-lg px-4 py-3 text-sm font-medium ${overdue ? "bg-red-50 text-red-900 ring-2 ring-red-600" : "bg-amber-50 text-amber-950 ring-1 ring-amber-300"}`}
    >
      {counts.open} {counts.open === 1 ? "complaint needs" : "complaints need"} action
      {overdue && <strong className="font-bold">, {counts.overdue} overdue</strong>}.{" "}
      <Link to="/admin/grievances" className="font-semibold underline">
        Open Grievances
      </Link>
    </p>
  );
}
