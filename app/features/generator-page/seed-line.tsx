import type { GeneratorRun } from "~/engine/core/page-data";

/**
 * Where the values on screen came from: every ordinary run is seeded, so this says whose seed it
 * was and that Share links exactly these values. A secret's run says it was made here and kept
 * nowhere.
 */
export function SeedLine({
  run,
  permalink,
  secret = false,
}: {
  run: GeneratorRun;
  permalink: string;
  secret?: boolean;
}) {
  if (secret) {
    return run.seed === null ? (
      <p className="text-sm text-muted-fg" data-testid="secret-note">
        Made in this browser by its cryptographic generator: no seed, never sent to our server,
        never put in the address or stored. Share gives a link to these settings only.
      </p>
    ) : (
      <p className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="shared-secret-note">
        <strong>From the link you opened</strong>: anyone with the link can see the same value, so
        it is not a secret. Press Generate for one of your own.
      </p>
    );
  }
  if (run.seedOrigin === "fresh") {
    return (
      <p className="text-sm text-muted-fg" data-testid="fresh-seed">
        Drawn from a fresh random seed (<code className="font-mono break-all">{run.seed}</code>):
        Share links exactly these values.
      </p>
    );
  }
  return (
    <p className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="seeded-note">
      {run.seedOrigin === "link" ? (
        <>
          <strong>Seeded by the link you opened</strong>: seed{" "}
          <code className="font-mono break-all">{run.seed}</code>, algorithm version {run.version}.
          These are exactly the values that were shared; Generate gives new ones.
        </>
      ) : (
        <>
          Seeded and reproducible: seed <code className="font-mono break-all">{run.seed}</code>,
          algorithm version {run.version}. The same seed and settings give these values again.
        </>
      )}{" "}
      <a href={permalink}>This link</a> gives exactly these values on any device.
    </p>
  );
}
