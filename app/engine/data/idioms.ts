/**
 * Common English idioms with their meaning in plain words. The idioms are everyday phrases of
 * the language; the meanings are written for this project.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export interface Idiom {
  idiom: string;
  meaning: string;
}

const RAW = `a blessing in disguise | something that seems bad at first but turns out well
a dime a dozen | very common and not worth much
a piece of cake | very easy
a penny for your thoughts | tell me what you are thinking
actions speak louder than words | what you do matters more than what you say
add fuel to the fire | make a bad situation worse
all ears | listening eagerly
at the drop of a hat | at once, without needing a reason
back to square one | starting again from the beginning
back to the drawing board | time to make a new plan after the first one failed
barking up the wrong tree | looking for the answer in the wrong place
beat around the bush | avoid saying something directly
bend over backwards | try very hard to help
bite off more than you can chew | take on more than you can manage
bite the bullet | face something unpleasant bravely
break a leg | good luck (said to performers)
break the ice | get people talking and relaxed
burn the midnight oil | work late into the night
by the skin of your teeth | only just
call it a day | stop working for now
cost an arm and a leg | be very expensive
cross that bridge when you come to it | deal with a problem only when it happens
cry over spilt milk | be upset about something that cannot be changed
cut corners | do something cheaply or carelessly to save time
cut to the chase | get to the point
down to earth | practical and sensible
easy does it | go slowly and carefully
every cloud has a silver lining | something good comes from every bad situation
get a taste of your own medicine | be treated the way you treat others
get out of hand | become hard to control
get the ball rolling | start something
give someone the benefit of the doubt | believe someone without proof
go the extra mile | do more than is expected
hang in there | keep going; don't give up
have your head in the clouds | be daydreaming and not paying attention
hit the books | study hard
hit the hay | go to bed
hit the nail on the head | say exactly the right thing
hold your horses | wait; be patient
in hot water | in trouble
in the same boat | in the same difficult situation as others
it takes two to tango | both people share responsibility
jump on the bandwagon | join something because it is popular
keep an eye on | watch carefully
keep your chin up | stay cheerful in a hard time
kill two birds with one stone | get two things done with one action
let the cat out of the bag | reveal a secret by accident
make a long story short | tell only the main points
miss the boat | miss an opportunity
no pain, no gain | you must work hard to achieve something
on cloud nine | extremely happy
on the ball | alert and quick to understand
on the fence | unable to decide
once in a blue moon | very rarely
out of the blue | unexpectedly
over the moon | delighted
pull someone's leg | joke with someone by telling them something untrue
pull yourself together | calm down and behave normally
rain on someone's parade | spoil someone's plans or happiness
ring a bell | sound familiar
rule of thumb | a rough, practical guide
see eye to eye | agree
sit on the fence | avoid choosing a side
sleep on it | think about a decision overnight
speak of the devil | the person we were talking about has just arrived
spill the beans | tell a secret
steal someone's thunder | take the attention someone else deserved
take it with a grain of salt | don't believe it completely
the ball is in your court | it is your turn to decide or act
the best of both worlds | the advantages of two different things at once
the last straw | the final problem that makes you lose patience
through thick and thin | in good times and bad
throw in the towel | give up
time flies | time passes quickly
tie the knot | get married
under the weather | feeling ill
up in the air | not yet decided
when pigs fly | never
wrap your head around | understand something complicated
you can't judge a book by its cover | don't judge by appearances
your guess is as good as mine | I don't know either
a bird in the hand is worth two in the bush | what you have is worth more than what you might get
a drop in the ocean | a very small amount compared with what is needed
a hot potato | a subject people argue about and avoid
against the clock | rushing to finish before a deadline
all bark and no bite | threatening but not dangerous
as right as rain | perfectly fine
bark is worse than bite | less fierce than they seem
beat the clock | finish before time runs out
bent out of shape | upset or annoyed
best thing since sliced bread | an excellent new thing
big fish in a small pond | important only in a small group
birds of a feather flock together | similar people spend time together
born with a silver spoon | born into a rich family
break new ground | do something that has never been done
bring home the bacon | earn money for the family
butterflies in your stomach | nervous before something
chip on your shoulder | a grudge that makes you easily offended
clear the air | talk openly to end a misunderstanding
cold feet | nervousness that makes you want to back out
come rain or shine | whatever happens
cool as a cucumber | very calm
couch potato | someone who watches a lot of TV and does little else
cry wolf | raise a false alarm so that people stop believing you
curiosity killed the cat | being too curious can get you into trouble
dead ringer | someone who looks exactly like someone else
draw the line | set a limit
drive someone up the wall | annoy someone very much
elephant in the room | an obvious problem nobody mentions
face the music | accept the consequences of your actions
feel like a fish out of water | feel out of place
fit as a fiddle | very healthy
get your act together | start organising yourself properly
get something off your chest | talk about something that has been worrying you
get wind of | hear about something that was meant to be secret
go with the flow | accept how things are happening
green with envy | very jealous
have a change of heart | change your mind
head over heels | completely in love or excited
hear it through the grapevine | hear a rumour
high and dry | left without help
in a nutshell | in a few words
in the nick of time | just in time
it's raining cats and dogs | it's raining very heavily
jump the gun | do something too soon
keep something at bay | keep something away
know the ropes | understand how something is done
learn the ropes | learn how to do a job
leave no stone unturned | try everything possible
let sleeping dogs lie | don't stir up an old problem
like two peas in a pod | very alike
lose your marbles | go a little crazy
make ends meet | earn just enough to live
nest egg | money saved for the future
not my cup of tea | not something I like
off the hook | no longer in trouble
on thin ice | in a risky position
once bitten, twice shy | wary after a bad experience
out of the woods | past the worst of a difficulty
paint the town red | go out and celebrate
piece of the pie | a share of something
play it by ear | decide as you go along
put all your eggs in one basket | risk everything on one plan
put a sock in it | be quiet
quit cold turkey | stop a habit suddenly
read between the lines | understand what is meant but not said
ring in the new year | celebrate the start of the year
rock the boat | cause trouble by changing things
save for a rainy day | keep money for a time of need
second nature | something you do easily, as if by instinct
shape up or ship out | improve or leave
smell a rat | suspect something is wrong
spill the tea | share gossip
take a rain check | postpone an invitation to another time
take the bull by the horns | deal with a problem directly
the early bird catches the worm | people who start early succeed
the tip of the iceberg | a small part of a bigger problem
throw caution to the wind | take a risk
tongue in cheek | said as a joke
turn a blind eye | pretend not to notice
twist someone's arm | persuade someone
under your nose | right in front of you
until the cows come home | for a very long time
walk on eggshells | be very careful not to upset someone
water under the bridge | a past problem that no longer matters
wild goose chase | a hopeless search
with flying colours | with great success
wear your heart on your sleeve | show your feelings openly
zip your lip | keep quiet`;

const idioms: readonly Idiom[] = RAW.split("\n").map((line) => {
  const [idiom = "", meaning = ""] = line.split(" | ");
  return { idiom, meaning };
});

export default idioms;
