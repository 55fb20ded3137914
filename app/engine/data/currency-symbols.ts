// Currency signs and the currencies that use them, written for this site (plain facts: the
// sign, what it is called, ISO 4217 codes of the currencies that write it). Letters used as
// signs (kr, zł, R$) are listed where a currency is commonly written with them.

export interface CurrencySymbol {
  symbol: string;
  name: string;
  /** ISO 4217 codes of currencies written with it, the best known first. */
  currencies: readonly string[];
  /** "sign": a character of its own; "letters": written with ordinary letters. */
  kind: "sign" | "letters";
}

const s = (
  symbol: string,
  name: string,
  currencies: string[],
  kind: CurrencySymbol["kind"] = "sign",
) => ({
  symbol,
  name,
  currencies,
  kind,
});

const symbols: readonly CurrencySymbol[] = [
  s("$", "Dollar sign", ["USD", "CAD", "AUD", "NZD", "MXN", "SGD", "HKD"]),
  s("€", "Euro sign", ["EUR"]),
  s("£", "Pound sign", ["GBP", "EGP", "GIP", "FKP"]),
  s("¥", "Yen and yuan sign", ["JPY", "CNY"]),
  s("¢", "Cent sign", ["USD", "CAD"]),
  s("₹", "Indian rupee sign", ["INR"]),
  s("₽", "Ruble sign", ["RUB"]),
  s("₩", "Won sign", ["KRW", "KPW"]),
  s("₺", "Turkish lira sign", ["TRY"]),
  s("₴", "Hryvnia sign", ["UAH"]),
  s("₪", "New shekel sign", ["ILS"]),
  s("₫", "Dong sign", ["VND"]),
  s("₦", "Naira sign", ["NGN"]),
  s("₱", "Peso sign", ["PHP"]),
  s("₲", "Guaraní sign", ["PYG"]),
  s("₵", "Cedi sign", ["GHS"]),
  s("₡", "Colón sign", ["CRC"]),
  s("₭", "Kip sign", ["LAK"]),
  s("₮", "Tögrög sign", ["MNT"]),
  s("₸", "Tenge sign", ["KZT"]),
  s("₼", "Manat sign", ["AZN"]),
  s("₾", "Lari sign", ["GEL"]),
  s("֏", "Dram sign", ["AMD"]),
  s("฿", "Baht sign", ["THB"]),
  s("៛", "Riel sign", ["KHR"]),
  s("₿", "Bitcoin sign", []),
  s("₣", "French franc sign (historic)", []),
  s("₤", "Lira sign (historic)", []),
  s("₧", "Peseta sign (historic)", []),
  s("₯", "Drachma sign (historic)", []),
  s("₠", "Euro-currency sign (historic)", []),
  s("₰", "German penny sign (historic)", []),
  s("₳", "Austral sign (historic)", []),
  s("₶", "Livre tournois sign (historic)", []),
  s("₷", "Spesmilo sign (historic)", []),
  s("₻", "Nordic mark sign (historic)", []),
  s("₥", "Mill sign", []),
  s("₢", "Cruzeiro sign (historic)", []),
  s("₨", "Rupee sign", ["PKR", "LKR", "NPR", "MUR", "SCR"]),
  s("৳", "Bengali taka sign", ["BDT"]),
  s("¤", "Generic currency sign", []),
  s("﷼", "Rial sign", ["IRR", "SAR", "OMR", "YER", "QAR"]),
  s("R$", "Brazilian real", ["BRL"], "letters"),
  s("zł", "Polish złoty", ["PLN"], "letters"),
  s("kr", "Krona and krone", ["SEK", "NOK", "DKK", "ISK"], "letters"),
  s("Kč", "Czech koruna", ["CZK"], "letters"),
  s("Ft", "Hungarian forint", ["HUF"], "letters"),
  s("lei", "Romanian leu", ["RON"], "letters"),
  s("CHF", "Swiss franc", ["CHF"], "letters"),
  s("R", "South African rand", ["ZAR"], "letters"),
  s("RM", "Malaysian ringgit", ["MYR"], "letters"),
  s("Rp", "Indonesian rupiah", ["IDR"], "letters"),
  s("S/", "Peruvian sol", ["PEN"], "letters"),
  s("Bs", "Bolivian boliviano", ["BOB"], "letters"),
  s("KSh", "Kenyan shilling", ["KES"], "letters"),
  s("E£", "Egyptian pound", ["EGP"], "letters"),
  s("د.إ", "UAE dirham", ["AED"], "letters"),
  s("元", "Yuan (Chinese character)", ["CNY"], "letters"),
  s("円", "Yen (Japanese character)", ["JPY"], "letters"),
  s("원", "Won (Hangul)", ["KRW"], "letters"),
];

export default symbols;
