import { Link } from "react-router";

/** The not-found page of SPEC.md section 2 (also used for unknown admin sections). */
export function NotFound() {
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center px-6 py-16 text-center">
      <title>Page Not Found | Ghani</title>
      <meta name="description" content="The page you are looking for does not exist." />
      <p className="text-7xl font-extrabold text-leaf-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">Page Not Found</h1>
      <p className="mt-3 max-w-md text-stone-700">Oops! The page you're looking for doesn't seem to exist.</p>
      <Link
        to="/"
        className="mt-8 rounded-lg bg-leaf-700 px-6 py-3 font-semibold text-white shadow hover:bg-leaf-800"
      >
        Back to Home
      </Link>
    </main>
  );
}
