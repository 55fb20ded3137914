// A secret generator's page opened from an old link that carries a seed: an island (its code is
// loaded after the page is interactive), as only such links show it.

/**
 * An old link to a secret generator carries a seed: whoever has the link can make the same
 * value. The page says so first, and shows that value only if the visitor asks.
 */
export default function SharedSecretWarning({
  busy,
  onReveal,
}: {
  busy: boolean;
  onReveal: () => void;
}) {
  return (
    <div
      className="rounded-md border border-danger px-4 py-3 text-sm"
      data-testid="shared-secret-warning"
      role="alert"
    >
      <p>
        <strong>Anyone with the link can see the same value.</strong> This link was made when links
        still carried a seed, so what it gives is not a secret: don&apos;t use it as one.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" form="generator-form" className="btn btn-primary">
          Generate a new one
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          aria-disabled={busy || undefined}
          onClick={() => !busy && onReveal()}
        >
          Show the value anyway
        </button>
      </div>
    </div>
  );
}
