import { oembedHref } from "./oembed";

/**
 * oEmbed discovery for an embeddable page at `pageUrl` (absolute): the links a consumer
 * (WordPress, a chat app) reads from a pasted link to find the iframe to show, in JSON and XML.
 * Made by the page's loader, so none of this reaches the browser's bundles.
 */
export function oembedLinks(origin: string, pageUrl: string) {
  return (["json", "xml"] as const).map((format) => ({
    tagName: "link",
    rel: "alternate",
    type: format === "json" ? "application/json+oembed" : "text/xml+oembed",
    href: oembedHref(origin, pageUrl, format),
  }));
}
