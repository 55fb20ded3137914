import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import { HEX_PAIRS } from "../../shared/identifiers";

const PRE_RELEASE_TAGS = ["alpha", "beta", "rc"] as const;

interface Version {
  major: number;
  minor: number;
  patch: number;
  /** Dot-separated identifiers after "-", or empty for a release. */
  pre: string;
}

/** SemVer 2.0.0 §11 precedence: numbers, then a release above its pre-releases, then tags. */
function compareVersions(a: Version, b: Version): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0) return core;
  if (a.pre === b.pre) return 0;
  if (a.pre === "") return 1;
  if (b.pre === "") return -1;
  const left = a.pre.split(".");
  const right = b.pre.split(".");
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] as string;
    const y = right[i] as string;
    if (x === y) continue;
    const numeric = /^\d+$/;
    if (numeric.test(x) && numeric.test(y)) return Number(x) - Number(y);
    if (numeric.test(x)) return -1;
    if (numeric.test(y)) return 1;
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

export default defineGenerator({
  id: "semantic-version",
  title: "Random Semantic Version",
  category: "developer",
  iconText: "🔖",
  description:
    "Version numbers that follow Semantic Versioning 2.0.0, like 2.14.3 or 1.0.0-rc.2+build.5f3a9c1, with the ranges and pre-releases you choose.",
  keywords: ["semver", "semantic version", "version number", "release version", "pre-release"],
  algorithm:
    "Major, minor and patch are unbiased integers from 0 to their maximum (Random.int). A pre-release, when one is drawn (Random.bool with the chosen chance), is a uniform pick of alpha, beta or rc (Random.pick) and a number from 1 to 9; build metadata is 7 hex digits from random bytes. Sorting uses SemVer's precedence rules.",
  version: 1,
  inputs: {
    maxMajor: integer({ label: "Largest major", min: 0, max: 999, default: 5 }),
    maxMinor: integer({ label: "Largest minor", min: 0, max: 999, default: 20 }),
    maxPatch: integer({ label: "Largest patch", min: 0, max: 999, default: 30 }),
    preRelease: select({
      label: "Pre-releases",
      options: [
        { value: "none", label: "None" },
        { value: "some", label: "About one in four" },
        { value: "all", label: "Every version" },
      ],
      default: "some",
    }),
    build: toggle({ label: "Add build metadata (+build.3f9a2c1)", default: false }),
    sorted: toggle({ label: "Sort by precedence", default: false }),
    count: count(5),
  },
  generate(random, { maxMajor, maxMinor, maxPatch, preRelease, build, sorted, count }) {
    const chance = { none: 0, some: 0.25, all: 1 }[preRelease];
    const drawn = Array.from({ length: count }, () => {
      const version: Version = {
        major: random.int(0, maxMajor),
        minor: random.int(0, maxMinor),
        patch: random.int(0, maxPatch),
        pre: "",
      };
      if (random.bool(chance)) {
        version.pre = `${random.pick(PRE_RELEASE_TAGS)}.${random.int(1, 9)}`;
      }
      const metadata = build
        ? `build.${Array.from(random.bytes(4), (b) => HEX_PAIRS[b])
            .join("")
            .slice(0, 7)}`
        : "";
      return { version, metadata };
    });
    const ordered = sorted
      ? [...drawn].sort((a, b) => compareVersions(a.version, b.version))
      : drawn;
    const values = ordered.map(({ version, metadata }) => {
      const { major, minor, patch, pre } = version;
      const text = `${major}.${minor}.${patch}${pre && `-${pre}`}${metadata && `+${metadata}`}`;
      return { text, data: { major, minor, patch, preRelease: pre, build: metadata } };
    });
    return { values };
  },
});
