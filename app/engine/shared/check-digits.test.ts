import { describe, expect, it } from "vitest";

import {
  belgianCheck,
  gs1CheckDigit,
  ibanCheckDigits,
  isbn10CheckDigit,
  isLuhnValid,
  isValidIban,
  italianCin,
  luhnCheckDigit,
  mod97,
  norwegianCheck,
  passesElfproef,
  polishBranchCheck,
  portugueseCheck,
  ribKey,
  spanishControlDigit,
} from "./check-digits";

// Every check is pinned to examples published by the standard's owners or in the usual
// references (ISO/IEC 7812's Luhn example, the IBAN registry's country examples, GS1's and
// the ISBN agency's examples), so a wrong weight or direction fails here.

/** IBAN examples of the SWIFT IBAN registry (and the ECBS list it grew from). */
const PUBLISHED_IBANS = [
  "AT611904300234573201",
  "BE68539007547034",
  "CH9300762011623852957",
  "DE89370400440532013000",
  "DK5000400440116243",
  "ES9121000418450200051332",
  "FI2112345600000785",
  "FR1420041010050500013M02606",
  "GB29NWBK60161331926819",
  "GB82WEST12345698765432",
  "IE29AIBK93115212345678",
  "IT60X0542811101000000123456",
  "NL91ABNA0417164300",
  "NO9386011117947",
  "PL61109010140000071219812874",
  "PT50000201231234567890154",
];

describe("Luhn", () => {
  it("gives the check digit of the usual example, 7992739871 → 3", () => {
    expect(luhnCheckDigit("7992739871")).toBe(3);
    expect(isLuhnValid("79927398713")).toBe(true);
  });

  it("accepts published test card numbers and refuses a changed digit", () => {
    for (const card of ["4111111111111111", "5555555555554444", "378282246310005"]) {
      expect(isLuhnValid(card), card).toBe(true);
      const changed = `${card.slice(0, -2)}${(Number(card.at(-2)) + 1) % 10}${card.at(-1)}`;
      expect(isLuhnValid(changed), changed).toBe(false);
    }
    expect(isLuhnValid("4")).toBe(false);
    expect(isLuhnValid("4111-1111")).toBe(false);
  });
});

describe("IBAN (ISO 13616, mod 97-10)", () => {
  it.each(PUBLISHED_IBANS)("validates the registry example %s", (iban) => {
    expect(isValidIban(iban)).toBe(true);
    expect(ibanCheckDigits(iban.slice(0, 2), iban.slice(4))).toBe(iban.slice(2, 4));
  });

  it("refuses a swapped pair of digits, a wrong check and junk", () => {
    expect(isValidIban("DE89370400440532013000")).toBe(true);
    expect(isValidIban("DE89370400440532031000")).toBe(false);
    expect(isValidIban("DE88370400440532013000")).toBe(false);
    expect(isValidIban("GB82 WEST 1234 5698 7654 32")).toBe(true);
    expect(isValidIban("hello")).toBe(false);
  });

  it("reduces long numbers exactly", () => {
    expect(mod97("1".repeat(40))).toBe(Number(BigInt("1".repeat(40)) % 97n));
    expect(mod97("98765432109876543210987654321")).toBe(
      Number(98765432109876543210987654321n % 97n),
    );
  });

  it("computes the national keys of the French, Spanish examples", () => {
    // FR14 20041 01005 0500013M026 06: bank, branch, account with a letter, key 06.
    expect(ribKey("20041", "01005", "0500013M026")).toBe("06");
    // ES91 2100 0418 45 0200051332: control digits 4 (bank and branch) and 5 (account).
    expect(spanishControlDigit("0021000418")).toBe("4");
    expect(spanishControlDigit("0200051332")).toBe("5");
  });
});

describe("GS1 and ISBN check digits", () => {
  it("matches published EAN-13, UPC-A and EAN-8 examples", () => {
    expect(gs1CheckDigit("400638133393")).toBe(1); // EAN-13 4006381333931
    expect(gs1CheckDigit("590123412345")).toBe(7); // EAN-13 5901234123457
    expect(gs1CheckDigit("03600029145")).toBe(2); // UPC-A 036000291452
    expect(gs1CheckDigit("9638507")).toBe(4); // EAN-8 96385074
  });

  it("matches published ISBN-13 and ISBN-10 examples", () => {
    expect(gs1CheckDigit("978030640615")).toBe(7); // 978-0-306-40615-7
    expect(gs1CheckDigit("978316148410")).toBe(0); // 978-3-16-148410-0
    expect(isbn10CheckDigit("030640615")).toBe("2"); // 0-306-40615-2
    expect(isbn10CheckDigit("080442957")).toBe("X"); // 0-8044-2957-X
  });
});

describe("national account checks, on the IBAN registry's examples", () => {
  it("computes Italy's CIN, Belgium's and Portugal's check numbers", () => {
    expect(italianCin("0542811101000000123456")).toBe("X"); // IT60 X 05428 11101 000000123456
    expect(belgianCheck("5390075470")).toBe("34"); // BE68 539 0075470 34
    expect(portugueseCheck("0002012312345678901")).toBe("54"); // PT50 0002 0123 12345678901 54
  });

  it("checks the Dutch elfproef, Norway's mod 11, Poland's branch digit and Finland's Luhn", () => {
    expect(passesElfproef("0417164300")).toBe(true); // NL91 ABNA 0417164300
    expect(passesElfproef("0417164301")).toBe(false);
    expect(norwegianCheck("8601111794")).toBe("7"); // NO93 8601 1117947
    expect(polishBranchCheck("1090101")).toBe("4"); // PL61 1090 1014 …
    expect(luhnCheckDigit("1234560000078")).toBe(5); // FI21 1234 5600 0007 85
  });
});
