import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { Random } from "../../core/random";
import {
  belgianCheck,
  ibanCheckDigits,
  italianCin,
  luhnCheckDigit,
  norwegianCheck,
  passesElfproef,
  polishBranchCheck,
  portugueseCheck,
  ribKey,
  spanishControlDigit,
} from "../../shared/check-digits";

const digits = (random: Random, n: number) =>
  Array.from({ length: n }, () => random.int(0, 9)).join("");
const letters = (random: Random, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + random.int(0, 25))).join("");

interface Bban {
  bban: string;
  bank: string;
  /** Whether the BBAN carries a national check that this generator computes. */
  nationalCheck: boolean;
}

/**
 * Each country's BBAN layout from the SWIFT IBAN registry. Where the national check digits follow
 * one public, bank-independent rule, they are computed too (redrawing the account when a rule has
 * no valid digit), so the whole IBAN passes stricter validators.
 */
const COUNTRIES: Record<string, { name: string; bban(random: Random): Bban }> = {
  AT: { name: "Austria", bban: (r) => plain(digits(r, 5), digits(r, 11)) },
  BE: {
    name: "Belgium",
    bban(r) {
      const bank = digits(r, 3);
      const ten = bank + digits(r, 7);
      return { bban: ten + belgianCheck(ten), bank, nationalCheck: true };
    },
  },
  CH: { name: "Switzerland", bban: (r) => plain(digits(r, 5), digits(r, 12)) },
  DE: { name: "Germany", bban: (r) => plain(digits(r, 8), digits(r, 10)) },
  DK: { name: "Denmark", bban: (r) => plain(digits(r, 4), digits(r, 10)) },
  ES: {
    name: "Spain",
    bban(r) {
      const bank = digits(r, 4);
      const branch = digits(r, 4);
      const account = digits(r, 10);
      const control = spanishControlDigit(`00${bank}${branch}`) + spanishControlDigit(account);
      return { bban: bank + branch + control + account, bank, nationalCheck: true };
    },
  },
  FI: {
    name: "Finland",
    bban(r) {
      const bank = digits(r, 6);
      const body = bank + digits(r, 7);
      return { bban: body + luhnCheckDigit(body), bank, nationalCheck: true };
    },
  },
  FR: {
    name: "France",
    bban(r) {
      const bank = digits(r, 5);
      const branch = digits(r, 5);
      const account = digits(r, 11);
      return {
        bban: bank + branch + account + ribKey(bank, branch, account),
        bank,
        nationalCheck: true,
      };
    },
  },
  GB: { name: "United Kingdom", bban: (r) => plain(letters(r, 4), digits(r, 6) + digits(r, 8)) },
  IE: { name: "Ireland", bban: (r) => plain(letters(r, 4), digits(r, 6) + digits(r, 8)) },
  IT: {
    name: "Italy",
    bban(r) {
      const bank = digits(r, 5);
      const rest = bank + digits(r, 5) + digits(r, 12);
      return { bban: italianCin(rest) + rest, bank, nationalCheck: true };
    },
  },
  NL: {
    name: "Netherlands",
    bban(r) {
      const bank = letters(r, 4);
      for (;;) {
        const account = digits(r, 10);
        if (passesElfproef(account)) return { bban: bank + account, bank, nationalCheck: true };
      }
    },
  },
  NO: {
    name: "Norway",
    bban(r) {
      for (;;) {
        const body = digits(r, 10);
        const check = norwegianCheck(body);
        if (check !== null)
          return { bban: body + check, bank: body.slice(0, 4), nationalCheck: true };
      }
    },
  },
  PL: {
    name: "Poland",
    bban(r) {
      const seven = digits(r, 7);
      const bank = seven + polishBranchCheck(seven);
      return { bban: bank + digits(r, 16), bank, nationalCheck: true };
    },
  },
  PT: {
    name: "Portugal",
    bban(r) {
      const bank = digits(r, 4);
      const body = bank + digits(r, 4) + digits(r, 11);
      return { bban: body + portugueseCheck(body), bank, nationalCheck: true };
    },
  },
};

function plain(bank: string, rest: string): Bban {
  return { bban: bank + rest, bank, nationalCheck: false };
}

const CODES = Object.keys(COUNTRIES).sort();

export default defineGenerator({
  id: "test-iban",
  title: "Test IBAN Generator",
  category: "developer",
  iconText: "🏦",
  description:
    "IBANs with valid check digits for 15 European countries, for testing payment forms and validators. For tests only: never send money to one.",
  keywords: ["iban", "test iban", "iban generator", "bank account number", "sepa"],
  algorithm:
    "The country's BBAN layout is filled with unbiased random digits and letters (Random.int); national check digits are computed where one public rule defines them (Belgium, Spain, Finland, France, Italy, the Netherlands, Norway, Poland, Portugal), redrawing the account when that rule allows no digit. The two IBAN check digits follow ISO 13616 (mod 97-10). With Any, the country is a uniform pick (Random.pick).",
  version: 1,
  inputs: {
    country: select({
      label: "Country",
      options: [
        { value: "any", label: "Any of the 15" },
        ...CODES.map((code) => ({ value: code, label: `${COUNTRIES[code]?.name} (${code})` })),
      ],
      default: "DE",
    }),
    spaced: toggle({ label: "Groups of four (print format)", default: false }),
    count: count(5),
  },
  generate(random, { country, spaced, count }) {
    const values = Array.from({ length: count }, () => {
      const code = country === "any" ? random.pick(CODES) : country;
      const { name, bban } = COUNTRIES[code] as (typeof COUNTRIES)[string];
      const built = bban(random);
      const check = ibanCheckDigits(code, built.bban);
      const iban = `${code}${check}${built.bban}`;
      return {
        text: spaced ? iban.replace(/(.{4})(?=.)/g, "$1 ") : iban,
        data: {
          iban,
          country: code,
          countryName: name,
          detail: name,
          checkDigits: check,
          bban: built.bban,
          bankCode: built.bank,
          nationalCheck: built.nationalCheck,
        },
      };
    });
    return {
      values,
      summary:
        "For testing only: made up at random, with valid check digits. Never send money to one.",
    };
  },
});
