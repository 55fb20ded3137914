import { absoluteUrl } from "~/features/shell";

import { oembedHref } from "./oembed";

/**
 * oEmbed discovery for an embeddable page: the links a consumer (WordPress, a chat app) reads
 * from a pasted link to find the iframe to show, in JSON and XML.
 */
export function oembedLinks(
  matches: Parameters<typeof absoluteUrl>[0],
  location: { pathname: string; search: string },
) {
  const origin = new URL(absoluteUrl(matches, "/")).origin;
  const page = absoluteUrl(matches, `${location.pathname}${location.search}`);
  return [
    {
      tagName: "link",
      rel: "alternate",
      type: "application/json+oembed",
      href: oembedHref(origin, page, "json"),
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "text/xml+oembed",
      href: oembedHref(origin, page, "xml"),
    },
  ];
}
