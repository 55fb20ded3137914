/** Forty lines of text: about the length of a generator page's words. */
const LINES = Array.from(
  { length: 40 },
  (_, i) =>
    `Line ${i + 1}: a sentence of ordinary length, so the page has text to lay out and paint.`,
);

export default function Index() {
  return (
    <main>
      <h1>The floor</h1>
      {LINES.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </main>
  );
}
