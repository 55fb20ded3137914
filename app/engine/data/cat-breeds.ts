/**
 * Cat breeds recognised by at least one of the major registries (TICA, CFA, FIFe, GCCF), with
 * their usual coat ("short", "semi-long", "long", "curly" for the rex breeds, "hairless") and
 * the country the breed was developed in.
 *
 * Source: authored (plain facts).
 * Licence: public domain (CC0).
 */
export interface CatBreed {
  name: string;
  coat: "short" | "semi-long" | "long" | "curly" | "hairless";
  origin: string;
}

const breeds: readonly CatBreed[] = [
  { name: "Abyssinian", coat: "short", origin: "United Kingdom" },
  { name: "Aegean", coat: "semi-long", origin: "Greece" },
  { name: "American Bobtail", coat: "short", origin: "United States" },
  { name: "American Curl", coat: "semi-long", origin: "United States" },
  { name: "American Shorthair", coat: "short", origin: "United States" },
  { name: "American Wirehair", coat: "curly", origin: "United States" },
  { name: "Arabian Mau", coat: "short", origin: "Arabian Peninsula" },
  { name: "Australian Mist", coat: "short", origin: "Australia" },
  { name: "Balinese", coat: "semi-long", origin: "United States" },
  { name: "Bambino", coat: "hairless", origin: "United States" },
  { name: "Bengal", coat: "short", origin: "United States" },
  { name: "Birman", coat: "semi-long", origin: "Myanmar and France" },
  { name: "Bombay", coat: "short", origin: "United States" },
  { name: "British Longhair", coat: "long", origin: "United Kingdom" },
  { name: "British Shorthair", coat: "short", origin: "United Kingdom" },
  { name: "Burmese", coat: "short", origin: "Myanmar and United States" },
  { name: "Burmilla", coat: "short", origin: "United Kingdom" },
  { name: "Chantilly-Tiffany", coat: "semi-long", origin: "United States" },
  { name: "Chartreux", coat: "short", origin: "France" },
  { name: "Chausie", coat: "short", origin: "United States" },
  { name: "Colorpoint Shorthair", coat: "short", origin: "United States" },
  { name: "Cornish Rex", coat: "curly", origin: "United Kingdom" },
  { name: "Cymric", coat: "long", origin: "Isle of Man" },
  { name: "Devon Rex", coat: "curly", origin: "United Kingdom" },
  { name: "Donskoy", coat: "hairless", origin: "Russia" },
  { name: "Egyptian Mau", coat: "short", origin: "Egypt" },
  { name: "European Shorthair", coat: "short", origin: "Europe" },
  { name: "Exotic Shorthair", coat: "short", origin: "United States" },
  { name: "German Rex", coat: "curly", origin: "Germany" },
  { name: "Havana Brown", coat: "short", origin: "United Kingdom" },
  { name: "Himalayan", coat: "long", origin: "United States and United Kingdom" },
  { name: "Japanese Bobtail", coat: "short", origin: "Japan" },
  { name: "Khao Manee", coat: "short", origin: "Thailand" },
  { name: "Korat", coat: "short", origin: "Thailand" },
  { name: "Kurilian Bobtail", coat: "semi-long", origin: "Russia" },
  { name: "LaPerm", coat: "curly", origin: "United States" },
  { name: "Lykoi", coat: "short", origin: "United States" },
  { name: "Maine Coon", coat: "long", origin: "United States" },
  { name: "Manx", coat: "short", origin: "Isle of Man" },
  { name: "Minskin", coat: "hairless", origin: "United States" },
  { name: "Munchkin", coat: "short", origin: "United States" },
  { name: "Nebelung", coat: "semi-long", origin: "United States" },
  { name: "Neva Masquerade", coat: "long", origin: "Russia" },
  { name: "Norwegian Forest Cat", coat: "long", origin: "Norway" },
  { name: "Ocicat", coat: "short", origin: "United States" },
  { name: "Ojos Azules", coat: "short", origin: "United States" },
  { name: "Oriental Longhair", coat: "semi-long", origin: "United Kingdom" },
  { name: "Oriental Shorthair", coat: "short", origin: "United Kingdom and United States" },
  { name: "Persian", coat: "long", origin: "Iran" },
  { name: "Peterbald", coat: "hairless", origin: "Russia" },
  { name: "Pixie-bob", coat: "short", origin: "United States" },
  { name: "Ragamuffin", coat: "long", origin: "United States" },
  { name: "Ragdoll", coat: "long", origin: "United States" },
  { name: "Russian Blue", coat: "short", origin: "Russia" },
  { name: "Savannah", coat: "short", origin: "United States" },
  { name: "Scottish Fold", coat: "short", origin: "Scotland" },
  { name: "Selkirk Rex", coat: "curly", origin: "United States" },
  { name: "Serengeti", coat: "short", origin: "United States" },
  { name: "Siamese", coat: "short", origin: "Thailand" },
  { name: "Siberian", coat: "long", origin: "Russia" },
  { name: "Singapura", coat: "short", origin: "Singapore" },
  { name: "Snowshoe", coat: "short", origin: "United States" },
  { name: "Sokoke", coat: "short", origin: "Kenya" },
  { name: "Somali", coat: "semi-long", origin: "United States and Canada" },
  { name: "Sphynx", coat: "hairless", origin: "Canada" },
  { name: "Suphalak", coat: "short", origin: "Thailand" },
  { name: "Thai", coat: "short", origin: "Thailand" },
  { name: "Tiffanie", coat: "semi-long", origin: "United Kingdom" },
  { name: "Tonkinese", coat: "short", origin: "Canada and United States" },
  { name: "Toyger", coat: "short", origin: "United States" },
  { name: "Turkish Angora", coat: "semi-long", origin: "Turkey" },
  { name: "Turkish Van", coat: "semi-long", origin: "Turkey" },
  { name: "Ukrainian Levkoy", coat: "hairless", origin: "Ukraine" },
  { name: "Ural Rex", coat: "curly", origin: "Russia" },
];

export default breeds;
