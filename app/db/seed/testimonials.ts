import { sceneUrl } from "#app/domain/media/images";
import type { SeedTestimonial } from "./types";

export const TESTIMONIALS: SeedTestimonial[] = [
  {
    clientName: "Katharina Vogel",
    country: "Germany",
    avatarUrl: sceneUrl("portrait", 11),
    tour: "northern-circuit-classic-safari",
    rating: 5,
    isFeatured: true,
    isActive: true,
    daysAgo: 24,
    content:
      "Our guide Baraka found us a leopard on our very first morning in the Serengeti and a black rhino in the crater on our last day. Everything in between was organised perfectly, and the camp in Seronera, with lions roaring at night, was the highlight of our year.",
  },
  {
    clientName: "James and Olivia Carter",
    country: "United States",
    avatarUrl: sceneUrl("portrait", 12),
    tour: "kilimanjaro-lemosho-route-8-days",
    rating: 5,
    isFeatured: true,
    isActive: true,
    daysAgo: 41,
    content:
      "We both made it to Uhuru Peak, which we honestly doubted on summit night. Our guide Emmanuel checked our oxygen twice a day, kept us slow on the first days, and the crew sang us up the Barranco Wall. The food on the mountain was better than at some restaurants at home.",
  },
  {
    clientName: "Liam O'Sullivan",
    country: "Australia",
    avatarUrl: sceneUrl("portrait", 13),
    tour: "serengeti-great-migration-safari",
    rating: 5,
    isFeatured: true,
    isActive: true,
    daysAgo: 63,
    content:
      "Three crossings in three days at Kogatende. Our guide knew exactly when to wait and when to move, and we were often the only vehicle on the bank. Worth every cent.",
  },
  {
    clientName: "Wang Li",
    country: "China",
    avatarUrl: sceneUrl("portrait", 14),
    tour: "ndutu-calving-season-safari",
    rating: 5,
    isFeatured: true,
    isActive: true,
    daysAgo: 95,
    content:
      "I came to photograph the calving season and saw a cheetah mother teach her cubs to hunt on the Ndutu plains. The team answered all my questions in advance on WeChat and email, and the camp staff were wonderful.",
  },
  {
    clientName: "Sophie Laurent",
    country: "France",
    avatarUrl: sceneUrl("portrait", 15),
    tour: "zanzibar-stone-town-nungwi-escape",
    rating: 4,
    isFeatured: false,
    isActive: true,
    daysAgo: 110,
    content:
      "A lovely end to our safari. The Stone Town walk with the historian was fascinating and the snorkelling at Mnemba beautiful. The beach hotel was a bit big for our taste, but the staff were very kind.",
  },
  {
    clientName: "The Hendricks family",
    country: "Netherlands",
    avatarUrl: sceneUrl("portrait", 16),
    tour: "family-safari-adventure",
    rating: 5,
    isFeatured: true,
    isActive: true,
    daysAgo: 134,
    content:
      "Our children (7 and 10) still wear their junior ranger badges. The drives were never too long, the coffee farm was a hit, and our guide had endless patience for 'what's that bird?'.",
  },
  {
    clientName: "Emily Thompson",
    country: "United Kingdom",
    avatarUrl: sceneUrl("portrait", 17),
    tour: "volcanoes-gorilla-trekking",
    rating: 5,
    isFeatured: false,
    isActive: true,
    daysAgo: 158,
    content:
      "Kilele arranged our gorilla permits months ahead and the trip from Kilimanjaro to Kigali ran like clockwork. An hour with the Sabyinyo family was the most emotional hour of my travelling life.",
  },
  {
    clientName: "Daniel Rossi",
    country: "Italy",
    avatarUrl: sceneUrl("portrait", 18),
    tour: "mount-meru-climb-4-days",
    rating: 5,
    isFeatured: false,
    isActive: true,
    daysAgo: 187,
    content:
      "Meru was a revelation: giraffes on the first morning, a knife-edge crater rim on summit night and Kilimanjaro floating in the sunrise. A week later I summited Kibo without a headache.",
  },
  {
    clientName: "Chen Yu",
    country: "China",
    avatarUrl: sceneUrl("portrait", 19),
    tour: "kilimanjaro-machame-route-7-days",
    rating: 4,
    isFeatured: false,
    isActive: true,
    daysAgo: 212,
    content:
      "Very professional crew and very good safety checks. Summit night was colder than I expected, so listen to the packing list! I reached Stella Point and my guide helped me to Uhuru.",
  },
  {
    clientName: "Rachel Kim",
    country: "Canada",
    avatarUrl: sceneUrl("portrait", 20),
    tour: "lake-eyasi-hadzabe-cultural-tour",
    rating: 5,
    isFeatured: false,
    isActive: true,
    daysAgo: 240,
    content:
      "Respectful, honest and deeply moving. We were told exactly how the fees are shared with the Hadzabe families, and our community guide translated every conversation.",
  },
];
