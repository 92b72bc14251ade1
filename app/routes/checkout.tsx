import { QRCodeSVG } from "qrcode.react";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Link, useFetcher, useRouteLoaderData } from "react-router";
import { ErrorAlert } from "~/components/form-field";
import { TabList, TabPanel, type TabItem } from "~/components/tabs";
import { keepPageOnFailure } from "~/lib/client-action";
import { cartTotal, type CartLine } from "~/lib/cart";
import { formatRupees } from "~/lib/money";
import { availableTransitions, mismatchNotice, orderCardTone, paymentFactsOf, shortOrderRef } from "~/lib/order-status";
import { upiPaymentUri } from "~/lib/upi";
import { parseInput, readSubmission } from "~/server/input.server";
import { requestContext } from "~/server/request-context";
import { actionFailure, requireSignedIn, serviceContextFrom } from "~/server/session.server";
import type { loader as rootLoader } from "~/root";
import { badRequest } from "../../worker/lib/errors";
import { getCart } from "../../worker/services/cart";
import { listOrdersOfUser, placeOrder, updateOrderStatus, type OrderView } from "../../worker/services/orders";
import { z } from "zod";
import type { Route } from "./+types/checkout";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Checkout | Ghani" },
    { name: "description", content: "Your current order, UPI payment and order history at Ghani." },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireSignedIn(context, url);
  const ctx = context.get(requestContext);
  const [cart, orders] = await Promise.all([getCart(ctx, user.id), listOrdersOfUser(ctx, user.id)]);
  return { user, cart, orders };
}

const placeSchema = z.object({
  productIds: z.array(z.string().min(1).max(64)).min(1, "Please select at least one product").max(50),
  idempotencyKey: z.string().min(8).max(100),
});
const paySchema = z.object({ orderId: z.string().min(1).max(64), amountPaid: z.unknown(), transactionId: z.unknown() });

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireSignedIn(context, url);
  const ctx = serviceContextFrom(context);
  try {
    const submission = await readSubmission(request);
    if (submission.intent === "place") {
      const { productIds, idempotencyKey } = parseInput(placeSchema, submission);
      // Quantities come from the customer's own cart; the client only chooses which lines to order.
      const cart = await getCart(ctx, user.id);
      const lines = cart.products.filter((line) => productIds.includes(line.productId._id));
      if (lines.length === 0) throw badRequest("Please select at least one product");
      const { order } = await placeOrder(
        ctx,
        user,
        { products: lines.map((line) => ({ productId: line.productId._id, quantity: line.quantity })) },
        idempotencyKey,
      );
      return { placed: order };
    }
    if (submission.intent === "pay") {
      const { orderId, amountPaid, transactionId } = parseInput(paySchema, submission);
      await updateOrderStatus(ctx, user, orderId, { amountPaid, transactionId, paymentStatus: "done" });
      return { paid: orderId };
    }
    return { error: "Unknown action" };
  } catch (error) {
    return actionFailure(error);
  }
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

type Tab = "current" | "orders";

const TABS: TabItem<Tab>[] = [
  { id: "current", label: "Current Order" },
  { id: "orders", label: "Your Orders" },
];

