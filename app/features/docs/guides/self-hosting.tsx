import type { GuideProps } from "../guide-props";

export function SelfHostingGuide({ facts }: GuideProps) {
  return (
    <>
      <p>
        The site is a Remix app that runs on Cloudflare Pages, with Cloudflare D1 as its database.
        This page summarises the <code>README.md</code> at the root of the source, which has the
        details and every script.
      </p>

      <h2 id="local">Run it locally</h2>
      <p>You need Node.js 20.19 or newer; no Cloudflare account and no keys.</p>
      <pre>
        <code>npm ci && npm start</code>
      </pre>
      <p>
        This applies the D1 migrations to a local database, builds the site and serves the build at{" "}
        <code>http://localhost:8788</code> in workerd, the runtime Cloudflare uses in production, as
        the deployed site runs: compiled once, nothing watching files. <code>npm run dev</code>{" "}
        gives hot reload instead. <code>npm test</code> runs everything CI runs.
      </p>

      <h2 id="configuration">Configuration</h2>
      <p>
        Settings are the <code>[vars]</code> of <code>wrangler.toml</code> or the Pages
        project&apos;s settings in the Cloudflare dashboard. Each is validated: a malformed value
        gives an error page that names it, never a crash.
      </p>
      <table>
        <caption>Site variables</caption>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">Default</th>
          </tr>
        </thead>
        <tbody>
          {facts.siteConfig.map((variable) => (
            <tr key={variable.name}>
              <th scope="row">
                <code>{variable.name}</code>
              </th>
              <td>{variable.default === "" ? "empty" : <code>{variable.default}</code>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <code>DOMAIN_NAME</code> is the host canonical URLs are built from; an empty{" "}
        <code>GA_MEASUREMENT_ID</code> means no analytics at all. The database is the{" "}
        <code>DB</code> binding. Secrets are never committed: set them with{" "}
        <code>npx wrangler pages secret put NAME</code>, and locally in <code>.dev.vars</code>.
      </p>

      <h2 id="deploy">Deploy</h2>
      <pre>
        <code>
          {[
            "npx wrangler login",
            "npx wrangler d1 create random-generators   # put the database_id in wrangler.toml",
            "npx wrangler d1 migrations apply DB --remote",
            "npm run build",
            "npx wrangler pages deploy",
          ].join("\n")}
        </code>
      </pre>
      <p>
        Set at least <code>DOMAIN_NAME</code> for production.
      </p>

      <h2 id="accounts">Accounts</h2>
      <p>
        Accounts are optional. Without Clerk keys (the default) the whole site works, saved values
        stay in each browser, and the Sign In and Sign Up pages say that accounts are not
        configured. The README&apos;s Accounts section explains how to turn them on.
      </p>
    </>
  );
}
