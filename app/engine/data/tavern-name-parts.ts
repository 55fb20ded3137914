// Words that fantasy tavern and inn names are made of. Authored for this project (original word
// lists, CC0). Nouns are things a painted signboard can show.

export interface TavernNameParts {
  adjectives: readonly string[];
  nouns: readonly string[];
  /** What a named place to stay is ("the Fox's Rest"). */
  rests: readonly string[];
  /** What the house calls itself after its name. */
  kinds: readonly string[];
}

// prettier-ignore
const parts: TavernNameParts = {
  adjectives: [
    "Amber", "Ancient", "Bashful", "Black", "Bold", "Brass", "Brave", "Bright", "Broken",
    "Bronze", "Burning", "Busy", "Clever", "Cosy", "Crimson", "Crooked", "Curious", "Dancing",
    "Dapper", "Dozing", "Dusty", "Eager", "Emerald", "Faithful", "Fat", "Fickle", "Fighting",
    "Flying", "Foolish", "Forgotten", "Frosty", "Gentle", "Giddy", "Gilded", "Glass",
    "Golden", "Grand", "Green", "Grey", "Grinning", "Grumpy", "Happy", "Hidden", "Hollow",
    "Honest", "Howling", "Humble", "Hungry", "Idle", "Iron", "Jolly", "Jumping", "Laughing",
    "Lazy", "Leaping", "Little", "Lonely", "Lost", "Lucky", "Merry", "Midnight", "Mighty",
    "Misty", "Muddy", "Noble", "Old", "Painted", "Patient", "Prancing", "Proud", "Purple",
    "Quiet", "Rambling", "Red", "Restless", "Roaring", "Rolling", "Rosy", "Rusty", "Salty",
    "Scarlet", "Silent", "Silver", "Singing", "Sleeping", "Sleepy", "Sly", "Smiling",
    "Sneezing", "Snoring", "Spotted", "Stubborn", "Sunny", "Swift", "Thirsty", "Tipsy",
    "Twisted", "Velvet", "Wandering", "Weary", "Whistling", "White", "Wild", "Winking",
    "Wise", "Wooden", "Wobbly", "Yawning", "Yellow", "Blue", "Copper", "Drowsy", "Dizzy",
    "Fabled", "Feathered", "Fiery", "Frozen", "Galloping", "Hopping", "Jade", "Marble",
    "Northern", "Pewter", "Ragged", "Shining", "Speckled", "Starry", "Tangled", "Tumbling",
  ],
  nouns: [
    "Anchor", "Anvil", "Apple", "Arrow", "Badger", "Barrel", "Bear", "Bell", "Boar", "Boot",
    "Bridge", "Bucket", "Bull", "Candle", "Cask", "Castle", "Cat", "Cauldron", "Crane",
    "Crow", "Crown", "Cup", "Dagger", "Deer", "Dog", "Dragon", "Drum", "Duck", "Eagle",
    "Eel", "Falcon", "Feather", "Fiddle", "Fish", "Flagon", "Fox", "Frog", "Gargoyle",
    "Giant", "Goat", "Goblet", "Goose", "Griffin", "Hammer", "Hare", "Harp", "Hawk",
    "Hedgehog", "Helm", "Heron", "Horn", "Horse", "Hound", "Jester", "Kettle", "Key",
    "King", "Knight", "Ladle", "Lamb", "Lantern", "Lion", "Lute", "Magpie", "Mermaid",
    "Mill", "Monk", "Moon", "Mouse", "Mule", "Oak", "Otter", "Owl", "Ox", "Parrot",
    "Peacock", "Pelican", "Pig", "Pike", "Pilgrim", "Piper", "Plough", "Pony", "Queen",
    "Rabbit", "Ram", "Raven", "Rooster", "Rose", "Saddle", "Salmon", "Shepherd", "Ship",
    "Shield", "Saucepan", "Slipper", "Snail", "Sparrow", "Spoon", "Stag", "Star", "Stone",
    "Swan", "Sword", "Tankard", "Thistle", "Toad", "Tower", "Troll", "Trout", "Unicorn",
    "Wagon", "Well", "Whale", "Wheel", "Wizard", "Wolf", "Wren", "Wyvern", "Acorn",
    "Beetle", "Bishop", "Boat", "Bramble", "Buck", "Chalice", "Cockerel", "Comet",
    "Compass", "Dolphin", "Dove", "Fern", "Ferret", "Flute", "Gull", "Hat", "Hog",
    "Kestrel", "Kite", "Lark", "Lobster", "Mitre", "Nightingale", "Pheasant", "Pipe",
    "Quill", "Robin", "Salamander", "Scarecrow", "Seal", "Serpent", "Sheaf", "Squirrel",
    "Stork", "Tortoise", "Turnip", "Weasel", "Windmill",
  ],
  rests: [
    "Rest", "Haven", "Hearth", "Den", "Roost", "Retreat", "Lodge", "Hall", "Nook", "Burrow",
    "Refuge", "Corner", "Table", "Welcome", "Respite", "Shelter", "Hideaway", "Repose",
    "Perch", "Lair", "Cellar", "Parlour", "Cottage", "Hollow", "Harbour", "Landing",
    "Folly", "Promise", "Reward", "Fortune", "Return", "Crossing", "Chimney", "Lantern",
    "Kitchen", "Garden", "Court", "Gate", "Yard", "Arms",
  ],
  kinds: [
    "Inn", "Tavern", "Taproom", "Alehouse", "Lodge", "Roadhouse", "Guesthouse",
    "Public House", "Coaching Inn", "Tea House", "Cider House", "Hostel",
  ],
};

export default parts;
