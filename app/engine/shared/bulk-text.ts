// The texts of a whole run built at once, for generators that make thousands of short IDs:
// building each text by concatenation costs more than drawing its randomness.

const decoder = new TextDecoder();

/**
 * Bytes of ASCII text written and decoded at a time. Runs write through one reused scratch
 * of this size rather than allocating arrays as large as the run: the external memory of
 * such arrays made the garbage collector run in the middle of runs and copy their values.
 */
const CHUNK_BYTES = 16384;
const asciiChunk = new Uint8Array(CHUNK_BYTES);

/**
 * Appends to `texts` the ASCII text in `bytes` cut into texts of `length` characters: one
 * decode, then a slice per text.
 */
export function appendAsciiTexts(bytes: Uint8Array, length: number, texts: string[]): void {
  const all = decoder.decode(bytes);
  for (let start = 0; start + length <= all.length; start += length) {
    texts.push(all.slice(start, start + length));
  }
}

/**
 * Texts of `length` characters, the k-th spelling the indices k·length … (k+1)·length − 1 of
 * `indices` with `characters`. An alphabet of single ASCII characters is written as bytes
 * and decoded a chunk at a time; any other is joined character by character. The texts are
 * the same.
 */
export function textsFromIndices(
  indices: Uint8Array,
  characters: readonly string[],
  length: number,
): string[] {
  const end = length > 0 ? Math.floor(indices.length / length) * length : 0;
  const codes = asciiCodes(characters);
  const texts: string[] = [];
  if (codes) {
    const chunk = Math.max(1, Math.floor(CHUNK_BYTES / length)) * length;
    for (let from = 0; from < end; from += chunk) {
      const to = Math.min(end, from + chunk);
      spell(indices, from, to, codes);
      appendAsciiTexts(asciiChunk.subarray(0, to - from), length, texts);
    }
    return texts;
  }
  for (let i = 0; i < end;) {
    let text = "";
    for (const stop = i + length; i < stop; i++) text += characters[indices[i] as number];
    texts.push(text);
  }
  return texts;
}

/**
 * Writes the codes of indices `from` … `to` − 1 to the start of the ASCII scratch. A function
 * of its own, so that its loop is optimised apart from the calls after it (a loop followed by
 * other calls kept deoptimising at them).
 */
function spell(indices: Uint8Array, from: number, to: number, codes: Uint8Array): void {
  for (let i = from; i < to; i++) asciiChunk[i - from] = codes[indices[i] as number] as number;
}

/** The character codes of an alphabet of at most 256 single ASCII characters, else null. */
function asciiCodes(characters: readonly string[]): Uint8Array | null {
  if (characters.length > 256) return null;
  const codes = new Uint8Array(256);
  for (let i = 0; i < characters.length; i++) {
    const c = characters[i] as string;
    if (c.length !== 1 || c.charCodeAt(0) > 0x7f) return null;
    codes[i] = c.charCodeAt(0);
  }
  return codes;
}
