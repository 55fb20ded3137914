/**
 * Parts of original TV-show premises: a lead, what they do, where, and a complication that
 * fits the format (sitcom, drama, mystery, science fiction or a children's cartoon).
 * Family-safe.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export type TvFormat = "sitcom" | "drama" | "mystery" | "scifi" | "cartoon";

export interface TvPremiseParts {
  leads: readonly string[];
  situations: readonly string[];
  places: readonly string[];
  complications: Readonly<Record<TvFormat, readonly string[]>>;
}

const lines = (raw: string) => raw.split("\n");

const parts: TvPremiseParts = {
  leads: lines(`a retired astronaut
a nervous new teacher
three sisters who haven't spoken in years
a grumpy lighthouse keeper
a teenage chess champion
a widowed baker
a family of circus performers
a former pop star
a small-town vet
twin brothers with opposite personalities
a famous chef who has lost her sense of taste
an out-of-work magician
a group of retired spies
a ten-year-old inventor
a night-shift nurse
a talking dog
a struggling football coach
a travelling librarian
a shy radio host
a pair of rival detectives
a robot who wants to be human
a newly elected mayor
a hotel concierge who knows everyone's secrets
an elderly couple on their first holiday
a clumsy knight
a wildlife photographer
a substitute Santa
a family who just won the lottery
a ghost who is afraid of people
a boy who can talk to plants`),
  situations: lines(`opens a café
takes over a failing summer camp
inherits a crumbling castle
runs the only shop for miles around
moves in next door to their worst enemy
starts a band
becomes the manager of a hopeless sports team
buys a haunted bed and breakfast
joins a village choir
competes in a national baking contest
runs a lost-property office
agrees to house-sit a mansion
opens a detective agency
restores an old steam train
starts a pet-sitting business
teaches at a school for young wizards
runs a travelling cinema
sets up a repair shop for broken things
takes a job at a museum
leads a scout troop`),
  places: lines(`in a sleepy seaside town
on a space station
in a busy city hospital
in a snowed-in mountain village
in a 1920s seaside resort
on a cruise ship that never docks
in a town where it always rains
in a village of inventors
on a remote Scottish island
in a city built on canals
on the Moon's first housing estate
in a forest full of talking animals
in a small desert town
in a floating city
in an underground city
in a theme park after hours
in a crowded apartment block
in a village where everyone is related
on a farm on the edge of a big city
in a kingdom of clockwork`),
  complications: {
    sitcom: lines(`but their chaotic family moves in with them
but their biggest rival opens up across the street
but a reality TV crew is filming everything
but they have accidentally told everyone they are a millionaire
but their new assistant is a goat
but nobody will stop giving them advice
but they keep swapping bodies with their neighbour
but the town votes every week on what they must do next
but their parents have just retired and have too much free time
but the pet parrot repeats every secret`),
    drama: lines(`while hiding a secret that could ruin them
while their estranged father returns after twenty years
while the town fights to stay open
while a rival family claims the land is theirs
while raising their late sister's three children
while the factory that employs everyone threatens to close
while carrying a letter they are afraid to open
while caring for a parent who is losing their memory
while a storm cuts the town off for a whole winter
while trying to make up for one terrible mistake`),
    mystery: lines(`and a mysterious stranger arrives on the first night
and every episode, something small goes missing
and they find a sealed room that is not on any plan
and the previous owner vanished without a trace
and anonymous letters start predicting the future
and a valuable painting is stolen during the opening party
and everyone in town seems to be hiding the same secret
and the clocks stop every night at the same time
and a map is found sewn inside an old coat
and a body of water appears where there was none`),
    scifi: lines(`when time starts running backwards every Tuesday
when a signal from deep space starts answering their questions
when they discover they are living in a simulation
when a door appears that leads to other versions of home
when gravity fails for an hour every day
when their reflection starts living a different life
when an alien exchange student arrives
when the town's robots go on strike
when they wake up fifty years in the future
when a comet gives everyone a small strange power`),
    cartoon: lines(`with the help of a very small dragon
with a sidekick who is a talking sock
with a magic backpack that holds anything
with a team of brave hamsters
with a best friend who is a cloud
with a grandmother who used to be a superhero
with a pet rock that can talk
with a bus that can fly
with a sandwich that grants wishes
with a robot who only speaks in song`),
  },
};

export default parts;
