// What @clerk/remix takes from @remix-run/react, and nothing more (see build-tools/clerk-remix.ts).
// Clerk's package is CommonJS: a `require("@remix-run/react")` becomes a namespace of the whole
// package that no bundler can trim, which put Remix's server renderer and react-router-dom's
// static router into every page's first load. Clerk's requires are pointed here instead.
export { useLoaderData, useLocation, useNavigate, useParams } from "@remix-run/react";
