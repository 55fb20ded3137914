/**
 * Parts of practice design briefs: an invented client, what they need designed, who it is
 * for and a constraint. Clients are made up for this project (any likeness is chance).
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

import type { DesignDiscipline } from "../shared/writing-kinds";

export interface DesignBriefParts {
  clients: readonly string[];
  deliverables: Readonly<Record<DesignDiscipline, readonly string[]>>;
  audiences: readonly string[];
  constraints: readonly string[];
}

const lines = (raw: string) => raw.split("\n");

const parts: DesignBriefParts = {
  clients: lines(`a family-run bakery that only opens at night
a bicycle repair café
a dog-walking service for busy city workers
a small museum of old toys
a zero-waste grocery shop
a travelling puppet theatre
a mountain rescue charity
a community garden
a vintage record shop
a start-up that rents out camping gear
an indoor climbing wall
a local library's summer reading club
a beekeeper selling honey at markets
a kids' coding school
a seaside ice-cream parlour
a yoga studio for older people
an independent board-game café
a tea merchant importing rare leaves
a second-hand clothing swap
a volunteer-run radio station
a sourdough pizza van
a natural history podcast
a repair shop for old radios
a small island ferry company
a plant nursery specialising in cacti
a language school for adults
a village cricket club
a wildlife rescue centre
a vegan cheese maker
a youth orchestra
a bookshop that only sells poetry
a company making wooden toys
an electric scooter rental scheme
a science festival
a hot-sauce brand
a hiking-boot repairer
a neighbourhood tool library
a cat café
a recording studio for podcasts
a weekend farmers' market`),
  deliverables: {
    graphic: lines(`a logo and wordmark
a poster for their opening day
a set of social media images
a business card and letterhead
a flyer to post through doors
a mascot character
a menu board
an illustrated map of where they are
a set of icons for their services
a T-shirt design`),
    web: lines(`a one-page website
a mobile app home screen
an online booking form
a newsletter template
a landing page for a new product
a website navigation menu
a page that explains their prices
a sign-up flow for new members
an error page that makes people smile
a dashboard for their staff`),
    product: lines(`a reusable cup
a shop counter display
a loyalty card
a piece of furniture for the waiting area
a branded tote bag
a wearable badge for staff
a gift voucher
a children's activity kit
a window display
a sign for the street outside`),
    packaging: lines(`a box for their best-selling product
a label for a glass jar
a paper bag
a gift set packaging
a shipping box that doubles as a toy
a sticker to seal their parcels
a tin for a limited edition
a wrapper for a chocolate bar
a bottle label
a tag for handmade products`),
  },
  audiences: lines(`young families
teenagers
people over seventy
students on a budget
tourists who speak little English
busy commuters
first-time customers
people who love the outdoors
local businesses
children aged six to ten
people with low vision
collectors and enthusiasts
people who are in a hurry
visitors from abroad
dog owners`),
  constraints: lines(`use only two colours
no photographs allowed
it must work in black and white
use only hand-drawn lettering
it must be readable from ten metres away
the budget covers one print colour
it must fit on a 5 cm square
include no words at all
use only recycled materials
make it feel old-fashioned
make it feel like the future
it must work for colour-blind readers
use only circles and straight lines
it must be finished in one hour
use the client's favourite colour: orange
it must work on a tiny phone screen
include a hidden animal somewhere
use no more than three words
it must be cheap to make a thousand times
make it playful but not childish`),
};

export default parts;
