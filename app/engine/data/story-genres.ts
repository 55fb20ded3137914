/**
 * Story genres and well-known subgenres for mash-ups ("space western", "cosy mystery"): plain
 * names from the vocabulary of publishing and film, family-safe.
 *
 * Source: authored for this project (plain facts).
 * Licence: public domain (CC0).
 */

const genres: readonly string[] = `fairy tale
space opera
western
cosy mystery
heist
romantic comedy
pirate adventure
superhero story
ghost story
time-travel tale
sports underdog story
spy thriller
survival story
detective noir
musical
myth retelling
post-apocalyptic road trip
school story
cyberpunk
Victorian gothic
courtroom drama
monster movie
epic fantasy
slice of life
disaster movie
nature documentary
cooking competition
medieval quest
alien invasion
family saga
buddy comedy
fable with talking animals
steampunk adventure
underwater exploration
royal court intrigue
circus story
treasure hunt
samurai epic
historical romance
road movie`.split("\n");

export default genres;
