/**
 * Issue 28, item 6: an address's state is settled from its pincode at every door (signup, profile, the order API,
 * checkout's quote, the pincode check), so the delivery fee, cash on delivery and the place of supply follow one
 * state. Found in the field: "AP" with 522201 priced as Rest of India; a Delhi pincode with "Andhra Pradesh" paid the
 * Andhra fee; Army Postal Service and non-existent pincodes were accepted. Fees are the demo rules', by hand.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedDeliveryRules } from "../../db/seed-data";
import { call, env } from "../helpers/api";
import { addCategory, productBody } from "../helpers/catalogue";
import { createAdmin, createCustomer, signupBody, type Account } from "../helpers/factories";
import { postOrder } from "../helpers/orders";

let admin: Account;
let productId: string;

beforeAll(async () => {
  admin = await createAdmin();
  const saved = await call("/api/admin/delivery", { method: "PUT", token: admin.token, json: seedDeliveryRules });
  expect(saved.status, saved.text).toBe(200);
  const category = await addCategory(admin);
  // ₹100: below every zone's free-delivery threshold, so the fee shows the zone.
  const added = await call("/api/admin/product/add", { token: admin.token, json: productBody(category._id, { mrp: "100", salePrice: "100" }) });
  expect(added.status, added.text).toBe(201);
  productId = added.body.product._id;
}, 120_000);

const address = (pincode: string, state: string) => ({ doorNo: "4-12", street: "Temple Street", city: "Somewhere", pincode, state });
const signup = (pincode: string, state: string) => call("/api/signup", { json: signupBody({ address: address(pincode, state) }) });
const storedState = async (email: string) => (await env.DB.prepare("select state from users where email_address = ?").bind(email).first<{ state: string }>())?.state;

describe("signing up and editing the profile", () => {
  it('"AP" with a Tenali pincode is stored as Andhra Pradesh, and priced in the Andhra & Telangana zone like the pincode check', async () => {
    const body = signupBody({ address: address("522201", "AP") });
    const response = await call("/api/signup", { json: body });
    expect(response.status, response.text).toBe(201);
    expect(await storedState(body.emailAddress)).toBe("Andhra Pradesh");
    const order = await postOrder(response.body.token, [{ productId, quantity: 1 }]);
    expect(order.status, order.text).toBe(201);
    const check = await call(`/api/delivery/quote?pincode=522201&productId=${productId}`);
    expect(check.body.fee).toBe(40);
    expect(order.body.breakup.delivery).toBe(40);
    expect(order.body.address.state).toBe("Andhra Pradesh");
  });

  it.each([
    ["A.P.", "Andhra Pradesh"],
    ["andhra", "Andhra Pradesh"],
    ["ANDHRA PRADESH", "Andhra Pradesh"],
  ])('"%s" is %s', async (typed, state) => {
    const body = signupBody({ address: address("520001", typed) });
    expect((await call("/api/signup", { json: body })).status).toBe(201);
    expect(await storedState(body.emailAddress)).toBe(state);
  });

  it('"Telangana" with a Vijayawada pincode is refused with a 400 naming the state and the pincode\'s state', async () => {
    const response = await signup("520001", "Telangana");
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Pincode 520001 is in Andhra Pradesh, not Telangana: please check the pincode and the state");
  });

  it("an Army Postal Service pincode and a PIN area that does not exist are refused, naming the pincode", async () => {
    const aps = await signup("912345", "Andhra Pradesh");
    expect(aps.status).toBe(400);
    expect(aps.body.message).toContain("Army Postal Service");
    const none = await signup("540001", "Karnataka");
    expect(none.status).toBe(400);
    expect(none.body.message).toContain("Pincode 540001 is not an Indian PIN code area");
  });

  it("a profile edit settles the state the same way", async () => {
    const customer = await createCustomer();
    const edit = (state: string, pincode = "500001") =>
      call("/api/edit-profile", { method: "PUT", token: customer.token, json: { name: customer.user.name, phoneNumber: "9876543210", emailAddress: customer.email, password: "", address: address(pincode, state) } });
    expect((await edit("TS")).status).toBe(200);
    expect(await storedState(customer.email)).toBe("Telangana");
    const refused = await edit("Andhra Pradesh", "110001");
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("Pincode 110001 is in Delhi, not Andhra Pradesh");
  });
});

describe("placing an order and the checkout's quote", () => {
  let customer: Account;
  beforeAll(async () => {
    customer = await createCustomer();
  }, 60_000);

  it('a Delhi pincode with "Andhra Pradesh" is refused (it paid the Andhra fee of ₹40 instead of Delhi\'s ₹90)', async () => {
    const response = await postOrder(customer.token, [{ productId, quantity: 1 }], { deliveryAddress: address("110001", "Andhra Pradesh") });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain("Pincode 110001 is in Delhi, not Andhra Pradesh");
    const delhi = await postOrder(customer.token, [{ productId, quantity: 1 }], { deliveryAddress: address("110001", "NCT of Delhi") });
    expect(delhi.status, delhi.text).toBe(201);
    expect(delhi.body.address.state).toBe("Delhi");
    expect(delhi.body.breakup.delivery).toBe(90);
  });

  it("an old profile that says \"AP\" (stored before states were settled) is priced and shipped as Andhra Pradesh", async () => {
    const old = await createCustomer();
    await env.DB.prepare("update users set state = 'AP', pincode = '522201' where email_address = ?").bind(old.email).run();
    const order = await postOrder(old.token, [{ productId, quantity: 1 }]);
    expect(order.status, order.text).toBe(201);
    expect(order.body.address.state).toBe("Andhra Pradesh");
    expect(order.body.breakup.delivery).toBe(40);
  });

  it("the pincode check names an APS pincode and a PIN area that does not exist", async () => {
    const aps = await call("/api/delivery/quote?pincode=999999");
    expect(aps.status).toBe(400);
    expect(aps.body.message).toContain("Army Postal Service");
    const none = await call("/api/delivery/quote?pincode=860001");
    expect(none.status).toBe(400);
    expect(none.body.message).toContain("not an Indian PIN code area");
  });
});
