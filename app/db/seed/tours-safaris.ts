import { sceneUrl } from "#app/domain/media/images";
import { SAFARI_EXCLUDED, SAFARI_INCLUDED } from "./common";
import type { SeedTour } from "./types";

export const SAFARI_TOURS: SeedTour[] = [
  {
    slug: "northern-circuit-classic-safari",
    title: "Northern Circuit Classic Safari",
    titleHighlightText: "Classic",
    titleHighlightColor: "#d99a2b",
    category: "wildlife_safari",
    difficulty: "easy",
    isActive: true,
    isFeatured: true,
    shortDescription:
      "Seven days through Tarangire, Lake Manyara, the Serengeti and the Ngorongoro Crater: the safari that made Tanzania famous.",
    description:
      "This is the journey most people picture when they dream of Tanzania. It starts among the baobabs and elephant herds of Tarangire, drops to the groundwater forest of Lake Manyara at the foot of the Rift Valley, and climbs through the cool Ngorongoro highlands before opening onto the endless plains of the Serengeti.\n\nTwo full days in the central Serengeti give your guide time to follow the lions of the Seronera valley, look for leopards in the sausage trees and, depending on the month, meet the migration herds. The safari ends with a full day on the floor of the Ngorongoro Crater, one of the best places in Africa to see the black rhino.\n\nYou travel in a private 4x4 with a window seat for everyone, stay in a mix of lodges and tented camps chosen for their setting and service, and finish with lunch in Mto wa Mbu on the way back to Arusha.",
    imageUrl: sceneUrl("savannah", 4),
    priceFrom: 345000,
    childPricePercent: 70,
    infantPricePercent: 0,
    durationDays: 7,
    maxGroupSize: 6,
    rating: 4.9,
    reviewCount: 214,
    startLocation: "Arusha",
    endLocation: "Arusha",
    highlights: [
      "Elephant herds and baobabs in Tarangire",
      "Two full days in the central Serengeti",
      "A full day on the Ngorongoro Crater floor",
      "Tented camp nights with lions calling",
      "Lunch in the market town of Mto wa Mbu",
    ],
    included: SAFARI_INCLUDED,
    excluded: SAFARI_EXCLUDED,
    bestMonths: [1, 2, 6, 7, 8, 9, 10, 12],
    images: [
      { url: sceneUrl("elephants", 2), alt: "Elephant herd crossing a dry riverbed in Tarangire" },
      { url: sceneUrl("lion", 3), alt: "Lioness resting on a kopje in the Serengeti" },
      { url: sceneUrl("crater", 4), alt: "The Ngorongoro Crater floor seen from the rim" },
    ],
    destinations: ["tarangire", "lake-manyara", "serengeti", "ngorongoro-crater"],
    departures: { weekdays: [6], lowSeason: "fortnightly", peakSurchargePercent: 12 },
    itinerary: [
      {
        title: "Arusha to Tarangire National Park",
        description:
          "Your guide collects you from your Arusha hotel at 7:30 for the two-hour drive to Tarangire. Spend the day on game drives along the Tarangire River, where elephants gather in their hundreds in the dry season, with a picnic lunch under a baobab.",
        places: ["Arusha", "Tarangire National Park"],
        stay: "Silale Baobab Lodge",
        meals: "BLD",
      },
      {
        title: "Lake Manyara National Park",
        description:
          "A short drive to Lake Manyara for a game drive through the groundwater forest, home to large baboon troops and blue monkeys, then out to the lake shore for flamingos, pelicans and hippos. Evening on the Rift Valley escarpment.",
        places: ["Lake Manyara National Park", "Mto wa Mbu"],
        stay: "Manyara Escarpment Lodge",
        meals: "BLD",
      },
      {
        title: "Through the highlands to the Serengeti",
        description:
          "Climb through the Ngorongoro highlands, stop at the crater viewpoint, and descend past Maasai villages to the short-grass plains. Enter the Serengeti at Naabi Hill Gate and game drive to the Seronera valley.",
        places: ["Ngorongoro Conservation Area", "Naabi Hill Gate", "Seronera"],
        stay: "Seronera Acacia Tented Camp",
        meals: "BLD",
      },
      {
        title: "Full day in the central Serengeti",
        description:
          "Leave at dawn when the predators are most active. The Seronera River valley has resident lions, leopards and cheetahs, and your guide will follow the latest sightings. Optional sunrise balloon flight (book in advance).",
        places: ["Seronera valley", "Moru Kopjes"],
        stay: "Seronera Acacia Tented Camp",
        meals: "BLD",
      },
      {
        title: "Serengeti to the Ngorongoro rim",
        description:
          "A last morning game drive in the Serengeti, then back across the plains to the Ngorongoro Crater rim at 2,300 metres. Warm up by the fire as the sun sets over the caldera.",
        places: ["Serengeti National Park", "Ngorongoro Crater rim"],
        stay: "Crater Rim Highland Lodge",
        meals: "BLD",
      },
      {
        title: "Ngorongoro Crater floor",
        description:
          "Descend 600 metres into the crater as the gate opens. Look for black rhino on the open grassland, lions near the Lerai forest and flamingos on Lake Magadi, with a picnic at the Ngoitokitok spring. Afternoon to Karatu.",
        places: ["Ngorongoro Crater", "Lake Magadi", "Karatu"],
        stay: "Karatu Coffee Farm Guesthouse",
        meals: "BLD",
      },
      {
        title: "Karatu to Arusha",
        description:
          "A walk through the coffee farm after breakfast, lunch in Mto wa Mbu, and the drive back to Arusha, arriving around 15:00 in time for evening flights.",
        places: ["Karatu", "Mto wa Mbu", "Arusha"],
        stay: null,
        meals: "BL",
      },
    ],
    faqs: [
      {
        question: "Will we see the Great Migration on this safari?",
        answer:
          "The migration moves through the central Serengeti mainly in April-May and November-December. In other months your guide can often reach the herds on a long day, and the resident wildlife of Seronera is excellent all year.",
      },
      {
        question: "Can we add Zanzibar at the end?",
        answer:
          "Yes. Most guests fly from Arusha to Zanzibar on day 7 or the next morning; the flight takes about 80 minutes. See our Zanzibar extensions.",
      },
    ],
  },
  {
    slug: "serengeti-great-migration-safari",
    title: "Serengeti Great Migration Safari",
    titleHighlightText: "Great Migration",
    titleHighlightColor: "#d99a2b",
    category: "wildlife_safari",
    difficulty: "easy",
    isActive: true,
    isFeatured: true,
    shortDescription:
      "Fly into the Serengeti and spend four nights by the Mara River for the wildebeest crossings, July to October.",
    description:
      "Between July and October the wildebeest herds reach the far north of the Serengeti, where the Mara River stands between them and the grass of the Maasai Mara. The crossings, thousands of animals plunging from steep banks past waiting crocodiles, are among the greatest wildlife spectacles on Earth.\n\nWe fly you from Arusha to Seronera to save a long drive, then spend a day driving north through the Lobo hills to a seasonal tented camp a few minutes from the main crossing points at Kogatende. With three full days by the river, your guide can wait patiently on the banks when the herds gather, which is the secret of seeing a crossing.\n\nThe northern Serengeti is also superb for lions, cheetahs and the rare black rhino of the Lamai Triangle. You fly back to Arusha from the Kogatende airstrip.",
    imageUrl: sceneUrl("zebra-migration", 4),
    priceFrom: 495000,
    childPricePercent: 70,
    infantPricePercent: 0,
    durationDays: 6,
    maxGroupSize: 6,
    minAge: 6,
    rating: 5.0,
    reviewCount: 96,
    startLocation: "Arusha (Arusha Airport)",
    endLocation: "Arusha (Arusha Airport)",
    highlights: [
      "Three full days on the Mara River",
      "Seasonal camp near the crossing points",
      "Flights in and out save two long driving days",
      "Lamai Triangle, rarely visited and beautiful",
    ],
    included: [
      ...SAFARI_INCLUDED,
      "Scheduled light-aircraft flights Arusha-Seronera and Kogatende-Arusha (15 kg soft bag)",
    ],
    excluded: SAFARI_EXCLUDED,
    bestMonths: [7, 8, 9, 10],
    images: [
      { url: sceneUrl("zebra-migration", 5), alt: "Wildebeest crossing the Mara River" },
      { url: sceneUrl("tented-camp", 7), alt: "Tented camp above the Mara River at dusk" },
    ],
    destinations: ["serengeti"],
    departures: { weekdays: [1], months: [6, 7, 8, 9, 10, 11], lowSeason: "none", peakSurchargePercent: 10 },
    itinerary: [
      {
        title: "Fly from Arusha to the central Serengeti",
        description:
          "A morning flight of about an hour and a quarter from Arusha Airport to Seronera airstrip, where your guide meets you with the vehicle. Afternoon game drive in the Seronera valley.",
        places: ["Arusha Airport", "Seronera"],
        stay: "Seronera Acacia Tented Camp",
        meals: "LD",
      },
      {
        title: "North through the Lobo hills",
        description:
          "A full-day game drive north, through the granite kopjes of Lobo and the Bologonja springs, reaching Kogatende in the afternoon. Herds are often seen along the way.",
        places: ["Lobo", "Bologonja", "Kogatende"],
        stay: "Kogatende River Camp",
        meals: "BLD",
      },
      {
        title: "The Mara River crossings",
        description:
          "A full day by the Mara River with a picnic lunch. Your guide follows the herds as they mass on the bank, and you wait, sometimes for hours, for the first animal to jump.",
        places: ["Mara River", "Kogatende"],
        stay: "Kogatende River Camp",
        meals: "BLD",
      },
      {
        title: "The Lamai Triangle",
        description:
          "Cross the Mara River bridge into the Lamai Triangle between the river and the Kenyan border: quiet, green and home to lions, cheetahs and a small number of black rhinos.",
        places: ["Lamai Triangle", "Mara River"],
        stay: "Kogatende River Camp",
        meals: "BLD",
      },
      {
        title: "A last full day by the river",
        description:
          "A final day to follow the herds wherever they are crossing, with a sundowner on a riverside hill.",
        places: ["Mara River"],
        stay: "Kogatende River Camp",
        meals: "BLD",
      },
      {
        title: "Fly back to Arusha",
        description:
          "A morning game drive on the way to Kogatende airstrip for the flight to Arusha, arriving around 13:00.",
        places: ["Kogatende airstrip", "Arusha Airport"],
        stay: null,
        meals: "BL",
      },
    ],
    faqs: [
      {
        question: "Are river crossings guaranteed?",
        answer:
          "No one can guarantee them: the herds cross when they choose. With three full days at Kogatende in August or September, most of our guests see at least one crossing.",
      },
    ],
  },
  {
    slug: "ndutu-calving-season-safari",
    title: "Ndutu Calving Season Safari",
    category: "wildlife_safari",
    difficulty: "easy",
    isActive: true,
    isFeatured: true,
    shortDescription:
      "Six days on the southern Serengeti plains in February, when around half a million wildebeest calves are born.",
    description:
      "From December to March the migration herds graze the short, mineral-rich grass of the southern Serengeti and the Ndutu area of the Ngorongoro Conservation Area. Within a few weeks in February, around half a million calves are born, and the predators gather: lions, hyenas and cheetahs hunting on open plains where everything can be seen.\n\nOur camp near Lake Ndutu moves with the herds. Because Ndutu lies in the conservation area, off-road driving is allowed, so your guide can follow a cheetah hunt across the grass rather than watching from a track.\n\nThe safari begins in Lake Manyara and the highland farms of Karatu, visits Olduvai Gorge on the way to Ndutu, and ends with a descent into the Ngorongoro Crater.",
    imageUrl: sceneUrl("zebra-migration", 6),
    priceFrom: 389000,
    childPricePercent: 70,
    infantPricePercent: 0,
    durationDays: 6,
    maxGroupSize: 6,
    rating: 4.9,
    reviewCount: 71,
    startLocation: "Arusha",
    endLocation: "Arusha",
    highlights: [
      "Wildebeest calving season",
      "Cheetah and lion hunts on open plains",
      "Off-road driving in the Ndutu area",
      "Olduvai Gorge museum",
      "Ngorongoro Crater game drive",
    ],
    included: SAFARI_INCLUDED,
    excluded: SAFARI_EXCLUDED,
    bestMonths: [1, 2, 3],
    images: [
      { url: sceneUrl("zebra-migration", 7), alt: "Wildebeest with newborn calves on the Ndutu plains" },
      { url: sceneUrl("acacia-sunset", 4), alt: "Sunset over the acacia woodland at Lake Ndutu" },
      { url: sceneUrl("lion", 4), alt: "Cheetah scanning the short-grass plains" },
    ],
    destinations: ["serengeti", "ngorongoro-crater", "lake-manyara"],
    departures: { weekdays: [3], months: [12, 1, 2, 3], lowSeason: "none", peakSurchargePercent: 10 },
    itinerary: [
      {
        title: "Arusha to Lake Manyara and Karatu",
        description:
          "Drive to Lake Manyara National Park for an afternoon game drive in the forest and along the lake shore, then up the escarpment to a coffee farm in Karatu.",
        places: ["Arusha", "Lake Manyara National Park", "Karatu"],
        stay: "Karatu Coffee Farm Guesthouse",
        meals: "BLD",
      },
      {
        title: "Olduvai Gorge and the road to Ndutu",
        description:
          "Through the Ngorongoro highlands to Olduvai Gorge, where Mary and Louis Leakey found some of the earliest human remains, then onto the southern plains and the herds.",
        places: ["Ngorongoro highlands", "Olduvai Gorge", "Ndutu"],
        stay: "Ndutu Woodland Camp",
        meals: "BLD",
      },
      {
        title: "The calving plains",
        description:
          "A full day among the herds. In February the plains fill with newborn calves that stand within minutes of birth, and the predators are never far away.",
        places: ["Ndutu plains", "Lake Masek"],
        stay: "Ndutu Woodland Camp",
        meals: "BLD",
      },
      {
        title: "Ndutu and the Hidden Valley",
        description:
          "Another full day: the marshes of the Hidden Valley, the woodland around Lake Ndutu for lions and leopards, and the open plains for cheetahs.",
        places: ["Hidden Valley", "Lake Ndutu"],
        stay: "Ndutu Woodland Camp",
        meals: "BLD",
      },
      {
        title: "Into the Ngorongoro Crater",
        description:
          "An early start to the crater for a half-day game drive on the floor, looking for black rhino, then up to the rim for the evening.",
        places: ["Ngorongoro Crater"],
        stay: "Crater Rim Highland Lodge",
        meals: "BLD",
      },
      {
        title: "Return to Arusha",
        description: "A leisurely breakfast with a view of the crater, then back to Arusha by mid-afternoon.",
        places: ["Ngorongoro Crater rim", "Arusha"],
        stay: null,
        meals: "BL",
      },
    ],
  },
  {
    slug: "tarangire-ngorongoro-manyara-safari",
    title: "Tarangire, Ngorongoro and Manyara in 3 Days",
    category: "wildlife_safari",
    difficulty: "easy",
    isActive: true,
    isFeatured: false,
    shortDescription:
      "The best short safari from Arusha: elephants, the crater and the Rift Valley in three days.",
    description:
      "Short on time? This three-day safari covers the three parks closest to Arusha, each with its own character. Tarangire for its elephant herds and baobabs, the Ngorongoro Crater for the best chance of the Big Five in a single day, and Lake Manyara for its forest and birdlife.\n\nIt is a popular choice after a Kilimanjaro climb, when tired legs want a vehicle seat, and before a flight to Zanzibar. Driving times are short, between one and two and a half hours a day.",
    imageUrl: sceneUrl("elephants", 3),
    priceFrom: 129000,
    childPricePercent: 70,
    infantPricePercent: 0,
    durationDays: 3,
    maxGroupSize: 7,
    rating: 4.8,
    reviewCount: 187,
    startLocation: "Arusha",
    endLocation: "Arusha",
    highlights: [
      "Big Five chances in the Ngorongoro Crater",
      "Elephants and baobabs in Tarangire",
      "Short drives, ideal after a climb",
      "Night on the Rift Valley escarpment",
    ],
    included: SAFARI_INCLUDED,
    excluded: SAFARI_EXCLUDED,
    bestMonths: [1, 2, 6, 7, 8, 9, 10, 12],
    images: [
      { url: sceneUrl("baobab", 4), alt: "Giant baobab in Tarangire National Park" },
      { url: sceneUrl("crater", 5), alt: "Safari vehicle on the Ngorongoro Crater floor" },
    ],
    destinations: ["tarangire", "ngorongoro-crater", "lake-manyara"],
    departures: { weekdays: [1, 4], lowSeason: "same", peakSurchargePercent: 10 },
    itinerary: [
      {
        title: "Tarangire National Park",
        description:
          "Leave Arusha at 7:30 for a full day in Tarangire, with a picnic lunch overlooking the river. Evening on the Rift Valley escarpment above Lake Manyara.",
        places: ["Arusha", "Tarangire National Park"],
        stay: "Manyara Escarpment Lodge",
        meals: "BLD",
      },
      {
        title: "Ngorongoro Crater",
        description:
          "Early descent into the crater for a full day on the floor, with lunch by the hippo pool. Overnight among the coffee farms of Karatu.",
        places: ["Ngorongoro Crater", "Karatu"],
        stay: "Karatu Coffee Farm Guesthouse",
        meals: "BLD",
      },
      {
        title: "Lake Manyara and back to Arusha",
        description:
          "A morning game drive in Lake Manyara National Park, lunch in Mto wa Mbu, and return to Arusha around 16:00.",
        places: ["Lake Manyara National Park", "Mto wa Mbu", "Arusha"],
        stay: null,
        meals: "BL",
      },
    ],
  },
  {
    slug: "tarangire-lake-manyara-2-day-safari",
    title: "Tarangire and Lake Manyara 2-Day Safari",
    category: "wildlife_safari",
    difficulty: "easy",
    isActive: true,
    isFeatured: false,
    shortDescription:
      "A two-day taste of safari, close to Arusha and easy to fit around a climb or a flight.",
    description:
      "Two parks, one night, and no long drives: this short safari suits travellers with a day or two to spare before or after Kilimanjaro, or business visitors to Arusha who want to see Tanzania's wildlife.\n\nThe first day is in Tarangire, with its elephants, lions and ancient baobabs; the second in Lake Manyara, where the forest, the lake and the escarpment make a beautiful contrast. You are back in Arusha by mid-afternoon on day two.",
    imageUrl: sceneUrl("elephants", 4),
    priceFrom: 78000,
    childPricePercent: 70,
    infantPricePercent: 0,
    durationDays: 2,
    maxGroupSize: 7,
    rating: 4.7,
    reviewCount: 143,
    startLocation: "Arusha",
    endLocation: "Arusha",
    highlights: [
      "Tarangire elephants",
      "Lake Manyara's flamingos and baboons",
      "Night on the Rift Valley escarpment",
      "Back in Arusha by 15:00",
    ],
    included: SAFARI_INCLUDED,
    excluded: SAFARI_EXCLUDED,
    bestMonths: [6, 7, 8, 9, 10],
    images: [
      { url: sceneUrl("elephants", 5), alt: "Young elephant in Tarangire" },
      { url: sceneUrl("lake-flamingos", 4), alt: "Flamingos on Lake Manyara" },
    ],
    destinations: ["tarangire", "lake-manyara"],
    departures: { weekdays: [2, 5], lowSeason: "same", peakSurchargePercent: 0 },
    itinerary: [
      {
        title: "Tarangire National Park",
        description:
          "Pick-up in Arusha at 7:30 and a full day of game drives in Tarangire with a picnic lunch, then on to the escarpment above Lake Manyara.",
        places: ["Arusha", "Tarangire National Park"],
        stay: "Manyara Escarpment Lodge",
        meals: "BLD",
      },
      {
        title: "Lake Manyara National Park",
        description:
          "Morning game drive in Lake Manyara's forest and lake shore, then back to Arusha by about 15:00.",
        places: ["Lake Manyara National Park", "Arusha"],
        stay: null,
        meals: "BL",
      },
    ],
  },
  {
    slug: "ruaha-wilderness-fly-in-safari",
    title: "Ruaha Wilderness Fly-in Safari",
    category: "wildlife_safari",
    difficulty: "moderate",
    isActive: true,
    isFeatured: false,
    shortDescription:
      "Five days in remote Ruaha: big lion prides, wild dogs and walking safaris with few other visitors.",
    description:
      "Ruaha is the Tanzania that few visitors see. Larger than the Serengeti but visited by a tiny fraction of its tourists, it is a land of baobab-covered hills, sand rivers and the broad Great Ruaha River, where East and Southern African wildlife meet.\n\nThe park is known for its very large lion prides, which sometimes number more than twenty, and is one of the strongholds of the African wild dog. Greater kudu, sable and roan antelope are seen here more easily than anywhere in the north.\n\nYou fly from Dar es Salaam to the Msembe airstrip and stay at a small riverside camp, with game drives, a walking safari with an armed ranger and a sundowner on a kopje every evening.",
    imageUrl: sceneUrl("river", 7),
    priceFrom: 420000,
    childPricePercent: 75,
    infantPricePercent: 0,
    durationDays: 5,
    maxGroupSize: 6,
    minAge: 8,
    rating: 4.9,
    reviewCount: 38,
    startLocation: "Dar es Salaam",
    endLocation: "Dar es Salaam",
    highlights: [
      "Huge lion prides",
      "African wild dog",
      "Walking safari with an armed ranger",
      "Hardly another vehicle in sight",
    ],
    included: [
      ...SAFARI_INCLUDED.slice(0, 5),
      "Return flights Dar es Salaam-Ruaha (15 kg soft bag)",
      "Walking safari with an armed ranger",
    ],
    excluded: SAFARI_EXCLUDED,
    bestMonths: [6, 7, 8, 9, 10],
    images: [
      { url: sceneUrl("baobab", 5), alt: "Baobab on a hillside in Ruaha" },
      { url: sceneUrl("lion", 5), alt: "Ruaha lion pride on a sand river" },
      { url: sceneUrl("tented-camp", 8), alt: "Riverbank tent on the Great Ruaha River" },
    ],
    destinations: ["ruaha"],
    departures: {
      weekdays: [4],
      months: [1, 2, 6, 7, 8, 9, 10, 11, 12],
      lowSeason: "none",
      peakSurchargePercent: 8,
    },
    itinerary: [
      {
        title: "Fly from Dar es Salaam to Ruaha",
        description:
          "A scheduled flight of about two hours to the Msembe airstrip, meeting your guide and driving to camp along the river. Afternoon game drive.",
        places: ["Dar es Salaam", "Msembe airstrip", "Great Ruaha River"],
        stay: "Great Ruaha Riverbank Camp",
        meals: "LD",
      },
      {
        title: "The Mwagusi sand river",
        description:
          "A full day exploring the Mwagusi sand river, where elephants dig for water and lions rest in the shade of the banks.",
        places: ["Mwagusi sand river"],
        stay: "Great Ruaha Riverbank Camp",
        meals: "BLD",
      },
      {
        title: "Walking safari and afternoon drive",
        description:
          "A three-hour morning walk with an armed ranger and your guide, learning to read tracks and signs, then an afternoon drive to the Little Ruaha.",
        places: ["Great Ruaha River", "Little Ruaha"],
        stay: "Great Ruaha Riverbank Camp",
        meals: "BLD",
      },
      {
        title: "Searching for wild dogs",
        description:
          "A full day towards the Jongomero area in search of wild dog packs, sable and roan antelope, with a bush picnic.",
        places: ["Jongomero"],
        stay: "Great Ruaha Riverbank Camp",
        meals: "BLD",
      },
      {
        title: "Fly back to Dar es Salaam",
        description: "A last morning drive, then the flight to Dar es Salaam in time for connections.",
        places: ["Msembe airstrip", "Dar es Salaam"],
        stay: null,
        meals: "BL",
      },
    ],
  },
  {
    slug: "nyerere-boat-safari",
    title: "Nyerere Boat and Walking Safari",
    category: "wildlife_safari",
    difficulty: "easy",
    isActive: true,
    isFeatured: false,
    shortDescription:
      "Four days on the Rufiji River in the former Selous: boat safaris, walks and wild dogs.",
    description:
      "Nyerere National Park, once the northern part of the Selous Game Reserve, is one of Africa's great wildernesses. The Rufiji River winds through it in a chain of lakes and channels, and here the safari is as much on the water as on land.\n\nBoat safaris drift past hippo pods and basking crocodiles, with elephants feeding on the islands and fish eagles overhead. On land, game drives look for lions and the wild dogs for which the park is known, and a morning walking safari brings the bush close.\n\nOnly an hour's flight from Zanzibar or Dar es Salaam, it is the ideal safari to combine with a beach holiday.",
    imageUrl: sceneUrl("river", 8),
    priceFrom: 275000,
    childPricePercent: 75,
    infantPricePercent: 0,
    durationDays: 4,
    maxGroupSize: 6,
    minAge: 6,
    rating: 4.7,
    reviewCount: 52,
    startLocation: "Zanzibar or Dar es Salaam",
    endLocation: "Zanzibar or Dar es Salaam",
    highlights: [
      "Boat safaris on Lake Tagalala",
      "Morning walking safari",
      "Wild dog country",
      "Easy to add to Zanzibar",
    ],
    included: [
      ...SAFARI_INCLUDED.slice(0, 5),
      "Return flights from Zanzibar or Dar es Salaam",
      "Two boat safaris",
    ],
    excluded: SAFARI_EXCLUDED,
    bestMonths: [6, 7, 8, 9, 10],
    images: [
      { url: sceneUrl("river", 9), alt: "Boat safari on the Rufiji River" },
      { url: sceneUrl("elephants", 6), alt: "Elephants on a river island in Nyerere" },
    ],
    destinations: ["nyerere"],
    departures: {
      weekdays: [0],
      months: [1, 2, 6, 7, 8, 9, 10, 11, 12],
      lowSeason: "none",
      peakSurchargePercent: 8,
    },
    itinerary: [
      {
        title: "Fly to Nyerere National Park",
        description:
          "A 45-minute flight from Zanzibar or Dar es Salaam to Mtemere airstrip, then to the lodge for lunch. Late-afternoon boat safari on Lake Tagalala.",
        places: ["Mtemere airstrip", "Lake Tagalala"],
        stay: "Rufiji Lakes Lodge",
        meals: "LD",
      },
      {
        title: "Game drive to Lake Manze",
        description:
          "A full-day game drive through the palm-fringed lakes to Lake Manze, looking for lions and wild dogs.",
        places: ["Lake Manze", "Lake Nzerakera"],
        stay: "Rufiji Lakes Lodge",
        meals: "BLD",
      },
      {
        title: "Walking safari and river sunset",
        description:
          "A morning walk with an armed ranger, a lazy afternoon by the pool, and a boat trip on the Rufiji to watch the sunset.",
        places: ["Rufiji River"],
        stay: "Rufiji Lakes Lodge",
        meals: "BLD",
      },
      {
        title: "Fly back to the coast",
        description:
          "An early game drive on the way to the airstrip and the flight back to Zanzibar or Dar es Salaam.",
        places: ["Mtemere airstrip"],
        stay: null,
        meals: "B",
      },
    ],
  },
  {
    slug: "serengeti-maasai-mara-safari",
    title: "Serengeti to Maasai Mara: Two-Country Migration Safari",
    category: "wildlife_safari",
    difficulty: "moderate",
    isActive: true,
    isFeatured: false,
    shortDescription: "Ten days following the migration from Tanzania's Serengeti into Kenya's Maasai Mara.",
    description:
      "The Serengeti and the Maasai Mara are one ecosystem split by a border, and in the dry season the herds move between them. This ten-day safari follows them: from Tarangire and the Ngorongoro Crater through the central and northern Serengeti, across the border at Sirari-Isebania and into a private conservancy on the edge of the Maasai Mara.\n\nThe Kenyan conservancies limit the number of vehicles at each sighting and allow night drives and walks, a fine contrast with the vast open spaces of the Serengeti. The safari ends with a flight from the Mara to Nairobi.",
    imageUrl: sceneUrl("zebra-migration", 8),
    priceFrom: 635000,
    childPricePercent: 70,
    infantPricePercent: 0,
    durationDays: 10,
    maxGroupSize: 6,
    minAge: 8,
    rating: 4.8,
    reviewCount: 27,
    startLocation: "Arusha",
    endLocation: "Nairobi (Wilson Airport)",
    highlights: [
      "The migration in two countries",
      "Mara River crossings",
      "Night drives in a Maasai conservancy",
      "Ngorongoro Crater and Tarangire",
    ],
    included: [
      ...SAFARI_INCLUDED,
      "Kenyan driver-guide and vehicle in the Mara",
      "Flight Maasai Mara-Nairobi Wilson",
    ],
    excluded: [...SAFARI_EXCLUDED, "Kenyan eTA (electronic travel authorisation)"],
    bestMonths: [7, 8, 9, 10],
    images: [
      { url: sceneUrl("savannah", 5), alt: "Open grassland of the Maasai Mara" },
      { url: sceneUrl("balloon", 1), alt: "Hot-air balloon over the Mara at sunrise" },
      { url: sceneUrl("lion", 6), alt: "Male lion in a Mara conservancy" },
    ],
    destinations: ["tarangire", "ngorongoro-crater", "serengeti", "maasai-mara"],
    departures: { weekdays: [5], months: [7, 8, 9, 10], lowSeason: "none", peakSurchargePercent: 8 },
    itinerary: [
      {
        title: "Arusha to Tarangire",
        description: "Drive to Tarangire for an afternoon game drive among the elephant herds.",
        places: ["Arusha", "Tarangire National Park"],
        stay: "Silale Baobab Lodge",
        meals: "BLD",
      },
      {
        title: "To the Ngorongoro rim",
        description:
          "A morning in Tarangire, then up to the Ngorongoro highlands for a night on the crater rim.",
        places: ["Tarangire National Park", "Ngorongoro Crater rim"],
        stay: "Crater Rim Highland Lodge",
        meals: "BLD",
      },
      {
        title: "Ngorongoro Crater",
        description: "A half day on the crater floor, then across the plains to the central Serengeti.",
        places: ["Ngorongoro Crater", "Seronera"],
        stay: "Seronera Acacia Tented Camp",
        meals: "BLD",
      },
      {
        title: "Central Serengeti",
        description: "A full day in the Seronera valley for big cats.",
        places: ["Seronera valley"],
        stay: "Seronera Acacia Tented Camp",
        meals: "BLD",
      },
      {
        title: "North to the Mara River",
        description: "A game drive north through Lobo to Kogatende.",
        places: ["Lobo", "Kogatende"],
        stay: "Kogatende River Camp",
        meals: "BLD",
      },
      {
        title: "Mara River crossings",
        description: "A full day following the herds along the Mara River.",
        places: ["Mara River"],
        stay: "Kogatende River Camp",
        meals: "BLD",
      },
      {
        title: "Across the border to Kenya",
        description:
          "A long travel day: out of the park to the Sirari-Isebania border, where your Kenyan guide meets you, and on to the Mara conservancy by late afternoon.",
        places: ["Sirari-Isebania border", "Maasai Mara"],
        stay: "Tented camp in a Maasai Mara conservancy",
        meals: "BLD",
      },
      {
        title: "Maasai Mara conservancy",
        description:
          "Morning and afternoon game drives, and a night drive for aardvark, genet and hunting lions.",
        places: ["Maasai Mara conservancy"],
        stay: "Tented camp in a Maasai Mara conservancy",
        meals: "BLD",
      },
      {
        title: "Maasai Mara National Reserve",
        description:
          "A full day in the main reserve along the Mara and Talek rivers. Optional balloon flight at sunrise.",
        places: ["Maasai Mara National Reserve", "Talek River"],
        stay: "Tented camp in a Maasai Mara conservancy",
        meals: "BLD",
      },
      {
        title: "Fly to Nairobi",
        description:
          "A morning walk with a Maasai guide, then the 45-minute flight to Nairobi Wilson Airport.",
        places: ["Maasai Mara airstrip", "Nairobi"],
        stay: null,
        meals: "BL",
      },
    ],
  },
  {
    slug: "volcanoes-gorilla-trekking",
    title: "Rwanda Gorilla Trekking in Volcanoes National Park",
    titleHighlightText: "Gorilla",
    titleHighlightColor: "#1f5135",
    category: "gorilla_trekking",
    difficulty: "challenging",
    isActive: true,
    isFeatured: true,
    shortDescription:
      "Four days from Kigali: one hour with a mountain gorilla family and a golden monkey trek.",
    description:
      "Sitting a few metres from a family of mountain gorillas, watching a silverback feed while youngsters tumble through the bamboo, is one of the most moving wildlife encounters there is. Fewer than 1,100 mountain gorillas survive, all in the Virunga volcanoes and Bwindi.\n\nThis four-day trip starts in Kigali with a visit to the Genocide Memorial and drives to Musanze at the foot of the volcanoes. Treks leave from the park headquarters at Kinigi; rangers assign groups of up to eight visitors to a family according to fitness, and the walk can take from one to five hours each way.\n\nThe gorilla permit (USD 1,500) is included and bought as soon as you book, because permits sell out months ahead. We fly you to Kigali from Kilimanjaro, so it adds easily to a Tanzanian safari.",
    imageUrl: sceneUrl("gorilla-forest", 6),
    priceFrom: 385000,
    childPricePercent: 100,
    infantPricePercent: 0,
    durationDays: 4,
    maxGroupSize: 8,
    minAge: 15,
    rating: 5.0,
    reviewCount: 64,
    startLocation: "Kigali",
    endLocation: "Kigali",
    highlights: [
      "One hour with a habituated gorilla family",
      "Gorilla permit included (USD 1,500)",
      "Golden monkey tracking in the bamboo",
      "Kigali Genocide Memorial",
    ],
    included: [
      "Gorilla trekking permit (USD 1,500) and golden monkey permit",
      "Private 4x4 vehicle and English-speaking driver-guide",
      "Accommodation as listed, full board in Musanze",
      "Kigali airport transfers",
      "Porter for the gorilla trek",
    ],
    excluded: [
      "Flights to Kigali",
      "Rwanda visa (USD 50 on arrival)",
      "Travel insurance",
      "Tips for rangers, trackers and guide",
    ],
    bestMonths: [1, 2, 6, 7, 8, 9],
    images: [
      { url: sceneUrl("gorilla-forest", 7), alt: "Silverback mountain gorilla resting in bamboo" },
      { url: sceneUrl("mountain-forest", 5), alt: "Virunga volcanoes above the forest" },
    ],
    destinations: ["volcanoes-national-park"],
    departures: { weekdays: [3], lowSeason: "fortnightly", peakSurchargePercent: 0 },
    itinerary: [
      {
        title: "Kigali to Musanze",
        description:
          "Meet your guide at Kigali International Airport and visit the Kigali Genocide Memorial, then drive two and a half hours north to Musanze and the foothills of the Virunga volcanoes.",
        places: ["Kigali", "Kigali Genocide Memorial", "Musanze"],
        stay: "Virunga Foothill Lodge",
        meals: "LD",
      },
      {
        title: "Gorilla trekking",
        description:
          "Briefing at Kinigi park headquarters at 7:00, then the trek to your assigned gorilla family with a ranger-guide and trackers. One unforgettable hour with the gorillas, then back to the lodge for a massage.",
        places: ["Kinigi", "Volcanoes National Park"],
        stay: "Virunga Foothill Lodge",
        meals: "BLD",
      },
      {
        title: "Golden monkeys",
        description:
          "Track the playful golden monkeys in the bamboo zone on the slopes of Mount Sabyinyo. Afternoon visit to a community project in Musanze.",
        places: ["Volcanoes National Park", "Musanze"],
        stay: "Virunga Foothill Lodge",
        meals: "BLD",
      },
      {
        title: "Return to Kigali",
        description:
          "Drive back to Kigali past the Buhanga eco-park and terraced hills for your onward flight.",
        places: ["Kigali"],
        stay: null,
        meals: "B",
      },
    ],
    faqs: [
      {
        question: "How fit do I need to be for gorilla trekking?",
        answer:
          "Reasonably fit: treks are on steep, muddy slopes at 2,500 to 3,000 metres and can last from one to five hours each way. Rangers match groups to fitness, and a porter to carry your bag and help on steep sections is included.",
      },
      {
        question: "Why is the minimum age 15?",
        answer:
          "It is the Rwanda Development Board's rule for all gorilla treks, meant to protect the gorillas from childhood illnesses and the children from the hike.",
      },
    ],
  },
];
