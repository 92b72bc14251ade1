/**
 * Admin → Products: the product form (with each translatable text's Telugu beside it, issue 30), the list with stock
 * and flags. `?edit=<id>` opens a product's form at once (the Translations page links here).
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { BlobArticle } from "~/components/content/blob-article";
import { ErrorAlert } from "~/components/ui/form-field";
import { declarationsFormFrom, DeclarationsFieldset, emptyDeclarations, IncompleteFlag, type DeclarationsForm } from "~/components/admin/declarations-fieldset";
import { emptyNutrition, NutritionFieldset, nutritionFormFrom, nutritionPayload, type NutritionForm } from "~/components/admin/nutrition-fieldset";
import { ImageUploader } from "~/components/admin/image-uploader";
import { HsnFlag, HsnFlagCount, HsnUncertainCheckbox } from "~/components/admin/hsn-flag";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { ProductStock } from "~/components/admin/stock-forms";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { WarningsConfirmation } from "~/components/admin/warnings-confirmation";
import { emptyPackRow, packPayload, packRowProblems, packRowsFrom, type PackFormRow } from "~/components/admin/pack-rows";
import { PacksEditor } from "~/components/admin/packs-editor";
import { TeluguField, teluguForm } from "~/components/admin/telugu-field";
import { Modal } from "~/components/ui/modal";
import { Price } from "~/components/catalogue/price";
import { keepPageOnFailure } from "~/lib/client-action";
import { NON_PRODUCT_CATEGORY, PROTOCOLS_CATEGORY, type BlobView, type ProductView } from "../../../worker/domains/catalogue/shared/views";
import { productInputSchema } from "../../../worker/domains/catalogue/shared/schemas";
import { PRODUCT_TE_FIELDS, type ProductTeField } from "../../../worker/domains/catalogue/shared/telugu";
import { packHistory, saveOrDeleteAction, stockIntents } from "../../../worker/http/admin-actions.server";
import { batchIntents, batchesOfPacks } from "../../../worker/http/batch-pages.server";
import { requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import { addProduct, deleteProduct, listAdminCategories, listProducts, updateProduct } from "../../../worker/domains/catalogue/page.server";
import { listBlobs } from "../../../worker/domains/content/page.server";
import type { Route } from "./+types/products";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Products | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  const [products, categories, blobs, history] = await Promise.all([
    listProducts(ctx),
    listAdminCategories(ctx),
    listBlobs(ctx),
    packHistory(ctx, url.searchParams.get("movements")),
  ]);
  // Issue 33: every pack's batches, for its stock panel.
  const batches = await batchesOfPacks(ctx, products.flatMap((product) => product.variants.map((pack) => pack._id)));
  return { products, categories, blobs, history, batches };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return saveOrDeleteAction(request, context, url, {
    schema: productInputSchema,
    add: addProduct,
    update: updateProduct,
    remove: deleteProduct,
    more: { ...stockIntents, ...batchIntents },
  });
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

type FormState = {
  id: string | null;
  name: string;
  category: string;
  variants: PackFormRow[];
  description: string;
  blobId: string;
  images: string[];
  declarations: DeclarationsForm;
  /** Issue 33: the nutrition panel as typed. */
  nutrition: NutritionForm;
  hsnUncertain: boolean;
  /** The Telugu texts, "" for none (issue 30). */
  te: Record<ProductTeField, string>;
};

const emptyForm = (): FormState => ({
  id: null,
  name: "",
  category: "",
  variants: [emptyPackRow()],
  description: "",
  blobId: "",
  images: [],
  declarations: emptyDeclarations(),
  nutrition: emptyNutrition(),
  hsnUncertain: false,
  te: teluguForm(PRODUCT_TE_FIELDS, {}),
});

