/** Bridges from the account pages (login, profile, password reset, logout) to the account services. */
export { getProfile } from "../../worker/services/users";
