/** Bridges from the /protocols pages to the protocol data service. */
export { protocolCondition, protocolSummary } from "./protocols";
export { isDomainError } from "../../lib/errors";
