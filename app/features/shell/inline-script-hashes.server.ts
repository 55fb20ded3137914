/** An inline script of an HTML document: an opening tag without `src`, its text, its end tag. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The base64 SHA-256 of the text of every inline script in `html`, each once, in order: the
 * hash sources a Content-Security-Policy needs to allow exactly these scripts. The document
 * must come from React, which escapes `<` in text and attributes, so a script's text ends at
 * its `</script>` exactly as a browser parses it.
 */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const texts = new Set([...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? ""));
  return Promise.all(
    [...texts].map(async (text) => {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
      return btoa(String.fromCharCode(...new Uint8Array(digest)));
    }),
  );
}
