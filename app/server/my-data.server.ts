/** Bridge from the profile's data pages and the admin users page to the data-rights service (issue 20). */
export { eraseMyAccount, listErasures, type ErasureView } from "../../worker/services/my-data";
