import { sceneUrl } from "#app/domain/media/images";
import type { SeedBlogPost } from "./types";

export const BLOG_POSTS: SeedBlogPost[] = [
  {
    slug: "best-time-to-see-the-great-migration",
    title: "When Is the Best Time to See the Great Migration?",
    excerpt:
      "The migration never stops moving. Here is where the herds are month by month, and how to choose the right time for calving, river crossings or quiet plains.",
    featuredImage: sceneUrl("zebra-migration", 10),
    category: "Safari Planning",
    tags: ["great migration", "serengeti", "best time to visit", "maasai mara"],
    authorName: "Baraka Lyimo",
    isPublished: true,
    publishedDaysAgo: 12,
    content: `Every year about 1.5 million wildebeest, together with some 300,000 zebra and gazelle, walk a great clockwise loop of around 800 kilometres through the Serengeti and Kenya's Maasai Mara. They follow the rain and the fresh grass it brings. There is no single "migration season": the herds are somewhere in the ecosystem every day of the year. The question is what you want to see.

## The migration, month by month

| Months | Where the herds usually are | What you see |
|---|---|---|
| December - March | Southern Serengeti and Ndutu | Calving, predators, green plains |
| April - May | Central and western Serengeti | Herds on the move, long rains |
| June - July | Western corridor, Grumeti River | Grumeti crossings, rut |
| July - October | Northern Serengeti and Maasai Mara | Mara River crossings |
| November | Moving south through Lobo and Seronera | Herds returning with the short rains |

These are patterns, not timetables. The rains are earlier or later every year, and the herds respond to them, not to the calendar.

## Calving season: January to March

In February, around half a million calves are born on the short-grass plains around Ndutu within a few weeks. The calves stand within minutes and run with the herd within hours, but they are still vulnerable, and the lions, cheetahs and hyenas know it. This is the best time of year to see a hunt.

The southern plains are open, so sightings are easy, and because Ndutu lies in the Ngorongoro Conservation Area your guide may drive off-road to follow the action. It is also green and beautiful, with short afternoon showers. Our **Ndutu Calving Season Safari** is built around this time.

## The river crossings: July to October

This is the image most people have in mind: thousands of wildebeest massed on a steep bank of the Mara River, then the first animal jumps and the rest follow, past waiting crocodiles. Crossings happen in both directions, sometimes several a day, sometimes none for days.

The secret is patience and position. Stay in the northern Serengeti at Kogatende for at least three nights, so your guide can wait at the right crossing point when the herds gather. Our **Serengeti Great Migration Safari** does exactly that.

> Tip: the Tanzanian side of the Mara River sees far fewer vehicles than the Kenyan side, especially in the Lamai Triangle.

## The quieter months

April and May bring the long rains. Some camps close, roads can be muddy, and the herds are moving through the central and western Serengeti. But prices fall, the parks are almost empty, and the plains are at their greenest. If you are flexible, it can be a wonderful time to travel.

November is another underrated month: the short rains bring the herds back south through Seronera, and peak-season prices have not yet returned.

## How to choose

- **Hunts and baby animals:** February in Ndutu.
- **River crossings:** August and September in the northern Serengeti.
- **Fewer people and lower prices:** November, or the green season in April and May.
- **A first safari with a bit of everything:** our Northern Circuit Classic, with resident wildlife in Seronera all year.

Whatever you choose, remember the resident animals. Lions, leopards, elephants and giraffes do not migrate, and a good guide will find them in any month.
`,
  },
  {
    slug: "choosing-your-kilimanjaro-route",
    title: "Machame, Lemosho or Marangu? Choosing Your Kilimanjaro Route",
    excerpt:
      "Seven routes lead to Uhuru Peak. We compare them on scenery, difficulty, crowds and, most importantly, acclimatisation.",
    featuredImage: sceneUrl("kilimanjaro", 20),
    category: "Kilimanjaro",
    tags: ["kilimanjaro", "machame", "lemosho", "marangu", "altitude"],
    authorName: "Emmanuel Kimaro",
    isPublished: true,
    publishedDaysAgo: 27,
    content: `Kilimanjaro does not need ropes or climbing skills, so the route you choose matters more than on almost any other big mountain. What decides whether you reach Uhuru Peak (5,895 m) is not fitness but **acclimatisation**: how gradually you gain height, and how many nights you give your body to adapt.

## The routes at a glance

| Route | Days | Sleeping | Scenery | Crowds | Our summit success |
|---|---|---|---|---|---|
| Marangu | 6 | Huts | Good | Busy | 82% |
| Machame | 7 | Tents | Excellent | Busy | 89% |
| Lemosho | 8 | Tents | Excellent | Moderate | 95% |
| Rongai | 7 | Tents | Good | Quiet | 88% |
| Umbwe | 6 | Tents | Dramatic | Very quiet | 78% |
| Shira | 8 | Tents | Excellent | Moderate | 93% |
| Northern Circuit | 9 | Tents | Excellent | Very quiet | 97% |

## Machame: the classic

The most popular route climbs through rainforest to the Shira Plateau, then traverses beneath the southern glaciers via **Lava Tower (4,630 m)**, **Barranco Camp (3,976 m)** and the famous Barranco Wall. Going up to Lava Tower and sleeping lower at Barranco is textbook "climb high, sleep low". Choose the seven-day version, with a night at Karanga Camp: it makes a real difference.

## Lemosho: our favourite

Lemosho starts on the remote western side, crosses the whole Shira Plateau, and joins Machame at Lava Tower. The first two days are quiet and the rainforest is beautiful. With eight days, the altitude profile is gentle, and it is the route we recommend to most first-time climbers.

## Marangu: the hut route

Marangu is the only route with huts: bunk beds at Mandara, Horombo and Kibo. It ascends and descends the same way, which is less varied, and its five-day version has a low success rate. Always take the six-day version with an acclimatisation day at Horombo. It is a good choice in the rainy season, when a dry hut is a real comfort.

## Rongai, Umbwe, Shira and the Northern Circuit

- **Rongai** comes from the north, near Kenya. It is drier and quieter, and our version spends a night at Mawenzi Tarn.
- **Umbwe** is steep and direct. Only choose it if you have recently acclimatised, for example on Mount Meru.
- **Shira** starts by vehicle at 3,600 m. The walking days are short, but the start is high, so take eight days.
- **The Northern Circuit** is the longest, quietest and most successful route, circling the northern slopes over nine days.

## Summit night

Whichever route you choose, summit night is hard. You start around midnight from Barafu, Kibo Hut or School Hut, climb for six to eight hours in the dark and cold to the crater rim, and reach Uhuru Peak at sunrise. Then you descend 2,000 to 2,800 metres the same day.

> "Pole pole" - slowly, slowly - is the most important phrase you will learn on Kilimanjaro.

## Our advice

1. Add a day. Every extra night raises your chances more than any training.
2. If you can, climb Mount Meru first.
3. Drink four litres a day, walk slower than feels necessary, and tell your guide how you feel.
4. Choose an operator who checks your oxygen saturation twice a day and pays porters fairly.

Still unsure? Ask us. Our mountain guides have climbed every route dozens of times.
`,
  },
  {
    slug: "kilimanjaro-packing-list",
    title: "The Kilimanjaro Packing List We Give Our Climbers",
    excerpt:
      "From -15 °C on summit night to tropical rainforest: what to bring, what to rent in Moshi and what to leave at home.",
    featuredImage: sceneUrl("mountain-forest", 12),
    category: "Kilimanjaro",
    tags: ["kilimanjaro", "packing list", "gear"],
    authorName: "Grace Shirima",
    isPublished: true,
    publishedDaysAgo: 46,
    content: `On Kilimanjaro you walk through five climate zones in a week. The first day can be warm and humid in the rainforest; summit night can be -15 °C with wind chill on the crater rim. The secret is **layers**, and keeping your warmest clothes dry until you need them.

Your porters carry a duffel bag of up to 15 kg for you. You carry a daypack with what you need during the day.

## Clothing

- Base layers: two long-sleeved thermal tops and one pair of thermal leggings (merino or synthetic, never cotton)
- Two trekking shirts and two pairs of trekking trousers
- A warm fleece or soft-shell jacket
- An insulated down or synthetic jacket for camp and summit night
- Waterproof jacket and waterproof over-trousers
- Warm hat, sun hat and a neck gaiter or buff
- Thin liner gloves and warm insulated gloves or mittens
- Four pairs of hiking socks and one pair of thick summit socks

## Footwear

- Broken-in, waterproof hiking boots with ankle support. This is the one thing you cannot rent well: walk at least 50 km in them before you come.
- Camp shoes or sandals
- Gaiters (useful in the scree and in the rainy season)

## Sleeping

- A sleeping bag rated to at least -10 °C (comfort temperature). You can rent one in Moshi.
- We provide a thick foam mattress in your tent.

## In your daypack

- Three litres of water capacity: a hydration bladder and an insulated bottle (bladders freeze on summit night)
- Head torch with spare batteries
- Sunglasses (category 3 or 4), sunscreen SPF 50, lip balm with SPF
- Snacks you love: at altitude appetite drops, and favourite foods help
- Trekking poles (rent in Moshi if you like)
- Rain cover for the pack

## Health and hygiene

- Personal medicines, blister plasters, painkillers, rehydration salts
- Talk to your doctor about acetazolamide (Diamox) for altitude
- Wet wipes, hand sanitiser, a small towel, toilet paper
- Water purification tablets as a back-up (we treat all water)

> Keep your summit clothes and sleeping bag in waterproof bags inside your duffel. A wet sleeping bag at 4,600 m is a miserable night.

## What you can rent in Moshi

| Item | Typical rental for the climb |
|---|---|
| Sleeping bag (-10 °C) | USD 40 |
| Down jacket | USD 30 |
| Trekking poles | USD 15 |
| Gaiters | USD 10 |
| Waterproof trousers | USD 15 |

## What to leave behind

Jeans, cotton T-shirts, heavy books and anything you would hate to lose. Single-use plastic bags are banned in Tanzania and will be confiscated at the airport. Leave spare luggage at your hotel; we collect you there after the climb.
`,
  },
  {
    slug: "zanzibar-beyond-the-beaches",
    title: "Zanzibar Beyond the Beaches",
    excerpt:
      "Stone Town's carved doors, spice farms, red colobus monkeys and seaweed farmers: the island behind the postcards.",
    featuredImage: sceneUrl("stone-town", 6),
    category: "Destinations",
    tags: ["zanzibar", "stone town", "culture", "beach"],
    authorName: "Neema Massawe",
    isPublished: true,
    publishedDaysAgo: 71,
    content: `Most people come to Zanzibar for its white sand and turquoise water, and they are not disappointed. But the island has been a crossroads of Africa, Arabia, India and Europe for a thousand years, and there is far more to it than a sunbed. Here are the experiences our guests remember long after the tan has faded.

## Stone Town with a local historian

Stone Town, a UNESCO World Heritage Site, is a maze of lanes too narrow for cars. Its houses were built of coral stone by Omani, Indian and Swahili merchants in the 19th century, when Zanzibar was the capital of the Sultanate of Oman and the centre of the clove trade.

Walk it with someone who grew up there. You will learn to read the **carved doors**: brass studs from India, chains of Swahili design, lotus flowers for prosperity. You will visit the **Old Fort**, the **Darajani market** and the **Anglican Cathedral**, built on the site of the last open slave market in East Africa. The memorial below it, with figures standing in a pit and chained at the neck, is one of the most moving places in Africa.

In the evening, go to **Forodhani Gardens**, where dozens of stalls grill seafood, make "Zanzibar pizza" and press sugar-cane juice with lime and ginger.

## The spice farms

Zanzibar is called the Spice Island for good reason. On a farm at Kizimbani you can see and taste clove, nutmeg, cinnamon, cardamom, vanilla, lemongrass and black pepper growing, and finish with a lunch cooked with them. Children love the guides' woven palm-leaf hats and rings.

## Jozani Forest and the red colobus

Jozani-Chwaka Bay National Park protects the last large area of indigenous forest on the island, and with it the **Zanzibar red colobus**, a monkey found nowhere else on Earth. Only a few thousand remain. They are habituated and easy to watch at close range. A boardwalk through the mangroves completes the visit.

## Seaweed farmers of Paje

On the east coast, at low tide, you will see women wading across the lagoon to tend lines of seaweed tied to stakes. Seaweed farming is one of the island's main sources of income for women. At the **Paje seaweed centre** you can learn how it is grown and turned into soap, oils and cosmetics, and buy directly from the cooperative.

## On the water

- A **sunset dhow cruise** from Nungwi or Stone Town on a traditional wooden sailing boat
- **Snorkelling at Mnemba Atoll**, with turtles and reef fish
- **Kitesurfing** on the shallow lagoon at Paje, one of the best beginner spots anywhere

> Please be respectful: Zanzibar is a conservative, mostly Muslim society. Cover shoulders and knees in Stone Town and the villages, and ask before photographing people.

## When to go

June to October and December to February are dry and sunny. April and May bring the long rains, and some beach hotels close, but Stone Town is lively all year. Zanzibar is an 80-minute flight from Arusha, ideal after a safari or a climb.
`,
  },
  {
    slug: "responsible-tourism-porter-welfare",
    title: "Who Carries Your Bag? Porter Welfare on Kilimanjaro",
    excerpt:
      "Around 20,000 porters work on Kilimanjaro. Here is how to make sure the team that carries your tent is treated fairly.",
    featuredImage: sceneUrl("kilimanjaro", 21),
    category: "Responsible Travel",
    tags: ["responsible tourism", "porters", "kilimanjaro", "kpap"],
    authorName: "Joseph Mollel",
    isPublished: true,
    publishedDaysAgo: 98,
    content: `Every climber on Kilimanjaro is supported by a crew: a lead guide and assistant guides, a cook, and porters who carry the tents, food, water and your duffel bag. For a group of two on a seven-day climb, that can be ten people. Around 20,000 men and a growing number of women work as porters on the mountain, and for many of them it is the best-paid work available.

I started as a porter myself in the 1990s. I carried loads of 30 kg and more in borrowed shoes, slept in the mess tent after the climbers had eaten, and was sometimes paid less than I had been promised, or not at all. Things have improved a great deal since then, but not everywhere.

## What fair treatment looks like

The **Kilimanjaro Porters Assistance Project (KPAP)**, a non-profit organisation based in Moshi, monitors operators and publishes standards. The most important are:

1. **Fair wages**, paid in full and on time, at the end of the climb.
2. **Weight limits**: a maximum of 20 kg of the company's load, plus the porter's own belongings, weighed at the gate.
3. **Three meals a day**, and enough of them.
4. **Proper shelter**: a sleeping tent with mats, not the mess tent floor.
5. **Proper clothing**: warm jackets, rain gear and boots, lent free of charge.
6. **Medical care** and evacuation when a porter falls ill.
7. **Tips distributed transparently**, handed to each crew member directly.

KPAP sends anonymous surveys to porters after climbs, so its partner companies are checked by the people who matter most.

## Why the cheapest climb costs more

Park fees on Kilimanjaro are high: for a seven-day climb, well over USD 1,000 per climber goes to the national park. When you see a climb advertised for much less than USD 2,000, ask yourself where the savings come from. Usually, they come from the crew.

| Cost per climber, 7 days | Approximate share |
|---|---|
| Park, camping and rescue fees | 45% |
| Crew wages and food | 25% |
| Equipment, transport and food | 20% |
| Company overheads and margin | 10% |

## What you can do

- **Choose a KPAP partner company** and ask what it pays its porters.
- **Pack light**: your duffel should weigh no more than 15 kg.
- **Tip fairly** and hand tips to each crew member, not just the guide. Our guideline is USD 250-350 per climber for the whole crew.
- **Learn their names.** Say "asante sana" (thank you very much). Share your snacks on a hard day.
- **Give away gear** you no longer need: good boots, jackets and head torches are treasured.

> The mountain is theirs before it is ours. A climb where the crew is proud of its work is a better climb for everyone.

At Kilele, our porters' wages are paid by our accountant in person at the gate on the last day, and we are proud to be a KPAP partner.
`,
  },
  {
    slug: "first-safari-guide",
    title: "Your First Safari: Everything You Wish Someone Had Told You",
    excerpt:
      "Game drive rhythms, what to wear, how close you get to animals, toilets in the bush, and the questions every first-timer asks.",
    featuredImage: sceneUrl("savannah", 7),
    category: "Safari Planning",
    tags: ["first safari", "safari tips", "tanzania", "planning"],
    authorName: "Neema Massawe",
    isPublished: true,
    publishedDaysAgo: 135,
    content: `A first safari is exciting and a little unknown. Will we see lions? What do we wear? Is it safe to sleep in a tent? After thousands of guests, these are the answers we give most often.

## The rhythm of a safari day

Animals are most active in the cool hours, so safari days start early:

- **6:00** - Coffee, then leave camp as the sun rises. This is when lions are still active and leopards return from hunting.
- **9:30** - Breakfast, sometimes as a picnic in the bush.
- **12:00 - 15:30** - Lunch and a rest in the heat, at camp or under a tree.
- **16:00** - Afternoon game drive in the golden light.
- **18:30** - Back in camp (parks close at dusk), sundowners by the fire, dinner.

On long travel days you drive between parks with game viewing along the way.

## Will we see the Big Five?

In the Ngorongoro Crater, lion, elephant and buffalo are almost certain, black rhino is likely and leopard is possible. Over a week in the northern parks, most of our guests see all five. But a safari is much more than a checklist: a family of elephants at a waterhole, a lilac-breasted roller in flight, or a dung beetle rolling its ball can be just as memorable.

## What to wear

- Neutral colours: khaki, green, beige. Avoid dark blue and black, which attract tsetse flies in some areas.
- Layers: mornings can be 10 °C in the highlands, afternoons 30 °C.
- A warm fleece for the Ngorongoro rim, where nights are cold.
- A hat, sunglasses and sunscreen: the roof of the vehicle is open.

## Is it safe?

Yes, if you follow your guide's instructions. Stay in the vehicle unless your guide says otherwise. Do not stand up through the roof when close to elephants. In unfenced camps, an askari (guard) walks you to your tent after dark. Never walk alone at night.

## Money, tips and connectivity

- Bring US dollars printed after 2009 for tips and small purchases.
- Tipping guideline: guide USD 20-30 per day per group; camp staff USD 10-15 per day per guest into the staff box.
- Most lodges have Wi-Fi in the main area. In the parks, the signal is patchy: enjoy it.

## Questions we always hear

| Question | Answer |
|---|---|
| How close do we get? | Often within a few metres: animals see the vehicle as a harmless shape. |
| Are there toilets? | At lodges and picnic sites; otherwise, a "bush stop" behind the vehicle. |
| Can we charge cameras? | Yes, in the vehicle and at every lodge. |
| Is the water safe? | Drink bottled or filtered water, which we provide. |

> The best advice we can give: put the camera down sometimes. Just watch.

Ready to plan? Our Northern Circuit Classic Safari is the perfect first safari.
`,
  },
  {
    slug: "gorilla-trekking-uganda-or-rwanda",
    title: "Gorilla Trekking: Uganda or Rwanda?",
    excerpt:
      "Permits, prices, trekking difficulty and how to add gorillas to a Tanzania safari. A draft for next month.",
    featuredImage: sceneUrl("gorilla-forest", 8),
    category: "Destinations",
    tags: ["gorillas", "rwanda", "uganda", "bwindi"],
    authorName: "Baraka Lyimo",
    isPublished: false,
    publishedDaysAgo: null,
    content: `Draft: to be finished before publication.

## Permits

Rwanda: USD 1,500 per person. Uganda: USD 800 per person. Both allow one hour with a habituated gorilla family, and both sell out months ahead in the dry season.

## Getting there from Tanzania

Daily flights connect Kilimanjaro International Airport with Kigali. For Bwindi, fly to Entebbe and continue by light aircraft to Kihihi or Kisoro.

## Which is harder?

Volcanoes National Park treks are often shorter but steeper, at higher altitude. Bwindi's trails can be long, hot and muddy, through very dense forest.

## To write

- Comparison table of lodges and budgets
- Golden monkeys, chimpanzees and what else to combine
- What to wear and how fit you need to be
`,
  },
];
