/**
 * "Would you rather" questions for all ages, each with a theme.
 *
 * Source: authored for this project (original writing).
 * Licence: public domain (CC0).
 */
export type WouldYouRatherTheme = "silly" | "powers" | "food" | "adventure" | "everyday";

export interface WouldYouRather {
  text: string;
  theme: WouldYouRatherTheme;
}

const silly = [
  "have a nose that whistles when you breathe or feet that squeak when you walk?",
  "only be able to whisper or only be able to shout?",
  "have spaghetti for hair or hair that changes colour with your mood?",
  "sneeze glitter or hiccup bubbles?",
  "have a tail like a monkey or ears like a rabbit?",
  "talk like a pirate for a year or sing everything you say for a month?",
  "wear clown shoes every day or a wizard hat every day?",
  "have a pet dinosaur the size of a cat or a cat the size of a dinosaur?",
  "laugh like a donkey or snort like a pig every time you giggle?",
  "have eyebrows that dance when you talk or a moustache that waves hello?",
  "live in a house made of cheese or a house made of jelly?",
  "have a voice like a cartoon duck or a voice like a movie trailer narrator?",
  "walk on your hands all day or hop everywhere on one foot?",
  "have fingers that are pencils or toes that are crayons?",
  "be chased by a hundred duck-sized horses or one horse-sized duck?",
  "have to wear your clothes inside out or back to front forever?",
  "be followed by a marching band or by a narrator describing everything you do?",
  "turn into a penguin every Tuesday or a frog every Friday?",
  "have a sneeze that sounds like a trumpet or a cough that sounds like a goose?",
  "only eat with chopsticks or only eat with a ladle?",
  "have a tiny elephant as a pet or a giant hamster?",
  "wear pyjamas to every party or a tuxedo to bed every night?",
  "speak only in rhymes or only in questions?",
  "have a rubber chicken that follows you everywhere or a balloon tied to your head?",
  "have your laugh replaced by a doorbell sound or a car horn?",
];

const powers = [
  "be able to fly or be invisible?",
  "talk to animals or speak every human language?",
  "breathe underwater or walk through walls?",
  "read minds or see the future?",
  "have super strength or super speed?",
  "teleport anywhere or pause time?",
  "control the weather or control plants?",
  "never need sleep or never need to eat?",
  "be able to shrink to the size of an ant or grow as tall as a building?",
  "have a photographic memory or be able to learn any skill in a day?",
  "heal any injury or make anyone laugh instantly?",
  "jump as high as a house or run as fast as a car?",
  "have X-ray vision or night vision?",
  "turn anything into chocolate or turn anything into gold but never eat chocolate again?",
  "make copies of yourself or swap bodies with any animal for an hour?",
  "talk to plants or talk to machines?",
  "have a magic carpet or a magic wand that works once a day?",
  "be the fastest swimmer in the world or the best climber?",
  "control fire or control water?",
  "rewind ten seconds whenever you like or fast-forward through boring moments?",
  "always know the right answer or always know the right thing to say?",
  "have a bag that never runs out of snacks or a pen that never runs out of ink?",
  "be able to draw anything perfectly or sing any song perfectly?",
  "have a robot helper or a dragon friend?",
  "glow in the dark or be able to see in the dark?",
];

const food = [
  "eat pizza every day for a month or never eat pizza again?",
  "give up chocolate or give up crisps forever?",
  "only eat sweet food or only eat salty food?",
  "have ice cream for breakfast or pancakes for dinner?",
  "eat a lemon whole or a spoonful of mustard?",
  "drink only milk or only orange juice for a week?",
  "have a never-ending bowl of popcorn or a never-ending plate of cookies?",
  "eat your favourite food cold or your least favourite food hot?",
  "only eat food that is green or only eat food that is orange?",
  "cook every meal yourself or never choose what you eat?",
  "eat spaghetti with your fingers or soup with a fork?",
  "give up cheese or give up bread?",
  "have a chocolate fountain at home or a pizza oven in your bedroom?",
  "eat the same breakfast forever or never eat breakfast again?",
  "try a new food every day or eat only your three favourite foods?",
  "have ketchup on everything or mayonnaise on everything?",
  "eat a bug-shaped sweet or a sweet-shaped bug?",
  "live next to a bakery or next to an ice-cream shop?",
  "only drink water or only drink fizzy drinks?",
  "eat a sandwich made by a toddler or a cake made by a robot?",
  "have breakfast foods for every meal or dinner foods for every meal?",
  "never eat fruit again or never eat vegetables again?",
  "eat a whole raw onion or a whole clove of raw garlic?",
  "have the perfect recipe for cake or the perfect recipe for curry?",
  "have every meal be a picnic or every meal be at a fancy restaurant?",
];

const adventure = [
  "explore the deep ocean or explore outer space?",
  "spend a night in a haunted castle or a night in a jungle treehouse?",
  "travel back in time to meet dinosaurs or forward in time to meet robots?",
  "climb the highest mountain or cross the biggest desert?",
  "live on a boat or live in a treehouse?",
  "go on a safari or go on a submarine trip?",
  "visit every country in the world or visit the Moon once?",
  "ride a camel across the Sahara or a husky sled across the Arctic?",
  "find a treasure map or find a message in a bottle?",
  "live in a castle or live in a lighthouse?",
  "sail around the world or cycle around the world?",
  "be the first person on Mars or the first person to find Atlantis?",
  "spend a week in an igloo or a week in a tent in the rainforest?",
  "go on a road trip with no map or a train trip with no phone?",
  "live in the mountains or live by the sea?",
  "be a pirate captain or a space captain?",
  "explore an ancient pyramid or a sunken ship?",
  "see the northern lights or see a total solar eclipse?",
  "go hot-air ballooning or go scuba diving?",
  "spend a day as a knight or a day as an astronaut?",
  "visit a city that never sleeps or an island with no people?",
  "go on a train that never stops or a plane that never lands?",
  "discover a new animal species or a new planet?",
  "live in a city underwater or a city in the clouds?",
  "be lost in a giant maze or lost in a huge library?",
];

const everyday = [
  "always be ten minutes early or always be ten minutes late?",
  "have a holiday every month or one really long holiday a year?",
  "never have homework again or never have to tidy your room again?",
  "be the funniest person in the room or the smartest?",
  "live without music or live without films?",
  "have summer all year or winter all year?",
  "wake up at sunrise every day or stay up until midnight every night?",
  "have a giant garden or a giant games room?",
  "have lots of good friends or one best friend?",
  "be famous or be rich but unknown?",
  "know how every story ends or never be surprised again?",
  "live in the busiest city or the quietest village?",
  "only ever walk or only ever ride a bike?",
  "give up your phone for a month or give up sweets for a year?",
  "be great at every sport or great at every instrument?",
  "have a robot that does your chores or one that does your homework?",
  "always have to sing instead of talk or dance instead of walk?",
  "write a famous book or star in a famous film?",
  "have a pet that can talk or a pet that can fly?",
  "be an only child or have ten brothers and sisters?",
  "have no internet for a week or no hot water for a week?",
  "be able to play every board game perfectly or every video game perfectly?",
  "always be too hot or always be too cold?",
  "have a birthday every six months or never get older?",
  "remember everything you read or everything you hear?",
];

const themed = (theme: WouldYouRatherTheme, texts: readonly string[]) =>
  texts.map((text) => ({ text: `Would you rather ${text}`, theme }));

const questions: readonly WouldYouRather[] = [
  ...themed("silly", silly),
  ...themed("powers", powers),
  ...themed("food", food),
  ...themed("adventure", adventure),
  ...themed("everyday", everyday),
];

export default questions;
