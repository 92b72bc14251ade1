/** Bridges from the /protocols pages to the protocol data service. */
export { protocolCondition, protocolSummary } from "../../worker/services/protocols";
export { isDomainError } from "../../worker/lib/errors";
