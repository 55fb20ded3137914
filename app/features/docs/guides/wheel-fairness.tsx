import { Link } from "@remix-run/react";

import type { GuideProps } from "../guide-props";
import { MAX_WEIGHT, MAX_WHEEL_ENTRIES, WEIGHT_SYNTAX, turnsFor } from "~/engine/shared/wheel";
import { formatCount } from "~/engine/core/format-count";

const count = formatCount;

export function WheelFairnessGuide(_props: GuideProps) {
  return (
    <>
      <p>
        On most wheel sites the wheel decides: it is set turning with some speed, slows down, and
        whatever slice stops under the pointer wins. Then the outcome depends on frame timing, on
        how fast the device is, and on when someone stops it. The{" "}
        <Link to="/spin-the-wheel">wheel here</Link> works the other way round.
      </p>

      <h2>The result is drawn first, then shown</h2>
      <p>
        Pressing Spin runs the spin-the-wheel generator on the engine every generator uses. It draws
        one whole number below the total weight of the entries that may win, counted in hundredths,
        with the same unbiased integer method as every other generator (no modulo bias), and the
        slice that number falls in wins. A second draw says where inside that slice the pointer
        stops, between 5% and 95% of its width, so it never rests on a line between two slices. Only
        then does the wheel turn: a spin of 5 seconds makes {turnsFor(5)} whole turns before it
        settles on the angle already decided. Stopping it early, a slow phone or a dropped frame
        changes the picture, never the winner.
      </p>

      <h2>Weights are exact</h2>
      <p>
        An entry written <code>{WEIGHT_SYNTAX}</code> has three times the chance of an entry without
        a weight, and its slice is three times as wide. Weights run from 0.01 to {count(MAX_WEIGHT)}{" "}
        and are kept in hundredths, so every chance is a ratio of whole numbers and the draw matches
        it exactly. The tests spin 10,000 times with a fixed seed and check the counts with a
        chi-square test whose false-failure rate is one in a million.
      </p>

      <h2>Anyone can check a spin</h2>
      <p>
        Every spin is seeded with a fresh seed from your browser&apos;s cryptographic generator, and
        the address bar then holds the spin&apos;s permalink: the entries, the options, the seed and
        the algorithm version. Opened anywhere, the link shows the same winner at the same angle,
        and the <Link to="/api/v1/generators/spin-the-wheel?seed=check">API</Link> gives the same
        result for the same seed. Share gives that link; a list too long for a link (up to{" "}
        {count(MAX_WHEEL_ENTRIES)} entries) is stored once on the site under a name made from its
        own content, so it cannot be changed after it is shared.
      </p>

      <h2>Everyone once, when you want it</h2>
      <p>
        In rotation mode the entries that have already won sit out, shown in grey, until everyone
        has won once; then a new round begins with everyone back in. Remove winner takes the winner
        off the wheel instead. Wheels you save keep their rotation, in this browser or, signed in,
        in your account.
      </p>
    </>
  );
}
