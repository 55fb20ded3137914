/**
 * Parts of a story character: an occupation (plain job titles), a quirk and something the
 * character wants. Quirks and wants are written for this project; family-safe.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export interface StoryCharacterParts {
  occupations: readonly string[];
  quirks: readonly string[];
  wants: readonly string[];
}

const OCCUPATIONS = `accountant, actor, air traffic controller, animator, archaeologist, architect, astronaut,
baker, barber, beekeeper, bicycle mechanic, blacksmith, bookbinder, bookseller, botanist, bus driver,
butcher, carpenter, cartographer, chef, chemist, chess coach, clockmaker, cobbler, comedian, composer,
court reporter, crossing guard, dance teacher, deep-sea diver, dentist, detective, dog walker,
electrician, engineer, explorer, farmer, fashion designer, ferry captain, firefighter, fisher,
flight attendant, florist, forest ranger, gardener, geologist, glassblower,
graphic designer, hairdresser, harbour master, historian, hotel concierge, ice-cream seller,
illustrator, interpreter, inventor, janitor, jeweller, journalist, judge, juggler, kite maker,
lawyer, librarian, lifeguard, lighthouse keeper, locksmith, magician, mail carrier, marine biologist,
mayor, meteorologist, midwife, museum curator, music teacher, nurse, opera singer, optician,
paramedic, park ranger, pastry chef, pharmacist, photographer, piano tuner, pilot, plumber,
police officer, potter, puppeteer, radio host, referee, restaurant critic, robot repairer,
sailor, school principal, scientist, sculptor, seamstress, security guard, shepherd, shoemaker,
sign painter, social worker, software developer, sound engineer, stage manager, stunt performer,
surgeon, surveyor, tailor, taxi driver, teacher, tour guide, toy maker, train conductor, translator,
travel writer, tree surgeon, truck driver, typesetter, umpire, upholsterer, vet,
video game tester, violin maker, waiter, watchmaker, wedding planner,
window cleaner, wildlife photographer, zookeeper`;

const QUIRKS = `hums the same three notes when nervous
collects keys to doors they have never found
names every houseplant after a famous scientist
always sits facing the door
cannot resist correcting other people's grammar
keeps a detailed diary of every sandwich they have eaten
speaks to machines as if they were pets
wears odd socks on purpose, every single day
counts steps everywhere they go
never finishes a cup of tea
laughs at their own jokes before the punchline
carries an umbrella even on sunny days
alphabetises the spice rack of anyone they visit
whistles badly but with enormous confidence
refuses to use lifts
remembers every birthday but forgets every name
sleeps with the window open in all weathers
collects postcards from places they will never visit
narrates their own life under their breath
eats dessert before dinner on principle
is afraid of butterflies
taps the table twice before every meal
always has a pencil behind one ear
writes shopping lists in rhyme
cannot walk past a dog without saying hello
keeps a spare button in every pocket
talks to the moon on clear nights
answers questions with questions
knows the weather forecast for the next ten days by heart
wears a hat indoors and out
rearranges furniture when deep in thought
gives everyone a nickname within five minutes
tells the same story slightly differently every time
has a lucky coin they flip before every decision
cannot sit still through a film
always orders the strangest item on the menu
uses very long words when a short one would do
keeps their watch set ten minutes fast
quotes old proverbs that nobody has heard of
bakes when worried, and worries a lot
sneezes whenever they tell a fib
reads the last page of a book first
knits during important meetings
is convinced their cat understands every word
salutes magpies
makes lists of lists
hoards paper bags just in case
takes the stairs two at a time
greets strangers like old friends
keeps a pebble from every beach they visit
sings in the shower loudly enough for the neighbours
has an opinion about every kind of bread
never turns down a dare
cannot tell left from right without thinking
draws tiny doodles on every receipt
writes letters to their future self
always arrives exactly on time, never a minute early
is secretly excellent at yo-yo tricks
pretends not to like music but taps along anyway
gets lost even with a map
keeps a notebook of overheard conversations
wears sunglasses in the rain
has memorised an entire train timetable
is always slightly too cold
solves every problem by making a cup of cocoa
cannot keep a secret longer than a day
apologises to furniture after bumping into it
fills every silence with facts about octopuses
stops to read every plaque and sign
trusts no one who dislikes cheese
folds paper cranes when bored
has three alarm clocks and ignores them all
is an expert at skipping stones
wears a different badge on their coat every day
remembers every dream in detail
keeps a torch by the bed in case of adventure
mispronounces one common word on purpose
takes photographs of clouds that look like animals
goes quiet whenever someone mentions the sea
carries snacks for any animal they might meet
falls asleep within minutes on any train
gives away their lunch more often than they eat it`;

const WANTS = `to win back the respect of an old friend
to find out who their real parents were
to prove that their invention works
to see the ocean for the first time
to be left alone for one quiet week
to pay off a debt before the winter
to get a second chance at the job they lost
to keep a promise made long ago
to finish the book they started twenty years ago
to be taken seriously by their family
to find a lost pet
to open a shop of their own
to win the town's annual competition
to make amends for a mistake nobody else remembers
to learn the truth about an old family story
to protect a younger sibling
to leave their small town behind
to return to the town they left
to be remembered after they are gone
to find a cure for a friend's illness
to beat their lifelong rival, just once
to save the building where they grew up
to make someone laugh who never laughs
to become famous, even for one day
to solve the mystery that ended their career
to hear a particular song played live
to earn a place on an expedition
to be forgiven
to keep their secret safe
to build something that will outlast them
to meet their hero
to find a place where they belong
to teach someone what they know before it is too late
to get home in time for a wedding
to be brave in one important moment
to discover where a strange map leads
to make peace between two feuding neighbours
to finish a marathon
to recover a stolen heirloom
to be chosen for the team
to choose their own future
to find out what is behind the locked door
to win back a lost fortune honestly
to grow the biggest pumpkin in the county
to bring their family back together
to prove an old legend true
to stop a rumour before it spreads
to find the author of a mysterious letter
to write a song that everyone knows
to finally say what they really think`;

const lines = (raw: string) => raw.split("\n");

const parts: StoryCharacterParts = {
  occupations: OCCUPATIONS.split(/,\s*/),
  quirks: lines(QUIRKS),
  wants: lines(WANTS),
};

export default parts;
