/**
 * Film genres and well-established subgenres, each with a one-line description. The genre
 * names are plain facts of film criticism; the descriptions are this project's.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export interface MovieGenre {
  genre: string;
  /** "main" for a broad genre, "sub" for a subgenre of one. */
  level: "main" | "sub";
  description: string;
}

const RAW = `Action | main | Chases, fights and stunts drive a hero through high-stakes danger.
Adventure | main | A journey to unknown places, with quests, discoveries and peril along the way.
Animation | main | Stories told with drawn, modelled or computer-made images, for every age.
Comedy | main | Built to make you laugh, through jokes, characters and ridiculous situations.
Crime | main | Criminals, detectives and the law, and the lines between them.
Documentary | main | Real people and events, filmed or reconstructed to inform or argue.
Drama | main | Serious, character-driven stories about conflict and change.
Family | main | Made for children and adults to watch together.
Fantasy | main | Magic, mythical creatures and invented worlds.
Historical | main | Stories set in a real past era, often around real events.
Horror | main | Designed to frighten, with monsters, hauntings or dread.
Musical | main | Characters sing and dance as part of the story.
Mystery | main | A puzzle or crime the characters and audience try to solve.
Romance | main | A love story at the centre, with obstacles in the way.
Science fiction | main | Futures, space, technology and "what if" ideas about science.
Sports | main | Athletes and teams, training, rivalry and the big game.
Thriller | main | Suspense and tension as a threat closes in.
War | main | Soldiers and civilians in wartime, on and off the battlefield.
Western | main | The American frontier: cowboys, outlaws, sheriffs and wide open land.
Biopic | sub | The life story of a real person, usually famous.
Buddy cop | sub | Two mismatched police officers forced to work together.
Caper | sub | A crew plans and pulls off a clever theft, often with a light touch.
Coming-of-age | sub | A young person grows up through a turning-point summer or year.
Disaster | sub | People struggle to survive an earthquake, flood, fire or sinking ship.
Dystopian | sub | A grim future society and the people who resist it.
Epic | sub | Vast in scale: long, spectacular and full of big historical or mythic events.
Film noir | sub | Shadowy crime stories with hard-boiled detectives and moral doubt.
Found footage | sub | Presented as recordings made by the characters themselves.
Heist | sub | A detailed plan to steal something valuable, and what goes wrong.
Mockumentary | sub | A comedy shot like a documentary about fictional people.
Monster movie | sub | A giant or strange creature threatens people, and they fight back.
Courtroom drama | sub | The story turns on a trial, its lawyers, witnesses and verdict.
Martial arts | sub | Stories built around fighting skills, training and choreographed combat.
Romantic comedy | sub | A funny love story where the couple overcome misunderstandings.
Road movie | sub | Characters travel together, and the journey changes them.
Satire | sub | Comedy that mocks politics, society or people in power.
Space opera | sub | Grand adventures across planets and star empires.
Spy | sub | Secret agents, gadgets, codes and international intrigue.
Superhero | sub | People with extraordinary powers who protect others.
Survival | sub | Someone stranded must endure nature or isolation to stay alive.
Swashbuckler | sub | Sword fights, pirates and daring rescues in a romantic past.
Time travel | sub | Characters move through time and wrestle with its paradoxes.
Whodunit | sub | A closed circle of suspects and a detective who names the culprit.
Slapstick | sub | Physical comedy of falls, chases and pratfalls.
Period drama | sub | A drama set in the past, with careful costumes and customs.
Psychological thriller | sub | Suspense built from the characters' minds, memories and deceptions.
Cyberpunk | sub | High technology and low life in a neon-lit future city.
Dance film | sub | Dancers, rehearsals and competitions at the heart of the story.
Nature documentary | sub | Animals and landscapes filmed in the wild.
Concert film | sub | A live musical performance captured on film.`;

const genres: readonly MovieGenre[] = RAW.split("\n").map((line) => {
  const [genre = "", level = "", description = ""] = line.split(" | ");
  return { genre, level: level as MovieGenre["level"], description };
});

export default genres;
