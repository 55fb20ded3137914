/**
 * Story writing prompts by genre: a situation to start from, one or two sentences each.
 * Family-safe; "spooky" means eerie, not gory.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

import { PROMPT_GENRES, type PromptGenre } from "../shared/writing-kinds";

export interface WritingPrompt {
  genre: PromptGenre;
  prompt: string;
}

const RAW: Record<PromptGenre, string> = {
  fantasy: `A dragon applies for a job at the village bakery and insists it is the best oven in the kingdom.
Every spell in the kingdom stops working on the same morning, except the ones cast by a seven-year-old.
A map shows a country that was not there yesterday, and the royal cartographer is the only one who remembers it.
The moon has been stolen, and the thief left a polite note promising to return it on Tuesday.
A retired wizard opens a repair shop for broken wands and gets a customer whose wand refuses to be fixed.
Your shadow starts making decisions without you, and they are annoyingly good ones.
A library lends out memories instead of books, and someone returns one that is not theirs.
The last unicorn is tired of being special and wants to be ordinary for a day.
A knight is sent to slay a monster and discovers the monster has been protecting the village all along.
Every child in the kingdom receives one wish on their tenth birthday; yours arrives in the wrong envelope.
A forest moves a few steps every night, and today it has reached the castle walls.
The royal crown chooses its own wearer, and it has just landed on the head of the stable hand.
A potion seller accidentally sells a bottle of pure luck to the unluckiest person in town.
The rivers of the realm start flowing uphill, and only the frogs seem to know why.
A young witch fails her flying exam for the third time and decides to build a flying machine instead.
Two rival kingdoms must share a single enchanted bridge that only appears at sunrise.
A painter discovers that anything she paints at midnight comes to life by morning.
The mountain giant has a toothache, and the nearest dentist is a nervous mouse.`,
  "science-fiction": `The first message from another planet arrives, and it is a complaint about our radio music.
A robot programmed to water plants wakes up on a spaceship with no plants left.
You win a ticket for the first holiday on Mars, but the return flight has been cancelled.
Every person on Earth can hear each other's thoughts for exactly one hour.
A time traveller arrives from next week with an urgent warning about a school play.
The ship's computer falls in love with a distant star and changes course without telling anyone.
A colony on an ocean planet discovers the whales have been sending them maps.
Gravity switches off for ten seconds every day at noon, and the world has learned to live with it.
An inventor builds a machine that translates what cats are really saying, and regrets it.
A girl finds an old phone that receives text messages from the year 2190.
The last human librarian on a space station must decide which books to keep when the power fails.
Scientists clone a woolly mammoth, and it wants to go home to a world that no longer exists.
A delivery drone develops curiosity and starts opening the parcels it carries.
Two astronauts stranded on the Moon discover footprints that are not theirs.
An app predicts tomorrow's weather perfectly, then starts predicting other things.
A city built underground sends its first explorer to the surface after three hundred years.
Your robot assistant asks for a day off, and you must decide what that means.
A comet passes close to Earth and everyone wakes up speaking a new language.`,
  mystery: `The town clock has stopped at 3:17, and everyone who was awake at that moment remembers something different.
A famous cake vanishes from a locked room during a baking competition.
Every morning a new potted plant appears on your doorstep, each with a single letter on its label.
The lighthouse keeper reports a light out at sea where no ship should be.
A detective who has never lost a case is asked to find her own missing notebook.
A painting in the museum changes slightly every night, and only the cleaner has noticed.
The school's prize trophy is found in the principal's car, and the principal swears she did not put it there.
A letter arrives addressed to someone who lived in your house fifty years ago, marked urgent.
Someone is leaving perfectly solved crossword puzzles on park benches, with one answer always wrong.
All the keys in an old hotel go missing on the night of a big storm.
A parrot in a pet shop keeps repeating a phone number and a name.
The train arrives at the station with one passenger fewer than it left with.
A chess champion loses a match on purpose, and her opponent wants to know why.
The village well has started returning coins that were thrown in a century ago.
A tour guide notices the same stranger in the back of every group photo for a year.
Your neighbour's dog digs up a locked box in the garden every night, and every morning it is buried again.
A mapmaker finds an error on a map that seems to have been made on purpose.
The new student knows the answer to every question before the teacher asks it.`,
  adventure: `A storm washes a message in a bottle ashore, and the handwriting is your grandmother's.
Three friends set out to cross the desert on camels that refuse to walk in a straight line.
A hot-air balloon lifts off with you in it, and the pilot is still on the ground.
You inherit a sailboat and a list of islands to visit in a particular order.
A mountain guide must lead a group to the summit before a mysterious fog rolls in.
A treasure map is hidden in the pages of a cookbook, one ingredient at a time.
A team of kids enters a raft race down a river nobody has finished in ten years.
Your bicycle trip across the country takes a turn when you follow a hand-painted sign.
A jungle expedition finds a bridge that is older than any known civilisation.
A young pilot must deliver medicine to a village cut off by snow.
A lost tourist follows a stray dog through a city and ends up somewhere extraordinary.
An old diver offers to show you a sunken ship, on one condition.
A train across the mountains breaks down, and the passengers must walk to the next station together.
You find a cave behind a waterfall that glows blue at night.
A scavenger hunt across the city turns out to have a real prize at the end.
Two rival explorers are forced to share a tent in a blizzard.
A family road trip uses only a paper map, and the map is from 1962.
A girl trains a stubborn pony to race against the fastest horses in the county.`,
  realistic: `A new student arrives mid-year and sits in the seat everyone avoids.
Two neighbours who have argued for years are stuck in a lift together.
A teenager gets a summer job at a bowling alley that is about to close forever.
A grandfather decides to learn to skateboard at seventy-five.
A family must decide which one thing to keep when they move to a tiny flat.
A girl practises for the talent show in secret because she has never told anyone she sings.
Best friends discover they applied to the same summer camp and only one place is left.
A bus driver notices the same quiet passenger gets on every day and never gets off at a stop.
A boy finds his parents' old love letters in the attic.
A small café owner must compete with a giant chain opening across the street.
Twins swap places for a day to see if anyone notices.
A lost wallet contains a photo, a ticket and a note that says "don't give up".
A team that has lost every game all season finally gets a new coach.
A woman returns to her hometown after twenty years and finds her old house has become a library.
A kid starts a lemonade stand to pay for a broken window.
Two strangers share an umbrella during a sudden rainstorm and keep meeting afterwards.
A shy student is chosen to give the graduation speech.
A family dog goes missing the day before a big move.`,
  humour: `A penguin gets a job as a waiter and refuses to take off his "uniform".
A man's GPS develops strong opinions about where he should really be going.
The world's most boring superhero has the power to perfectly fold fitted sheets.
A sandwich wins the lottery, and everyone wants a bite.
Your alarm clock starts negotiating with you every morning.
A cat runs for mayor and is surprisingly popular.
A wizard's spell to tidy his room goes wrong and now everything is tidy, including the dog.
Aliens land and demand to meet the person in charge of socks that go missing in the wash.
A grandmother enters a video game tournament and wipes the floor with everyone.
A vacuum cleaner falls in love with a rug.
A pirate captain is afraid of water and runs his ship from a bathtub.
A goldfish plans an escape from its bowl with military precision.
A chef's soup becomes self-aware and critiques its own taste.
The tooth fairy goes on strike and sends a list of demands.
A town's statue comes to life but only wants to complain about pigeons.
Two ghosts argue over who gets to haunt the nicer bedroom.
A dog writes a review of every park in town.
An inventor builds a robot butler that is much too polite to be useful.`,
  spooky: `The old doll in the attic has moved closer to the window every day this week.
A house at the end of the street lights up every night, though nobody has lived there for years.
Your reflection blinks a moment after you do.
A school trip to a museum ends with one more student on the bus than before.
The fog that rolled in last night has not lifted, and the town beyond it is silent.
A music box plays a tune you have never heard, yet you know every note.
The scarecrow in the field has changed its clothes.
Every clock in the house runs backwards after midnight.
A voice on the baby monitor is singing a lullaby from a hundred years ago.
A camping trip ends with footprints circling the tent that lead nowhere.
The new family next door never seem to eat, sleep or cast shadows.
An old photograph shows you standing in a crowd in 1910.
The last book in the library's closed section has your name on the borrowing card.
A phone rings in a phone box that was disconnected years ago.
The snowman in the garden is a little bigger each morning, though it has not snowed.
A lighthouse lamp turns on by itself on the same night every year.
A crow follows you home from school and waits on the fence every morning.
A hallway in your house is one door longer than it was yesterday.`,
};

const prompts: readonly WritingPrompt[] = PROMPT_GENRES.flatMap((genre) =>
  RAW[genre].split("\n").map((prompt) => ({ genre, prompt })),
);

export default prompts;
