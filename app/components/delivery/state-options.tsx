/**
 * The options of an address form's state list: the English name as the value (what the shop stores and checks), the
 * name in the page's language as the text ("states" messages; the page's loader sends that namespace).
 */
import type { MessageId } from "../../../worker/shared/i18n/catalogs";
import { gstStateCode, STATES_AND_UNION_TERRITORIES } from "../../../worker/domains/delivery/shared/india";
import { useT } from "~/lib/i18n";

export function StateOptions({ placeholder }: { placeholder: string }) {
  const { t } = useT();
  return (
    <>
      <option value="">{placeholder}</option>
      {STATES_AND_UNION_TERRITORIES.map((state) => (
        <option key={state} value={state}>
          {t(`states.${gstStateCode(state)}` as MessageId)}
        </option>
      ))}
    </>
  );
}
