/**
 * Parts of a story setting: a place (by kind), a time and a detail that gives it atmosphere.
 * Places are ordinary kinds of place; the details are written for this project.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

import type { PlaceKind } from "../shared/writing-kinds";

export interface StorySettingParts {
  places: Readonly<Record<PlaceKind, readonly string[]>>;
  times: readonly string[];
  details: readonly string[];
}

const lines = (raw: string) => raw.split("\n");

const parts: StorySettingParts = {
  places: {
    town: lines(`a crowded night market
a seaside boarding house
a run-down cinema
a school on the last day of term
a laundrette that never closes
a hospital waiting room
a rooftop garden in the city
a village bakery
a busy train station
a second-hand bookshop
an allotment on the edge of town
a small-town fire station
a ferry crossing the harbour
a roadside diner
a museum after closing time
a theatre's backstage corridor
a football ground in the rain
a block of flats with a broken lift
a family farm
a hotel lobby
an ice rink
a public library
a car-boot sale
a department store at midnight
a lighthouse cottage`),
    wild: lines(`a pine forest after a storm
a frozen lake
a desert canyon
a salt marsh
a mountain hut above the clouds
a tiny island with one tree
a cave lit by glow-worms
a river delta
a bamboo grove
an ice field at the edge of the world
a volcano's quiet slopes
a coral reef
a moorland crossed by old walls
a waterfall in the jungle
a meadow full of wildflowers
a fjord at dawn
a sand dune sea
an old orchard gone wild
a rocky coast with a shipwreck
a rainforest canopy`),
    fantasy: lines(`a castle built on the back of a giant tortoise
a floating market in the sky
a library with no end
a village of tree houses
an underground kingdom of crystal
a wizard's tower that moves each night
a city of bridges over a bottomless gorge
a forest where the trees whisper
a palace made of ice
a harbour for flying ships
a valley where it is always autumn
a mountain monastery of dragon-keepers
a sunken city
a travelling circus of magical creatures
a maze of hedges that rearranges itself
a goblin-run toll bridge
a garden where the flowers sing
an island that appears once a century
a bakery for giants
a town inside a hollow mountain`),
    future: lines(`a space station orbiting Jupiter
a city under a glass dome on Mars
a self-driving train crossing a continent
a floating farm on the ocean
a moon base at the end of a long shift
a museum of the twenty-first century
a robot repair shop
a colony ship asleep between stars
an underwater research lab
a skyscraper forest
a desert solar farm run by robots
a school where lessons are taught by holograms
a spaceport on a rainy planet
a city that moves on enormous legs
an abandoned theme park on the Moon
a weather-control tower
a market on a generation ship
a cloud city on Venus
a zoo for animals from other planets
a seed vault under the Arctic ice`),
  },
  times: lines(`at dawn on midsummer's day
on the coldest night of the year
during a power cut
on the first day of spring
in the middle of a heatwave
on the eve of a great festival
during a thunderstorm
in the hour before sunrise
on a foggy autumn morning
during the first snowfall
on a Sunday afternoon when nothing happens
the night before an exam
on the day the circus comes to town
during a solar eclipse
at the end of a long, dry summer
on a market day
just after the flood
on New Year's Eve
during the harvest
on a windy day in March`),
  details: lines(`Everyone is whispering about a stranger who arrived yesterday.
The clocks all show different times.
It smells of woodsmoke and oranges.
A bell rings somewhere, though nobody can find it.
Every window has a candle in it.
The streets are strangely empty.
A brass band is practising badly nearby.
Paper lanterns hang from every branch.
There is a queue that nobody remembers joining.
Cats sit on every wall, watching.
A poster offers a reward for something very odd.
The air hums faintly, like a fridge.
Somebody is painting everything blue.
The only road out is closed.
Music drifts from a window that should be empty.
A fair is being packed up in a hurry.
Rumours say a treasure is hidden nearby.
Everyone here knows your name.
A storm warning has been sounding all day.
The last bus left an hour ago.`),
};

export default parts;
