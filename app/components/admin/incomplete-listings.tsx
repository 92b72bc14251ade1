import { Link } from "react-router";

type Listing = { _id: string; name: string; missingDeclarations: string[] };

/** The overview's list of products whose declarations are incomplete, each linking to its card on /admin/products. */
export function IncompleteListings({ listings }: { listings: Listing[] }) {
  if (listings.length === 0) return <p className="mt-3 text-stone-700">Every product declares what a listing must.</p>;
  return (
    <ul className="mt-3 divide-y divide-stone-200 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      {listings.map((listing) => (
        <li key={listing._id} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
          <Link to={`/admin/products#product-${listing._id}`} className="font-semibold text-leaf-800 underline">
            {listing.name}
          </Link>
          <span className="text-amber-900">missing {listing.missingDeclarations.join(", ")}</span>
        </li>
      ))}
    </ul>
  );
}
