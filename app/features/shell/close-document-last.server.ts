/** How React 18 ends the document's shell. */
const CLOSING_TAGS = "</body></html>";

/** How many characters at the end of `text` could begin the closing tags. */
function partialClosingAt(text: string): number {
  for (let length = Math.min(CLOSING_TAGS.length - 1, text.length); length > 0; length--) {
    if (text.endsWith(CLOSING_TAGS.slice(0, length))) return length;
  }
  return 0;
}

/**
 * Moves the document's `</body></html>` to the end of the response. React 18 writes them at the
 * end of the shell, so what Remix streams after it (single fetch's loader data, `<script>` tags
 * in a Suspense boundary) lands after `</html>`: invalid HTML, which browsers repair by parsing
 * it into the end of the body. Closing the document after it gives valid HTML and the very DOM
 * browsers built anyway; the shell still streams as soon as it is ready.
 */
export function closeDocumentLast(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  let held = false;
  return new TransformStream({
    transform(chunk, controller) {
      let text = pending + decoder.decode(chunk, { stream: true });
      pending = "";
      if (!held) {
        const at = text.indexOf(CLOSING_TAGS);
        if (at === -1) {
          // The closing tags may be split across chunks: keep back what could start them.
          const partial = partialClosingAt(text);
          pending = text.slice(text.length - partial);
          text = text.slice(0, text.length - partial);
        } else {
          held = true;
          text = text.slice(0, at) + text.slice(at + CLOSING_TAGS.length);
        }
      }
      if (text !== "") controller.enqueue(encoder.encode(text));
    },
    flush(controller) {
      const rest = pending + decoder.decode() + (held ? CLOSING_TAGS : "");
      if (rest !== "") controller.enqueue(encoder.encode(rest));
    },
  });
}
