import { DEFAULT_ORIGIN, SITE_CONFIG_DEFAULTS, useRootData } from "~/features/shell";
import { CopyButton } from "~/ui/copy-button";

import { embedPath, embedSize, iframeCode, settingsSearch } from "./model";

/**
 * The "Embed" disclosure of a generator's page and the wheel: the iframe code that shows this
 * tool, with these settings, in another page. Plain HTML until copied, so it costs no script.
 */
export function EmbedCode({ path, title }: { path: string; title: string }) {
  const site = useRootData()?.site;
  const origin = site?.origin ?? DEFAULT_ORIGIN;
  const settings = new URL(path, origin);
  const id = settings.pathname.slice(1);
  const code = iframeCode({
    src: `${origin}${embedPath(id, settingsSearch(settings.search))}`,
    title: `${title} · ${site?.appName ?? SITE_CONFIG_DEFAULTS.APP_NAME}`,
    ...embedSize(id),
  });
  return (
    <details className="rounded-md border border-border px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">Embed</summary>
      <label htmlFor="embed-code" className="mt-2 block text-muted-fg">
        Paste this code into a web page, a blog or slides that take HTML to show this tool there,
        with these settings. Or paste this page&apos;s link into WordPress, which embeds it itself.
      </label>
      <textarea
        id="embed-code"
        readOnly
        value={code}
        rows={4}
        spellCheck={false}
        className="mt-2 block w-full rounded-md border border-border bg-bg px-3 py-2 font-mono text-xs"
      />
      <CopyButton text={code} label="Copy embed code" className="mt-2" />
    </details>
  );
}