function PaymentStep({ order, onDone }: { order: OrderView; onDone: () => void }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const shop = root?.shop;
  const fetcher = useFetcher<{ paid?: string; error?: string }>();
  const outstanding = Math.max(order.bill - order.amountPaid, 0) || order.bill;
  const [qrAmount, setQrAmount] = useState(String(outstanding));
  const [amountPaid, setAmountPaid] = useState("");
  const [transactionId, setTransactionId] = useState("");
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.paid) {
      toast.success("Payment Submitted");
      onDone();
    }
  }, [fetcher.state, fetcher.data, onDone]);

  const amountForQr = Number(qrAmount) > 0 ? Number(qrAmount) : outstanding;
  const uri = upiPaymentUri({ vpa: shop?.upiVpa ?? "", payeeName: shop?.upiPayeeName ?? "", amount: amountForQr, orderRef: shortOrderRef(order._id) });
  // An answer without a message (a dropped connection, a 5xx) still shows the spec's alert.
  const error =
    fetcher.state === "idle" && fetcher.data && "error" in fetcher.data
      ? fetcher.data.error || "Failed to submit payment details. Please try again."
      : null;

  return (
    <section aria-labelledby="payment-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 id="payment-heading" className="text-2xl font-bold text-stone-900">
        Pay for order #{shortOrderRef(order._id)}
      </h2>
      <p className="mt-2 text-lg">
        Total Bill: <strong>{formatRupees(order.bill)}</strong>
      </p>
      <p className="mt-3 rounded-lg bg-leaf-50 px-4 py-3 text-sm text-leaf-900">
        We will deliver to {order.address.doorNo}, {order.address.street}, {order.address.city} {order.address.pincode},{" "}
        {order.address.state}. To change the address, edit it on your{" "}
        <Link to="/profile" className="font-semibold underline">
          profile
        </Link>{" "}
        before paying.
      </p>
      {shop && (
        <p className="mt-2 text-sm text-stone-700">
          Questions about paying? Call {shop.phone} or write to {shop.email}.
        </p>
      )}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="flex flex-col items-center gap-3">
          <div className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
            <QRCodeSVG value={uri} size={200} level="H" title={`UPI QR code to pay ${formatRupees(amountForQr)}`} />
          </div>
          <label className="w-full text-sm font-semibold text-stone-800">
            Amount in QR (₹)
            <input
              type="number"
              min="0.01"
              step="0.01"
              value={qrAmount}
              onChange={(event) => setQrAmount(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2"
            />
          </label>
          <a href={uri} className="w-full rounded-lg bg-turmeric-400 px-4 py-2 text-center font-semibold text-stone-900 hover:bg-turmeric-600 hover:text-white">
            Pay with UPI app
          </a>
        </div>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!amountPaid.trim() || !transactionId.trim()) {
              toast.error("Fill Everything");
              return;
            }
            void fetcher.submit(
              { intent: "pay", orderId: order._id, amountPaid: Number.parseFloat(amountPaid), transactionId: transactionId.trim() },
              { method: "post", encType: "application/json" },
            );
          }}
        >
          <p className="text-sm text-stone-700">After paying, enter the amount and the 12-digit UPI reference (UTR) shown by your app.</p>
          <UtrHelp id={`utr-help-${order._id}`} />
          <label className="block text-sm font-semibold text-stone-800">
            Amount Paid
            <input
              type="number"
              min="0.01"
              step="0.01"
              inputMode="decimal"
              value={amountPaid}
              onChange={(event) => setAmountPaid(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2"
            />
          </label>
          <label className="block text-sm font-semibold text-stone-800">
            Transaction ID
            <input
              inputMode="numeric"
              autoComplete="off"
              aria-describedby={`utr-help-${order._id}`}
              value={transactionId}
              onChange={(event) => setTransactionId(event.target.value)}
              placeholder="12-digit UTR"
              className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2"
            />
          </label>
          <ErrorAlert message={error} />
          <div className="flex gap-3">
            <button type="submit" disabled={fetcher.state !== "idle"} className="flex-1 rounded-lg bg-leaf-700 px-4 py-2.5 font-semibold text-white disabled:opacity-70">
              {fetcher.state !== "idle" ? "Submitting..." : "Done"}
            </button>
            <button type="button" onClick={onDone} className="rounded-lg px-4 py-2.5 font-semibold text-stone-800 ring-1 ring-stone-300">
              Later
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

/** Where the 12-digit reference sits in the common UPI apps (each names it differently). */
function UtrHelp({ id }: { id: string }) {
  return (
    <div id={id} className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-800 ring-1 ring-stone-200">
      <p>Open the payment in your app&apos;s history; the 12-digit number is called:</p>
      <ul className="mt-1 list-disc pl-5">
        <li>Google Pay: &ldquo;UPI transaction ID&rdquo;</li>
        <li>PhonePe: &ldquo;UTR&rdquo;</li>
        <li>Paytm: &ldquo;UPI Ref. No.&rdquo;</li>
        <li>BHIM: &ldquo;UPI Ref ID&rdquo; or &ldquo;Transaction ID&rdquo;</li>
      </ul>
      <p className="mt-1">Pasting it with spaces or hyphens is fine.</p>
    </div>
  );
}

function CurrentOrder({ lines, busy, onPlace }: { lines: CartLine[]; busy: boolean; onPlace: (productIds: string[]) => void }) {
  // Lines start ticked; the customer unticks what should wait (new cart lines arrive ticked too).
  const [unticked, setUnticked] = useState<string[]>([]);
  const chosen = lines.filter((line) => !unticked.includes(line.productId._id));
  if (lines.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
        Your cart is empty.{" "}
        <Link to="/shop" className="font-semibold text-leaf-800 underline">
          Browse the shop
        </Link>
      </p>
    );
  }
  return (
    <form
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0) {
          window.alert("Please select at least one product");
          return;
        }
        onPlace(chosen.map((line) => line.productId._id));
      }}
    >
      <fieldset>
        <legend className="text-lg font-bold text-stone-900">Choose what to order</legend>
        <ul className="mt-3 divide-y divide-stone-200">
          {lines.map(({ productId: product, quantity }) => (
            <li key={product._id} className="flex items-center gap-3 py-3">
              <input
                id={`pick-${product._id}`}
                type="checkbox"
                checked={!unticked.includes(product._id)}
                onChange={(event) =>
                  setUnticked((current) => (event.target.checked ? current.filter((id) => id !== product._id) : [...current, product._id]))
                }
                className="h-5 w-5 accent-leaf-700"
              />
              <img src={product.images[0] ?? "/favicon.svg"} alt="" width={56} height={56} className="h-14 w-14 rounded-lg object-cover" />
              <label htmlFor={`pick-${product._id}`} className="flex-1">
                <span className="block font-semibold text-stone-900">{product.name}</span>
                <span className="text-sm text-stone-700">
                  {quantity} × {formatRupees(product.salePrice)}
                </span>
              </label>
              <span className="font-semibold">{formatRupees(Math.round(product.salePrice * 100 * quantity) / 100)}</span>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="mt-4 flex justify-between text-lg font-bold">
        <span>Total</span>
        <span>{formatRupees(cartTotal({ products: chosen }))}</span>
      </p>
      <button type="submit" disabled={busy} className="mt-4 w-full rounded-lg bg-leaf-700 px-4 py-3 font-semibold text-white disabled:opacity-70">
        {busy ? "Placing order..." : "Place Order"}
      </button>
    </form>
  );
}

/**
 * Placing an order. The fetcher lives here, above the cart list that the answer empties, so the answer is
 * never lost. One idempotency key per placement: a double click or a retry after a lost answer returns the
 * same order; a new key is made once an order was placed.
 */
function usePlaceOrder(onPlaced: (order: OrderView) => void) {
  const fetcher = useFetcher<{ placed?: OrderView; error?: string }>();
  // The key belongs to one selection: the server refuses a key reused for other products (422).
  const key = useRef<{ value: string; selection: string } | null>(null);
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.placed) {
      key.current = null;
      toast.success("Place Order");
      onPlaced(fetcher.data.placed);
    } else {
      toast.error("Please try again");
    }
  }, [fetcher.state, fetcher.data, onPlaced]);

  function place(productIds: string[]) {
    const selection = [...productIds].sort().join(",");
    if (key.current?.selection !== selection) key.current = { value: crypto.randomUUID(), selection };
    void fetcher.submit({ intent: "place", productIds, idempotencyKey: key.current.value }, { method: "post", encType: "application/json" });
  }
  return { place, busy: fetcher.state !== "idle" };
}

