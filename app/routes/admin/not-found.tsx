import { data, Link } from "react-router";

export function loader() {
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <section className="rounded-xl bg-white p-8 text-center shadow-sm">
      <p className="text-5xl font-extrabold text-leaf-700">404</p>
      <h2 className="mt-3 text-2xl font-bold">Page Not Found</h2>
      <p className="mt-2 text-stone-700">This admin section does not exist (yet).</p>
      <Link to="/admin" className="mt-6 inline-block font-semibold text-leaf-800 underline">
        Back to the dashboard
      </Link>
    </section>
  );
}
