/**
 * Themes for songwriting: what a song could be about, each phrased to follow "a song about".
 * Family-safe.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

const themes: readonly string[] = `the last day of summer
a friend who moved far away
learning to ride a bike
a town that never changes
driving home late at night
a letter never sent
the first snow of the year
a grandparent's kitchen
getting lost and liking it
the sound of rain on a tin roof
a dog waiting by the door
leaving home for the first time
an old photograph
a promise kept
the ocean at dawn
a broken-down car on a long road
dancing badly and not caring
a city that never sleeps
a lighthouse keeper
the smell of bread in the morning
a secret hideout
the stars you can't see in the city
a second chance
a rainy Sunday
a hometown football team
the moon following the car
a garden growing back
being the new kid
an old radio
the last train home
a snowball fight
a lost glove
a bridge between two towns
the first day of school
a kite on a windy hill
a summer job
a sailor far from home
a campfire story
a best friend's laugh
a song your mother used to sing
waiting for the bus in the rain
a marching band
a night market
building something with your hands
a tree house
the end of a long winter
a road trip with no map
a birthday nobody forgot
counting down to midnight
coming home`.split("\n");

export default themes;
