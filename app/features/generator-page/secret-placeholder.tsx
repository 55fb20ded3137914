// What a secret generator's page shows before the browser makes its first value: an island, as
// only secret generators' pages show it.

/**
 * What a secret generator's page shows before its browser has made a value, or while an old
 * link's value stays `hidden` until the visitor asks for it.
 */
export default function SecretPlaceholder({ hidden = false }: { hidden?: boolean }) {
  if (hidden) return <>The value this link gives stays hidden unless you ask to see it.</>;
  return (
    <>
      Made in your browser as soon as you use this page: never on our server, never in a link.
      <noscript>
        {" "}
        Turn on JavaScript to generate: these values are made only in your browser.
      </noscript>
    </>
  );
}
