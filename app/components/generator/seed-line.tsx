import type { GeneratorRun } from "~/generators/core/page-data";

/**
 * Where the values on screen came from: every run is seeded, so this says whose seed it was and
 * that Share links exactly these values.
 */
export function SeedLine({ run, permalink }: { run: GeneratorRun; permalink: string }) {
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
