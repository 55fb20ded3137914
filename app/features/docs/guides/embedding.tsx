import { Link } from "@remix-run/react";

import {
  EMBED_PARAMS,
  EMBED_SIZE,
  EMBED_THEMES,
  embedPath,
  iframeCode,
  OEMBED_PATH,
  oembedHref,
} from "~/features/embed";

import type { GuideProps } from "../guide-props";

/** The example of the guide: a six-sided die as a number from 1 to 6, in the dark theme. */
const EXAMPLE = { id: "random-number", title: "Random Number", settings: "min=1&max=6" } as const;

export function EmbeddingGuide({ site }: GuideProps) {
  const src = `${site.origin}${embedPath(EXAMPLE.id, `${EXAMPLE.settings}&${EMBED_PARAMS.theme}=dark`)}`;
  const code = iframeCode({ src, title: EXAMPLE.title, ...EMBED_SIZE });
  const page = `${site.origin}/${EXAMPLE.id}?${EXAMPLE.settings}`;
  return (
    <>
      <p>
        Any generator, and the wheel, can sit inside another page: slides, a class blog, a learning
        platform or a stream overlay. The embed is a compact version of the tool, without the site
        around it, with its Generate (or Spin) button and a small link to the full page. It sets no
        cookies and asks for no consent: nothing optional runs in it.
      </p>

      <h2>The iframe code</h2>
      <p>
        Every generator page and the wheel have an <strong>Embed</strong> button that shows this
        code for the settings on screen. Written by hand, it is the page&apos;s address with{" "}
        <code>/embed</code> in front of the generator&apos;s id, and its settings as on the page:
      </p>
      <figure>
        <figcaption className="text-sm text-muted-fg">
          A number from 1 to 6, in the dark theme
        </figcaption>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region */}
        <pre tabIndex={0}>
          <code>{code}</code>
        </pre>
      </figure>
      <p>
        <code>{EMBED_PARAMS.theme}</code> is {EMBED_THEMES.map((theme) => `"${theme}"`).join(", ")}{" "}
        (auto, the default, follows the viewer&apos;s system setting). An embed fits a box of{" "}
        {EMBED_SIZE.width} by {EMBED_SIZE.height} pixels, the wheel {EMBED_SIZE.width} by{" "}
        {EMBED_SIZE.wheelHeight}; a narrower iframe works too. The wheel takes its entries and
        options in the address as on <Link to="/spin-the-wheel">its page</Link>, so an embedded
        wheel opens with your class on it.
      </p>
      <p>
        Secret generators (passwords, PINs) cannot be embedded: their values are only ever made in
        your own browser, on their own page.
      </p>

      <h2>Pasting a link (oEmbed)</h2>
      <p>
        WordPress and other sites that read oEmbed embed a generator from its plain link: paste{" "}
        <code>{page}</code> on a line of its own. Each embeddable page names its oEmbed address in
        its head, and <code>{OEMBED_PATH}</code> answers with the iframe code, as JSON or XML:
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region */}
      <pre tabIndex={0}>
        <code>{`GET ${oembedHref(site.origin, page, "json")}&maxwidth=400`}</code>
      </pre>
      <p>
        The answer is of type <code>rich</code>, its <code>html</code> the iframe code sized within{" "}
        <code>maxwidth</code> and <code>maxheight</code> when the consumer sends them.
      </p>
    </>
  );
}
