/**
 * Eras and movements of film history with their approximate years and what marks them. The
 * periods are plain facts of film history (their boundaries are conventional); the wording is
 * this project's.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export interface FilmEra {
  era: string;
  from: number;
  /** null while the era goes on. */
  to: number | null;
  description: string;
}

const RAW = `Early cinema | 1895 | 1910 | Short films of everyday scenes, trick films and the first narrative shorts.
Silent film era | 1910 | 1927 | Feature-length films with title cards, live music and great slapstick comedians.
German Expressionism | 1919 | 1931 | Shadowy, distorted sets and moods of dread in German studio films.
Soviet montage | 1924 | 1930 | Editing as argument: shots cut together to build meaning and rhythm.
Early sound era | 1927 | 1934 | The arrival of synchronised sound, musicals and fast-talking comedy.
Classical Hollywood | 1930 | 1960 | The studio system at its height: stars, genres and polished storytelling.
Italian Neorealism | 1943 | 1952 | Real locations, non-professional actors and stories of post-war hardship.
Film noir | 1941 | 1958 | Crime films of shadows, cynical detectives and moral doubt.
Golden age of Japanese cinema | 1950 | 1965 | Masterworks of samurai epics, family dramas and period films.
French New Wave | 1958 | 1967 | Young critics turned directors: hand-held cameras, jump cuts and street shooting.
British New Wave | 1959 | 1965 | Working-class "kitchen sink" dramas shot in northern towns.
Spaghetti western | 1964 | 1975 | Westerns made in Italy and Spain, with stark close-ups and bold scores.
New Hollywood | 1967 | 1980 | Director-driven American films that broke the old studio rules.
Blockbuster era | 1975 | 1990 | Summer event films, special effects and wide releases.
Hong Kong action cinema | 1970 | 1997 | Martial arts and gunplay choreography that influenced the world.
Independent film boom | 1989 | 2000 | Low-budget films and festivals that launched new voices.
Dogme 95 | 1995 | 2005 | A Danish movement of hand-held cameras, natural light and no added music.
Computer animation era | 1995 | today | Feature films made entirely with computer animation become mainstream.
Digital cinema | 2000 | today | Digital cameras and projection replace film stock in most productions.
Streaming era | 2010 | today | Films made for and released on streaming services as much as cinemas.`;

const eras: readonly FilmEra[] = RAW.split("\n").map((line) => {
  const [era = "", from = "", to = "", description = ""] = line.split(" | ");
  return { era, from: Number(from), to: to === "today" ? null : Number(to), description };
});

export default eras;
