/**
 * Which state or union territory the PIN codes of each three-digit prefix belong to (data, not code).
 *
 * Derived from India Post's all-India post-office directory (data.gov.in "All India Pincode Directory": 165,627
 * offices, 19,586 distinct PIN codes, 404 three-digit prefixes outside the Army Postal Service) by counting, for each
 * prefix, the distinct PIN codes whose offices each state lists. A prefix belongs to the state of most of its PIN
 * codes. A second state is kept only where the split is real (a union territory's enclave or a border district:
 * Chandigarh and Mohali, the Uttarakhand-Uttar Pradesh border, Daman and Diu, Yanam, Puducherry and Karaikal, Mahe,
 * Lakshadweep, Ri Bhoi in Meghalaya, the Bihar-Jharkhand and Bihar-Uttar Pradesh borders); single PIN codes that
 * the directory files under a far-away state are its own errors (e.g. a Rajasthan office labelled Telangana) and
 * are left out. A prefix listed nowhere here is not an Indian PIN code area, and region 9 is the Army Postal
 * Service, which belongs to no state.
 */

/** Each state's prefixes as ranges ("515-518 520-524" = 515, 516, 517, 518, 520, …), by most of their PIN codes. */
export const PIN_PREFIXES_BY_STATE = {
  "Andaman and Nicobar Islands": "744",
  "Andhra Pradesh": "515-518 520-524 530-535",
  "Arunachal Pradesh": "790-792",
  Assam: "781-788",
  Bihar: "800-805 811-813 821 823-824 841-848 851-855",
  Chandigarh: "160",
  Chhattisgarh: "490-497",
  "Dadra and Nagar Haveli and Daman and Diu": "",
  Delhi: "110",
  Goa: "403",
  Gujarat: "360-365 370 380 382-385 387-396",
  Haryana: "121-127 131-136",
  "Himachal Pradesh": "171-177",
  "Jammu and Kashmir": "180-182 184-185 190-193",
  Jharkhand: "814-816 818 822 825-829 831-835",
  Karnataka: "560-563 570-577 580-587 590-591",
  Kerala: "670-671 673 676 678-680 682-683 685-686 688-691 695",
  Ladakh: "194",
  Lakshadweep: "",
  "Madhya Pradesh": "450-458 460-466 470-477 480-488",
  Maharashtra: "400-402 410-416 421-425 431 440-445",
  Manipur: "795",
  Meghalaya: "793-794",
  Mizoram: "796",
  Nagaland: "797-798",
  Odisha: "751-770",
  Puducherry: "",
  Punjab: "140-148 151-152",
  Rajasthan: "301-307 311-314 321-328 331-335 341-345",
  Sikkim: "737",
  "Tamil Nadu": "600-614 620-632 635-639 641-643",
  Telangana: "500-509",
  Tripura: "799",
  "Uttar Pradesh": "201-212 221-233 241-245 247 250-251 261 271-277 281-285",
  Uttarakhand: "246 248-249 262-263",
  "West Bengal": "700 711-713 721-723 731-736 741-743",
} as const;

/** Prefixes whose PIN codes are split between states: the states besides the one above (the typed state decides). */
export const SHARED_PIN_PREFIXES: Record<string, readonly (keyof typeof PIN_PREFIXES_BY_STATE)[]> = {
  "160": ["Punjab"],
  "244": ["Uttarakhand"],
  "246": ["Uttar Pradesh"],
  "247": ["Uttarakhand"],
  "262": ["Uttar Pradesh"],
  "362": ["Dadra and Nagar Haveli and Daman and Diu"],
  "396": ["Dadra and Nagar Haveli and Daman and Diu"],
  "533": ["Puducherry"],
  "605": ["Puducherry"],
  "607": ["Puducherry"],
  "609": ["Puducherry"],
  "673": ["Puducherry"],
  "682": ["Lakshadweep"],
  "781": ["Meghalaya"],
  "782": ["Meghalaya"],
  "802": ["Uttar Pradesh"],
  "813": ["Jharkhand"],
  "814": ["Bihar"],
};
