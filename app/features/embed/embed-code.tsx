import Code from "lucide/dist/esm/icons/code.mjs";
import { useRouteLoaderData } from "@remix-run/react";
import { useId, useState } from "react";

import { DEFAULT_ORIGIN, SITE_CONFIG_DEFAULTS, useRootData } from "~/features/shell";
import { CopyButton } from "~/ui/copy-button";
import { Icon } from "~/ui/icon";
import { useHydrated } from "~/utils/use-hydrated";

import { embedPath, embedSize, iframeCode, settingsSearch } from "./model";

/** The generator page's route, whose data names the generator shown. */
const GENERATOR_ROUTE = "routes/$generatorId";

/**
 * The "Embed" button of a generator's page and the wheel: it shows the iframe code that puts this
 * tool, with these settings, in another page. It sits in a row of buttons (a flex row that
 * wraps), and the code opens on a line of its own below them. Without `path` it embeds the
 * page's own address (which holds the settings of the last run); a generator of secrets has none.
 */
export function EmbedCode({ path, wheel = false }: { path?: string; wheel?: boolean }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const panel = useId();
  const site = useRootData()?.site;
  const generator = useRouteLoaderData<{ generator: { title: string; secret?: boolean } }>(
    GENERATOR_ROUTE,
  )?.generator;
  if (!generator || generator.secret) return null;
  const origin = site?.origin ?? DEFAULT_ORIGIN;
  // Read when opened, in the browser: the address a run last wrote.
  const settings = open ? new URL(path ?? `${location.pathname}${location.search}`, origin) : null;
  const id = settings?.pathname.slice(1) ?? "";
  const code = settings
    ? iframeCode({
        src: `${origin}${embedPath(id, settingsSearch(settings.search))}`,
        title: `${generator.title} · ${site?.appName ?? SITE_CONFIG_DEFAULTS.APP_NAME}`,
        ...embedSize(wheel),
      })
    : "";
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost"
        aria-expanded={open}
        aria-controls={panel}
        aria-disabled={!hydrated || undefined}
        onClick={() => hydrated && setOpen(!open)}
      >
        <Icon icon={Code} className="size-4" />
        Embed
      </button>
      <div
        id={panel}
        hidden={!open}
        className="basis-full rounded-md border border-border p-3 text-sm"
      >
        <label htmlFor={`${panel}-code`} className="block text-muted-fg">
          Paste this code into a web page, a blog or slides that take HTML to show this tool there,
          with these settings. Or paste this page&apos;s link into WordPress, which embeds it
          itself.
        </label>
        <textarea
          id={`${panel}-code`}
          readOnly
          value={code}
          rows={4}
          spellCheck={false}
          className="mt-2 block w-full rounded-md border border-border bg-bg px-3 py-2 font-mono text-xs"
        />
        <CopyButton text={code} label="Copy embed code" className="mt-2" />
      </div>
    </>
  );
}
