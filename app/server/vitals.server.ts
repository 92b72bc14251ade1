/** Bridge from the admin analysis page to the real-user speed overview (worker/services/vitals.ts). */
export { vitalsOverview } from "../../worker/services/vitals";
export type { VitalFigure, VitalsOverview } from "../../worker/services/vitals";