function formFrom(product: ProductView): FormState {
  return {
    id: product._id,
    name: product.name,
    category: product.category._id,
    variants: packRowsFrom(product.variants),
    description: product.description,
    blobId: product.blobId?._id ?? "",
    images: product.images,
    declarations: declarationsFormFrom(product.declarations, product.kind),
    nutrition: nutritionFormFrom(product.nutrition),
    hsnUncertain: product.hsnStatus === "uncertain",
    te: teluguForm(PRODUCT_TE_FIELDS, product.te),
  };
}

const FIX_PACKS_MESSAGE = "Please fix the pack sizes marked below.";

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";
const labelClass = "block text-sm font-semibold text-stone-800";

export default function ProductsAdmin({ loaderData }: Route.ComponentProps) {
  const { products, categories, blobs, history, batches } = loaderData;
  const [searchParams] = useSearchParams();
  // Opened from a link to one product's editor (?edit=<id>): its form, filled.
  const [form, setForm] = useState<FormState>(() => {
    const editing = products.find((product) => product._id === searchParams.get("edit"));
    return editing ? formFrom(editing) : emptyForm();
  });
  const [error, setError] = useState<string | null>(null);
  // Rows are checked as they are typed; "is required" only once the admin has tried to save.
  const [triedToSave, setTriedToSave] = useState(false);
  const packProblems = packRowProblems(form.variants, triedToSave);
  const [viewing, setViewing] = useState<BlobView | null>(null);
  const { submit, busy, pendingWarnings } = useAdminFetcher({
    onDone: (intent) => {
      setError(null);
      if (intent === "save") {
        setForm(emptyForm());
        setTriedToSave(false);
      }
    },
    onError: (message, intent) => setError(message || (intent === "delete" ? "Failed to delete product" : "Failed to save product")),
    onWarnings: () => setError(null),
  });

  const pickableCategories = categories.filter((c) => c.name !== NON_PRODUCT_CATEGORY && c.name !== PROTOCOLS_CATEGORY);
  const categoryBlobs = blobs.filter((blob) => blob.categoryId === form.category);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setTe = (field: ProductTeField, text: string) => setForm((current) => ({ ...current, te: { ...current.te, [field]: text } }));

  return (
    <section aria-labelledby="products-heading">
      <h2 id="products-heading" className="text-2xl font-bold text-stone-900">
        Products
      </h2>
      <form
        aria-label={form.id ? `Edit ${form.name}` : "Add a product"}
        className="mt-4 grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 md:grid-cols-2"
        // An edit replaces the text the warnings were about: Save anyway must not save the older text.
        onChange={pendingWarnings?.dismiss}
        onSubmit={(event) => {
          event.preventDefault();
          setTriedToSave(true);
          if (packRowProblems(form.variants, true).some((problems) => problems.length > 0)) {
            setError(FIX_PACKS_MESSAGE);
            return;
          }
          const { variants: packs, declarations, nutrition, ...fields } = form;
          submit({ intent: "save", ...fields, ...declarations, variants: packPayload(packs), nutrition: nutritionPayload(nutrition) });
        }}
      >
        <div>
          <label htmlFor="product-name" className={labelClass}>Name</label>
          <input id="product-name" required value={form.name} onChange={(e) => set("name", e.target.value)} className={inputClass} />
        </div>
        <TeluguField id="product-te-name" field="name" value={form.te.name} onChange={(text) => setTe("name", text)} />
        <div>
          <label htmlFor="product-category" className={labelClass}>Category</label>
          <select
            id="product-category"
            required
            value={form.category}
            onChange={(e) => setForm((current) => ({ ...current, category: e.target.value, blobId: "" }))}
            className={inputClass}
          >
            <option value="">Select a category</option>
            {pickableCategories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="product-blob" className={labelClass}>Blob (optional)</label>
          <select id="product-blob" value={form.blobId} onChange={(e) => set("blobId", e.target.value)} className={inputClass}>
            <option value="">No blob</option>
            {categoryBlobs.map((blob) => (
              <option key={blob._id} value={blob._id}>
                {blob.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="product-description" className={labelClass}>Description</label>
          <textarea id="product-description" required rows={4} value={form.description} onChange={(e) => set("description", e.target.value)} className={inputClass} />
        </div>
        <TeluguField id="product-te-description" field="description" rows={4} value={form.te.description} onChange={(text) => setTe("description", text)} />
        <ImageUploader label="Product images" value={form.images} onChange={(images) => set("images", images)} onError={setError} />
        <DeclarationsFieldset
          value={form.declarations}
          onChange={(declarations) => set("declarations", declarations)}
          te={form.te}
          onTeChange={setTe}
          onError={setError}
        />
        <NutritionFieldset value={form.nutrition} onChange={(nutrition) => set("nutrition", nutrition)} />
        <HsnUncertainCheckbox checked={form.hsnUncertain} onChange={(checked) => set("hsnUncertain", checked)} />
        <PacksEditor
          rows={form.variants}
          problems={packProblems}
          onChange={(variants) => {
            set("variants", variants);
            // The rows now say what is wrong themselves; the banner was only a pointer to them.
            if (error === FIX_PACKS_MESSAGE) setError(null);
          }}
        />
        <div className="space-y-3 md:col-span-2">
          <ErrorAlert message={error} />
          <WarningsConfirmation pending={pendingWarnings} busy={busy} />
        </div>
        <div className="flex gap-3 md:col-span-2">
          <button type="submit" disabled={busy} className="rounded-lg bg-leaf-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
            {form.id ? "Update Product" : "Add Product"}
          </button>
          {form.id && (
            <button
              type="button"
              onClick={() => {
                setForm(emptyForm());
                setTriedToSave(false);
                setError(null);
              }}
              className="rounded-lg px-5 py-2 font-semibold text-stone-800 ring-1 ring-stone-300">
              Cancel
            </button>
          )}
        </div>
      </form>

      <HsnFlagCount statuses={products.map((product) => product.hsnStatus)} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {products.map((product) => (
          <li key={product._id} id={`product-${product._id}`} className="flex min-w-0 scroll-mt-4 flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <div className="flex gap-3">
              <img
                src={product.images[0] ?? "/favicon.svg"}
                alt={product.name}
                width={80}
                height={80}
                loading="lazy"
                className="h-20 w-20 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0">
                <h3 className="font-semibold text-stone-900">{product.name}</h3>
                {product.te.name && (
                  <p lang="te" className="text-sm text-stone-700">
                    {product.te.name}
                  </p>
                )}
                <p className="text-xs text-stone-600">
                  {product.category.name} · {product.images.length} image{product.images.length === 1 ? "" : "s"}
                </p>
                <Price mrp={product.mrp} salePrice={product.salePrice} categoryKey={product.category.name} />
              </div>
            </div>
            <IncompleteFlag missing={product.missingDeclarations} />
            <HsnFlag status={product.hsnStatus} />
            <ProductStock productId={product._id} productName={product.name} packs={product.variants} history={history} batches={batches} />
            <div className="mt-3 flex flex-wrap gap-2">
              {product.blobId && (
                <button type="button" onClick={() => setViewing(product.blobId)} className="rounded-md px-3 py-1.5 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-700">
                  View Blob
                </button>
              )}
              <EditButton
                label={product.name}
                onEdit={() => {
                  setForm(formFrom(product));
                  setTriedToSave(false);
                  setError(null);
                }}
              />
              <DeleteButton
                label={product.name}
                confirmation="Are you sure you want to delete this product?"
                disabled={busy}
                onDelete={() => submit({ intent: "delete", id: product._id })}
              />
            </div>
          </li>
        ))}
      </ul>
      {viewing && (
        <Modal title={viewing.title} onClose={() => setViewing(null)}>
          <BlobArticle blob={viewing} />
        </Modal>
      )}
    </section>
  );
}