const TONE_CLASSES = {
  wrong: "bg-red-100 ring-red-300",
  unpaid: "bg-red-50 ring-red-200",
  delivered: "bg-green-50 ring-green-300",
  "in-progress": "bg-orange-50 ring-orange-200",
} as const;

function OrderHistory({ orders, onPay }: { orders: OrderView[]; onPay: (order: OrderView) => void }) {
  if (orders.length === 0) return <p className="rounded-xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">You have not placed any orders yet.</p>;
  const newestFirst = [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <ul className="space-y-4">
      {newestFirst.map((order) => {
        const tone = orderCardTone(order);
        const canPay = availableTransitions(order, "customer").some((t) => t.name === "pay");
        const mismatch = mismatchNotice(paymentFactsOf(order));
        return (
          <li key={order._id} className={`rounded-2xl p-5 ring-1 ${TONE_CLASSES[tone]}`} data-tone={tone}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-bold text-stone-900">
                {order.orderStatus === "wrong order" ? "Deprecated" : `Order #${shortOrderRef(order._id)}`}
              </h3>
              <time dateTime={order.createdAt} className="text-sm text-stone-700">
                {new Date(order.createdAt).toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata" })}
              </time>
            </div>
            <ul className="mt-3 space-y-2">
              {order.products.map((line) => (
                <li key={line._id} className="flex items-center gap-3 text-sm">
                  <img src={line.images[0] ?? "/favicon.svg"} alt="" width={40} height={40} className="h-10 w-10 rounded object-cover" />
                  <span className="flex-1">
                    {line.productName} × {line.quantity}
                  </span>
                  <span>{formatRupees(line.productBill)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              <dt className="text-stone-700">Bill</dt>
              <dd className="font-semibold">{formatRupees(order.bill)}</dd>
              <dt className="text-stone-700">Paid</dt>
              <dd className="font-semibold">{formatRupees(order.amountPaid)}</dd>
              <dt className="text-stone-700">Payment</dt>
              <dd className="font-semibold">{order.paymentStatus}</dd>
              <dt className="text-stone-700">Order</dt>
              <dd className="font-semibold">{order.orderStatus}</dd>
            </dl>
            {mismatch && (
              <p data-mismatch={order.paymentMismatch} className="mt-3 rounded-lg bg-white/70 px-3 py-2 text-sm font-semibold text-stone-900 ring-1 ring-stone-300">
                {mismatch}.
              </p>
            )}
            {canPay && (
              <button type="button" onClick={() => onPay(order)} className="mt-4 rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white">
                Pay Now<span className="sr-only"> for order {shortOrderRef(order._id)}</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { cart, orders } = loaderData;
  const [tab, setTab] = useState<Tab>("current");
  const [paying, setPaying] = useState<OrderView | null>(null);
  const { place, busy } = usePlaceOrder(setPaying);

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">Checkout</h1>
      <div className="mt-6">
        <TabList label="Checkout" idPrefix="checkout" tabs={TABS} selected={tab} onSelect={setTab} />
      </div>
      <TabPanel idPrefix="checkout" id="current" selected={tab === "current"}>
        {paying ? (
          <PaymentStep key={paying._id} order={paying} onDone={() => setPaying(null)} />
        ) : (
          <CurrentOrder lines={cart.products} busy={busy} onPlace={place} />
        )}
      </TabPanel>
      <TabPanel idPrefix="checkout" id="orders" selected={tab === "orders"}>
        <OrderHistory
          orders={orders}
          onPay={(order) => {
            setPaying(order);
            setTab("current");
          }}
        />
      </TabPanel>
    </section>
  );
}
