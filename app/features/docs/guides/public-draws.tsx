import { HtmlContent } from "~/ui/html-content";
import type { GuideProps } from "../guide-props";

import { html } from "../../../../docs/draw-method-v2.md?document";

/** The document's own title; the guide page has its own heading. */
const body = html.replace(/^<h1[^>]*>[\s\S]*?<\/h1>\n?/, "");

/**
 * How public draws work: the method's specification itself (docs/draw-method-v2.md), so the
 * page and the document can never say two different things.
 */
export function PublicDrawsGuide(_props: GuideProps) {
  return <HtmlContent html={body} />;
}
