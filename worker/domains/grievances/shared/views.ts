/** Complaints as the API answers them and the pages draw them; built by worker/domains/grievances/grievances.ts. */
import type { GrievanceCategory, GrievanceStatus, OverdueKind } from "./status";

/** One step of a ticket's history: filed, then each status change with the reply the customer was sent. */
export type GrievanceEventView = {
  fromStatus: GrievanceStatus | null;
  toStatus: GrievanceStatus;
  /** The reply to the customer (null for the filing itself). */
  reply: string | null;
  /** Who made the step: the customer (signed in), a visitor (by e-mail) or an admin. */
  actorRole: "customer" | "visitor" | "admin";
  createdAt: string;
};

/** The admin's view of a step also names the admin who made it. */
export type AdminGrievanceEventView = GrievanceEventView & { actorEmail: string | null };

/** What POST /api/grievances answers: exactly the ticket's number, status and due times. */
export type FiledGrievance = { _id: string; ticket: string; status: GrievanceStatus; ackDueAt: string; resolveDueAt: string };

export type GrievanceView = FiledGrievance & {
  category: GrievanceCategory;
  orderId: string | null;
  description: string;
  acknowledgedAt: string | null;
  resolvedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Which promise the ticket has broken now (not acknowledged or not resolved in time), or null. */
  overdue: OverdueKind;
  history: GrievanceEventView[];
};

/** The admin list's ticket: who filed it and how to reach them, and who made each step. */
export type AdminGrievanceView = Omit<GrievanceView, "history"> & {
  userId: string | null;
  name: string;
  emailAddress: string;
  history: AdminGrievanceEventView[];
};
