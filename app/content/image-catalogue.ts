import type { ImagePreset } from "./images.ts";

/*
 * The catalogue lives apart from app/content/images.ts so that the browser's copy of the picture component does not
 * carry it (decision 0068): a module the shell imports is in the shell's chunk, used or not.
 */

/**
 * Every picture: its key (the path under /images) and its preset. The comment
 * is the brief for the drawing (a comment, so it costs the browser nothing).
 */
export const imageCatalogue = {
  // People: one portrait per person of app/content/people.ts, by id.
  "people/thandeka": "portrait", // woman, short natural hair, charcoal blazer
  "people/pieter": "portrait", // man, fair, greying side-parted hair, navy suit, tie
  "people/lindiwe": "portrait", // woman, braids tied back, emerald blouse
  "people/rajesh": "portrait", // man, short black hair, glasses, grey suit
  "people/nomvula": "portrait", // woman, headwrap, mustard jacket
  "people/sipho": "portrait", // man, shaved head, short beard, dark suit, white shirt
  "people/annelie": "portrait", // woman, fair, blonde shoulder-length hair, cream blazer
  "people/kagiso": "portrait", // man, short hair, glasses, burgundy tie
  "people/farah": "portrait", // woman, long dark hair, teal blouse
  "people/zanele": "portrait", // woman, afro, coral top
  "people/themba": "portrait", // man, short hair, moustache, light blue shirt
  "people/johan": "portrait", // man, fair, short brown hair, open-collar shirt, blazer
  "people/naledi": "portrait", // woman, bob haircut, navy blazer
  "people/yusuf": "portrait", // man, neat beard, kufi-free short hair, olive suit
  "people/busisiwe": "portrait", // woman, long braids, white blouse, gold necklace
  "people/andile": "portrait", // man, short twists, grey jacket
  "people/megan": "portrait", // woman, curly auburn hair, green cardigan
  "people/tshepo": "portrait", // man, clean-shaven, short hair, navy suit
  "people/priya": "portrait", // woman, long dark hair in a side plait, plum blouse
  "people/werner": "portrait", // man, fair, bald, glasses, checked shirt
  "people/lerato": "portrait", // woman, short relaxed hair, red blazer
  "people/mandla": "portrait", // man, short hair, goatee, khaki shirt
  "people/charlene": "portrait", // woman, curly dark hair, denim shirt
  "people/bongani": "portrait", // man, short hair, broad smile, dark green polo
  "people/heinrich": "portrait", // man, fair, sandy hair, beard, grey blazer
  "people/ayesha": "portrait", // woman, headscarf, navy top
  "people/refilwe": "portrait", // woman, twist-out hair, yellow top
  "people/sizwe": "portrait", // man, high-top fade, black shirt
  "people/marlene": "portrait", // woman, fair, grey short hair, denim jacket
  "people/palesa": "portrait", // woman, long locs, orange top
  "people/dineo": "portrait", // woman, pixie cut, grey blazer
  "people/gareth": "portrait", // man, fair, short dark hair, glasses, navy jumper
  "people/nthabiseng": "portrait", // woman, bun, black blazer, pearl earrings
  "people/kevin": "portrait", // man, short black hair, light grey suit
  "people/vusi": "portrait", // man, short hair, stubble, work shirt with logo

  // Offices and the map previews shown before a visitor asks for the live map.
  "offices/gauteng": "office", // glass office tower in Sandton, jacarandas
  "offices/cape-town": "office", // city-centre office block, Table Mountain behind
  "offices/durban": "office", // low office park on Umhlanga Ridge, palms, sea beyond
  "maps/gauteng": "office", // street map around Sandton, marker
  "maps/cape-town": "office", // street map of the Cape Town city bowl, marker
  "maps/durban": "office", // street map of Umhlanga Ridge and the coast, marker

  // Video posters.
  "posters/intro": "poster", // title card: the group's promise, skyline
  "posters/in-syte": "poster", // tablet showing a site survey app
  "posters/report-a-claim": "poster", // phone with a claims call, car on roadside

  // Scenes for heroes, teasers and articles.
  "scenes/skyline": "scene", // Johannesburg skyline at dusk with the Hillbrow tower
  "scenes/boardroom": "scene", // meeting table with people around it, city window
  "scenes/history": "scene", // timeline of buildings growing from 2004 to today
  "scenes/sustainability": "scene", // solar panels on a warehouse roof, trees, sun
  "scenes/rating": "scene", // rising bar chart and a shield with a tick
  "scenes/community": "scene", // school building with children and a planted tree
  "scenes/office-park": "scene", // business park with offices and parked cars
  "scenes/equipment": "scene", // generator, laptop and surveying equipment
  "scenes/farm": "scene", // farmland with a centre-pivot irrigator, tractor and silo
  "scenes/fleet": "scene", // trucks and vans on a highway through hills
  "scenes/apartments": "scene", // sectional-title apartment blocks with gardens
  "scenes/warehouse": "scene", // warehouse with loading bays and a forklift
  "scenes/construction": "scene", // construction site with a crane and hard hats
  "scenes/home": "scene", // suburban home with a car in the driveway
  "scenes/luxury-home": "scene", // large modern home with a pool and art on the wall
  "scenes/leisure": "scene", // boat on a trailer, caravan and mountain bikes
  "scenes/surveyor": "scene", // risk surveyor with a tablet in front of a factory
  "scenes/fire": "scene", // sprinkler heads, fire hydrant and a hose reel
  "scenes/blueprints": "scene", // building plans, ruler and calculator
  "scenes/parts": "scene", // vehicle parts on shelves: bumpers, lights, wheels
  "scenes/claims": "scene", // assessor inspecting a damaged car
  "scenes/documents": "scene", // claim forms, pen and a stamp
  "scenes/towers": "scene", // corporate towers of a financial district
  "scenes/infrastructure": "scene", // power lines, a port crane and rail
  "scenes/depot": "scene", // truck depot with a fuel station and trailers
  "scenes/dashboard": "scene", // laptop with charts of a risk dashboard
  "scenes/learning": "scene", // person at a laptop with a course and certificate
  "scenes/reception": "scene", // office reception with a phone and a welcome desk
  "scenes/handshake": "scene", // two people shaking hands over a desk
  "scenes/hailstorm": "scene", // hail storm over suburban roofs and cars
  "scenes/flood": "scene", // flooded coastal road with rain
  "scenes/conference": "scene", // conference stage with a speaker and audience
  "scenes/golf": "scene", // golf green with a flag and a charity banner
  "scenes/workshop": "scene", // training room with a presenter and a whiteboard
  "scenes/award": "scene", // trophy on a stage with spotlights
  "scenes/veld-fire": "scene", // veld fire on a hillside with a firebreak
  "scenes/mall": "scene", // shopping centre entrance with shoppers
  "scenes/harbour": "scene", // Durban harbour with containers and ships
} as const satisfies Record<string, ImagePreset>;

export type ImageKey = keyof typeof imageCatalogue;
