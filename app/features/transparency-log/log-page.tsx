import { PageHeader } from "~/ui/page-header";

/** What the /log page shows: the latest checkpoint, the log's key and its witnesses. */
export interface LogPageData {
  checkpoint: string | null;
  logKey: string | null;
  witnessKeys: string[];
  site: string;
}

/** The /log page: what the log is, in plain words, and how to check it. */
export function LogPage({ checkpoint, logKey, witnessKeys, site }: LogPageData) {
  // The keys are pinned on the command line, so a later run cannot be handed other ones.
  const monitor = [
    "npx tsx scripts/monitor-log.ts",
    site,
    ...(logKey ? ["--log-key", logKey] : []),
    ...witnessKeys.flatMap((key) => ["--witness", key]),
  ].join(" ");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-4">
      <PageHeader title="The public log of draws" />
      <p>
        Every public draw is written into this log when it is made, before anyone can know its
        random number. The log only grows: nothing in it can be changed or removed without it
        showing, to us as to anyone who follows it. So a draw&apos;s list, winners count and round
        cannot be rewritten after the fact, and a draw cannot be slipped in later with an old date.
      </p>
      <p>
        The log is a Merkle tree, as in Certificate Transparency. We sign its current state (a
        checkpoint), and independent witnesses countersign each checkpoint with their own clock,
        refusing any that contradicts what they saw before. Each draw&apos;s page carries the proof
        that it is in the log. The format is specified in <code>docs/transparency-log.md</code>{" "}
        (C2SP tlog-checkpoint and tlog-tiles), so standard tools can read it.
      </p>
      <section aria-labelledby="log-checkpoint">
        <h2 id="log-checkpoint" className="text-xl font-semibold">
          The latest checkpoint
        </h2>
        {checkpoint ? (
          <pre
            className="mt-2 font-mono text-xs break-all whitespace-pre-wrap"
            data-testid="log-checkpoint"
          >
            {checkpoint}
          </pre>
        ) : (
          <p className="mt-2">No checkpoint is published yet.</p>
        )}
        <p className="mt-2 text-sm">
          Served at <a href="/log/checkpoint">/log/checkpoint</a>; the tree&apos;s tiles under{" "}
          <code>/log/tile/</code>.
        </p>
      </section>
      <section aria-labelledby="log-keys">
        <h2 id="log-keys" className="text-xl font-semibold">
          Keys and witnesses
        </h2>
        <p className="mt-2">
          The log&apos;s key (also at <a href="/log/key">/log/key</a>):
        </p>
        <pre className="font-mono text-xs break-all whitespace-pre-wrap" data-testid="log-key">
          {logKey ?? "No key is configured on this server."}
        </pre>
        <p className="mt-2">
          {witnessKeys.length === 0
            ? "No witness is configured yet: until one is, a checkpoint's time is our word."
            : "Witnesses that cosign each checkpoint:"}
        </p>
        {witnessKeys.length > 0 ? (
          <ul className="font-mono text-xs break-all" aria-label="Witnesses">
            {witnessKeys.map((key) => (
              <li key={key}>{key}</li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="log-monitor">
        <h2 id="log-monitor" className="text-xl font-semibold">
          Follow it yourself
        </h2>
        <p className="mt-2">
          The monitor checks that each new checkpoint is consistent with the last one it saw and
          that every new draw matches its entry; it stops with an error on any fork or rewrite. From
          a copy of this site&apos;s source:
        </p>
        <pre
          className="mt-2 font-mono text-xs break-all whitespace-pre-wrap"
          data-testid="log-monitor-command"
        >
          {monitor}
        </pre>
      </section>
    </div>
  );
}
