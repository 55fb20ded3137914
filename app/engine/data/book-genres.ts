/**
 * Book genres, fiction and non-fiction, each with a one-line description. The genre names are
 * plain facts of publishing; the descriptions are this project's.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export interface BookGenre {
  genre: string;
  kind: "fiction" | "nonfiction";
  description: string;
}

const RAW = `Literary fiction | fiction | Character-driven novels valued for their style and depth.
Mystery | fiction | A crime or puzzle, and the detective who works it out.
Cosy mystery | fiction | A gentle whodunit in a small community, solved by an amateur sleuth.
Thriller | fiction | Fast-paced suspense with a threat that keeps growing.
Fantasy | fiction | Magic, quests and invented worlds.
Epic fantasy | fiction | Long sagas of kingdoms, wars and chosen heroes in a secondary world.
Urban fantasy | fiction | Magic hidden in a modern city.
Science fiction | fiction | Stories of future technology, space and changed societies.
Dystopian | fiction | A broken future society and the people who push against it.
Historical fiction | fiction | Invented stories set in a real past era.
Romance | fiction | A love story with a hopeful ending at its heart.
Horror | fiction | Stories meant to unsettle and frighten.
Adventure | fiction | Journeys, danger and daring in far-off places.
Magical realism | fiction | The everyday world with quiet touches of the impossible.
Humour | fiction | Comic novels and stories written to make you laugh.
Western | fiction | Tales of the American frontier.
Gothic | fiction | Old houses, dark secrets and brooding atmosphere.
Coming-of-age | fiction | A young person's growth through a defining time.
Graphic novel | fiction | A long story told in comic-strip panels.
Short stories | fiction | Collections of brief, self-contained tales.
Poetry | fiction | Collections of poems, in verse forms or free verse.
Fairy tales and folklore | fiction | Traditional and retold tales of magic and morals.
Picture book | fiction | Short illustrated stories for young children.
Middle grade | fiction | Novels for readers of about eight to twelve.
Young adult | fiction | Novels about teenage life, for teen readers and up.
Drama | fiction | Plays written for the stage.
Satire | fiction | Fiction that mocks society, politics or human folly.
Spy fiction | fiction | Secret agents, codes and espionage.
Alternate history | fiction | What if a turning point of history had gone the other way?
Biography | nonfiction | The story of a real person's life, written by someone else.
Memoir | nonfiction | An author's account of part of their own life.
History | nonfiction | Accounts and explanations of past events and eras.
Popular science | nonfiction | Science explained for general readers.
Travel writing | nonfiction | Journeys and places seen through a writer's eyes.
Nature writing | nonfiction | The natural world observed closely and described.
Cookery | nonfiction | Recipes and the stories of food.
True crime | nonfiction | Real crimes and investigations, carefully reported.
Self-help | nonfiction | Advice on habits, wellbeing and personal goals.
Philosophy | nonfiction | Arguments about knowledge, ethics and what matters.
Essays | nonfiction | Short pieces of reflective or argumentative prose.
Art and photography | nonfiction | Books about artists, images and how to make them.
Business | nonfiction | Companies, work, money and leadership.
Politics and current affairs | nonfiction | How power works today and why it matters.
Sport | nonfiction | Athletes, teams and famous seasons.
Music | nonfiction | Musicians, genres and the history of sound.
Reference | nonfiction | Dictionaries, atlases and guides to look things up in.
Crafts and hobbies | nonfiction | How to make, build, sew, grow or collect.
Psychology | nonfiction | How minds and behaviour work.
Religion and mythology | nonfiction | Beliefs, sacred texts and the myths of cultures.
Technology | nonfiction | Computers, inventions and their effects on life.`;

const genres: readonly BookGenre[] = RAW.split("\n").map((line) => {
  const [genre = "", kind = "", description = ""] = line.split(" | ");
  return { genre, kind: kind as BookGenre["kind"], description };
});

export default genres;
