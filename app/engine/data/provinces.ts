// The provinces and territories of Canada and the states and territories of Australia, with
// their capital and postal abbreviation (plain facts). Australia's list is its six states and
// its two self-governing mainland territories.

export interface Province {
  name: string;
  country: "Canada" | "Australia";
  kind: "province" | "state" | "territory";
  abbreviation: string;
  capital: string;
}

const p = (
  name: string,
  country: Province["country"],
  kind: Province["kind"],
  abbreviation: string,
  capital: string,
): Province => ({ name, country, kind, abbreviation, capital });

const provinces: readonly Province[] = [
  p("Alberta", "Canada", "province", "AB", "Edmonton"),
  p("British Columbia", "Canada", "province", "BC", "Victoria"),
  p("Manitoba", "Canada", "province", "MB", "Winnipeg"),
  p("New Brunswick", "Canada", "province", "NB", "Fredericton"),
  p("Newfoundland and Labrador", "Canada", "province", "NL", "St. John's"),
  p("Nova Scotia", "Canada", "province", "NS", "Halifax"),
  p("Ontario", "Canada", "province", "ON", "Toronto"),
  p("Prince Edward Island", "Canada", "province", "PE", "Charlottetown"),
  p("Quebec", "Canada", "province", "QC", "Quebec City"),
  p("Saskatchewan", "Canada", "province", "SK", "Regina"),
  p("Northwest Territories", "Canada", "territory", "NT", "Yellowknife"),
  p("Nunavut", "Canada", "territory", "NU", "Iqaluit"),
  p("Yukon", "Canada", "territory", "YT", "Whitehorse"),
  p("New South Wales", "Australia", "state", "NSW", "Sydney"),
  p("Queensland", "Australia", "state", "QLD", "Brisbane"),
  p("South Australia", "Australia", "state", "SA", "Adelaide"),
  p("Tasmania", "Australia", "state", "TAS", "Hobart"),
  p("Victoria", "Australia", "state", "VIC", "Melbourne"),
  p("Western Australia", "Australia", "state", "WA", "Perth"),
  p("Australian Capital Territory", "Australia", "territory", "ACT", "Canberra"),
  p("Northern Territory", "Australia", "territory", "NT", "Darwin"),
];

export default provinces;
