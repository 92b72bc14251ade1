/** Bridge from the admin analysis page to the real-user speed overview (worker/domains/vitals/vitals.ts). */
export { vitalsOverview } from "./vitals";
export type { VitalFigure, VitalsOverview } from "./vitals";
