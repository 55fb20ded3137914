// Check digits of the numbers developers test forms with: Luhn (payment cards), ISO 7064
// mod 97-10 (IBAN), the GS1 mod-10 (EAN, UPC, ISBN-13) and ISBN-10's mod 11. Each works on a
// string of decimal digits, so long numbers never pass through floating point.

/** The Luhn digit that makes `digits` followed by it valid (ISO/IEC 7812-1, annex B). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // Counting from the right of the full number, the check digit is position 1, so the payload's
  // rightmost digit is doubled.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a string of digits passes the Luhn check. */
export function isLuhnValid(number: string): boolean {
  if (!/^\d{2,}$/.test(number)) return false;
  return luhnCheckDigit(number.slice(0, -1)) === Number(number.slice(-1));
}

/** The remainder of a long decimal string divided by 97, read in chunks that stay exact. */
export function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  }
  return remainder;
}

/** Letters as numbers (A = 10 … Z = 35), as IBAN and the French RIB key read them. */
function lettersToDigits(text: string): string {
  return text.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
}

/** The two IBAN check digits for a country code and a BBAN (ISO 13616, ISO 7064 mod 97-10). */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = mod97(lettersToDigits(`${bban}${country}00`));
  return String(98 - remainder).padStart(2, "0");
}

/** Whether an IBAN (spaces allowed) has valid check digits: its mod-97 remainder is 1. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/ /g, "");
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(compact)) return false;
  return mod97(lettersToDigits(`${compact.slice(4)}${compact.slice(0, 4)}`)) === 1;
}

/**
 * The GS1 check digit of `digits` (EAN-8, EAN-13, UPC-A, ISBN-13): weights 3 and 1 alternate
 * from the rightmost payload digit.
 */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += (digits.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** The ISBN-10 check character of nine digits: 0–9 or X for ten (mod 11). */
export function isbn10CheckDigit(nine: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (nine.charCodeAt(i) - 48) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? "X" : String(check);
}

/** The French RIB key of a bank code, branch code and account number (letters read as digits). */
export function ribKey(bank: string, branch: string, account: string): string {
  // Letters in a RIB account number read as digits by the RIB table (A, J → 1; B, K, S → 2 …).
  const ribDigits = account.replace(/[A-Z]/g, (c) => {
    const code = c.charCodeAt(0) - 64; // A = 1
    return String(((code + (code > 18 ? 1 : 0) - 1) % 9) + 1);
  });
  const sum = 89 * Number(bank) + 15 * Number(branch) + 3 * Number(ribDigits);
  return String(97 - (sum % 97)).padStart(2, "0");
}

/** Spanish account control digit of ten digits (weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6). */
export function spanishControlDigit(ten: string): string {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (ten.charCodeAt(i) - 48) * (weights[i] as number);
  const digit = 11 - (sum % 11);
  return String(digit === 11 ? 0 : digit === 10 ? 1 : digit);
}

const CIN_ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

/** The Italian CIN letter of ABI, CAB and account: odd positions through a table, mod 26. */
export function italianCin(abiCabAccount: string): string {
  let sum = 0;
  for (let i = 0; i < abiCabAccount.length; i++) {
    const c = abiCabAccount.charCodeAt(i);
    const value = c <= 57 ? c - 48 : c - 65; // digits 0–9, letters A–Z as 0–25
    sum += i % 2 === 0 ? (CIN_ODD[value] as number) : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** The Belgian check number of ten digits: their remainder mod 97, with 97 for 0. */
export function belgianCheck(ten: string): string {
  return String(mod97(ten) || 97).padStart(2, "0");
}

/** Whether ten digits pass the Dutch "elfproef": weights 10 down to 1 sum to a multiple of 11. */
export function passesElfproef(ten: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (ten.charCodeAt(i) - 48) * (10 - i);
  return sum % 11 === 0;
}

/** The Norwegian mod-11 digit of ten digits, or null when the rule allows none (remainder 1). */
export function norwegianCheck(ten: string): string | null {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (ten.charCodeAt(i) - 48) * (weights[i] as number);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? null : String(check);
}

/** The last digit of a Polish bank-branch number from its first seven (weights 3, 9, 7, 1). */
export function polishBranchCheck(seven: string): string {
  const weights = [3, 9, 7, 1, 3, 9, 7];
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (seven.charCodeAt(i) - 48) * (weights[i] as number);
  return String((10 - (sum % 10)) % 10);
}

/** The two Portuguese NIB check digits of bank, branch and account: 98 − (number × 100 mod 97). */
export function portugueseCheck(nineteen: string): string {
  return String(98 - mod97(`${nineteen}00`)).padStart(2, "0");
}
