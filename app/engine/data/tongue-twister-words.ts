/**
 * Alliterative words by starting sound, from which Tongue Twister builds its sentences
 * ("Bella the bold baker bakes big brown buns by the beach"). Each sound has names, adjectives,
 * singular nouns (people and animals who act), verbs in the he/she form, plural nouns (what
 * they act on) and places; every word starts with the sound's letters. Family-safe.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export interface TwisterSound {
  /** The sound as spelled at the start of every word ("b", "sh"). */
  sound: string;
  names: readonly string[];
  adjectives: readonly string[];
  actors: readonly string[];
  verbs: readonly string[];
  things: readonly string[];
  places: readonly string[];
}

const RAW = `b | Bella Bob Bruno Betty Barney | big bold bouncy brown bright busy bashful blue | baker badger bear beetle barber | bakes buys bounces borrows brings bends | buns bagels balloons beans biscuits boots bubbles buttons | by the beach, behind the barn, beside the bakery
c | Cora Carl Connie Cody Cal | cosy clever cranky curly crunchy cool cute careful | cook camel captain cat cowboy | cooks carries collects counts catches calls | cakes candles carrots cookies cups coconuts cones cabbages | in the cave, by the canal, at the castle
d | Daisy Dan Dora Dexter Dot | daring dizzy dusty dainty dotty dreamy dapper dozy | dragon dancer duck doctor dog | draws drops delivers dusts drags dunks | doughnuts drums daisies dishes dominoes dumplings dice doors | down the drive, by the dock, in the desert
f | Freddie Fiona Fred Fay Felix | funny fluffy fancy frosty fast fizzy friendly fine | farmer fox frog fisherman fairy | fetches finds fries folds fixes feeds | fish feathers fiddles figs forks flags fudge flowers | at the fair, in the forest, by the fountain
g | Gus Greta Gail Gordon Gina | giant giggly golden grumpy gentle glossy goofy grand | goat goose gardener giant gorilla | grabs grows gathers gobbles guards greets | grapes gumdrops guitars gloves gadgets games garlands gravy | in the garden, by the gate, at the garage
h | Harry Hattie Hugo Holly Hank | happy hairy hungry hasty huge handsome helpful humble | hamster hippo hen hiker hedgehog | hides hugs holds heats hands hums | hats hotdogs hammers honeycombs hoops helmets hedges harps | on the hill, by the harbour, in the hall
l | Lucy Leo Lola Larry Lily | lazy lively little lumpy lovely loud lucky lanky | lion lamb llama librarian lobster | licks lifts loves lends lines loads | lemons lollipops lanterns ladders leaves lettuces lamps logs | by the lake, in the lane, at the library
m | Molly Max Mabel Milo Maggie | merry messy mighty mellow mini muddy magic marvellous | monkey mouse mermaid miner magician | makes mixes munches mends moves minds | muffins melons marbles mittens maps mangoes mugs mushrooms | in the meadow, by the mill, at the market
p | Peter Polly Percy Penny Pip | pink plump proud polite perky prickly purple pretty | penguin pirate painter poodle parrot | picks packs paints pours pops plants | pickles peppers pancakes pebbles pies pears parcels puddings | in the park, by the pond, at the palace
r | Rosie Rex Ruby Ron Rita | rosy rusty rapid ripe round royal rowdy rich | rabbit robot racer reindeer rooster | races rolls rakes rescues rinses rings | radishes raisins rockets rubies ribbons rafts rolls robes | by the river, on the road, in the rain
s | Sally Sam Sophie Sid Suzy | silly sunny sleepy salty slippery sparkly speedy swift | snake seal sailor singer squirrel | sells sorts sews stacks stirs serves | sandwiches socks seashells sausages saucers scarves spoons sweets | by the sea, in the shed, at the station
sh | Shelly Shane Sharon Sheldon Shirley | shy shiny shaggy sharp short shabby shaded | sheep shark shepherd shopkeeper shrimp | shows shines shells shares shuffles shovels | shoes shirts shells shovels shortbread sheets shamrocks shakes | in the shop, by the shore, in the shadows
t | Tina Tom Tilly Ted Tara | tiny tall tidy tasty terrible tangled tough timid | tiger tailor turtle teacher toad | tastes tugs takes tidies toasts tosses | tomatoes teapots tickets toys towels tulips tents trumpets | on the train, by the tower, in the town
w | Wendy Will Wanda Walter Winnie | wet wild witty wobbly woolly warm wacky wise | walrus wizard weasel waiter whale | washes weighs waves wraps winds wins | waffles watches wagons wigs whistles windows walnuts wellies | by the well, in the woods, at the wharf`;

const sounds: readonly TwisterSound[] = RAW.split("\n").map((line) => {
  const [
    sound = "",
    names = "",
    adjectives = "",
    actors = "",
    verbs = "",
    things = "",
    places = "",
  ] = line.split(" | ");
  const words = (list: string) => [...new Set(list.split(" "))];
  return {
    sound,
    names: words(names),
    adjectives: words(adjectives),
    actors: words(actors),
    verbs: words(verbs),
    things: words(things),
    places: places.split(", "),
  };
});

export default sounds;
