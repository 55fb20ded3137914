import { describe, expect, it } from "vitest";

import { closeDocumentLast } from "./close-document-last.server";

/** Streams `chunks` through the transform and returns the text it gives, and in how many parts. */
async function through(
  chunks: readonly (string | Uint8Array)[],
): Promise<{ text: string; parts: string[] }> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      }
      controller.close();
    },
  });
  const parts: string[] = [];
  const decoder = new TextDecoder();
  const reader = source.pipeThrough(closeDocumentLast()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(decoder.decode(value));
  }
  return { text: parts.join(""), parts };
}

const SHELL = '<!DOCTYPE html><html lang="en"><head></head><body><main>é ✓</main></body></html>';
const STREAMED = '<!--$--><script nonce="n">enqueue("</html>")</script><!--/$-->';

describe("closeDocumentLast", () => {
  it("moves the streamed scripts before </body></html>", async () => {
    const { text, parts } = await through([SHELL, STREAMED]);
    expect(text).toBe(SHELL.replace("</body></html>", "") + STREAMED + "</body></html>");
    // The shell is sent as soon as it arrives, not held until the end.
    expect(parts[0]).toBe(SHELL.replace("</body></html>", ""));
  });

  it("finds the closing tags split across chunks, and multi-byte characters split too", async () => {
    const bytes = new TextEncoder().encode(SHELL + STREAMED);
    // The whole response as two chunks, split at every byte in turn.
    for (let at = 1; at < bytes.length; at++) {
      const { text } = await through([bytes.slice(0, at), bytes.slice(at)]);
      expect(text).toBe(SHELL.replace("</body></html>", "") + STREAMED + "</body></html>");
    }
  });

  it("leaves a response without the closing tags as it was", async () => {
    const { text } = await through(["<p>Not found", "</bo", "dy>"]);
    expect(text).toBe("<p>Not found</body>");
  });
});
