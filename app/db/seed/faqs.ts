import type { SeedFaq } from "./types";

/** FAQ category keys; the page translates them into headings. */
export const FAQ_CATEGORIES = [
  "booking",
  "payment",
  "health_safety",
  "kilimanjaro",
  "packing",
  "visas",
] as const;

/** The category of questions attached to one tour (tours' own `faqs`). */
export const TOUR_FAQ_CATEGORY = "tour";

type Category = (typeof FAQ_CATEGORIES)[number];

function faq(category: Category, question: string, answer: string): SeedFaq {
  return { category, question, answer, isActive: true };
}

export const FAQS: SeedFaq[] = [
  faq(
    "booking",
    "How far in advance should I book?",
    "For July to October and the Christmas holidays, six to nine months ahead: the best camps and the full-moon Kilimanjaro dates fill first. Outside the peak season a few weeks is often enough.",
  ),
  faq(
    "booking",
    "Can you tailor an itinerary for us?",
    "Yes. Every departure in our calendar can be booked privately, and we regularly build trips from scratch: tell us your dates, interests and budget through the contact form or WhatsApp.",
  ),
  faq(
    "booking",
    "What is your cancellation policy?",
    "More than 60 days before departure we refund everything except the deposit; 30 to 60 days, 50% of the total; less than 30 days, no refund. Park permits, such as gorilla permits, are non-refundable once issued. Full terms are on our Terms page.",
  ),
  faq(
    "booking",
    "Do you run group tours or private tours?",
    "Both. Our fixed departures are small groups (six per safari vehicle, up to twelve climbers on Kilimanjaro). Any tour can also be booked privately for your own party, usually at a small supplement.",
  ),
  faq(
    "payment",
    "How much deposit do I pay?",
    "30% of the total when you book, and the balance 60 days before departure. For bookings made within 60 days of departure the full amount is due at once.",
  ),
  faq(
    "payment",
    "Which payment methods do you accept?",
    "Visa and Mastercard card payments online, and bank transfer in USD or EUR. Prices are set in US dollars; the other currencies on our site are shown for convenience.",
  ),
  faq(
    "payment",
    "Are tips included in the price?",
    "No. Tipping is customary and a large part of crews' income. As a guideline: safari guides USD 20-30 per day per group; Kilimanjaro crews USD 250-350 per climber in total, handed over at a tipping ceremony on the last day.",
  ),
  faq(
    "health_safety",
    "Do I need vaccinations?",
    "Yellow fever vaccination is required only if you arrive from, or have transited more than 12 hours through, a country with yellow fever risk. Malaria prophylaxis is recommended for the safari areas and Zanzibar. Consult a travel clinic six to eight weeks before you travel.",
  ),
  faq(
    "health_safety",
    "Is Tanzania safe for travellers?",
    "Tanzania is one of the most stable and welcoming countries in Africa. On safari you are always with your guide; in towns, take the usual precautions with valuables and use the taxis we arrange after dark.",
  ),
  faq(
    "health_safety",
    "What happens in a medical emergency on safari?",
    "Every guide is trained in first aid and carries a kit and a satellite or mobile connection. All our safaris include Flying Doctors (AMREF) evacuation cover to a hospital in Arusha or Nairobi.",
  ),
  faq(
    "kilimanjaro",
    "Which Kilimanjaro route is best for beginners?",
    "Lemosho (8 days) or Machame (7 days): both have good acclimatisation profiles and beautiful scenery. If you prefer huts to tents, choose Marangu (6 days). Read our route guide on the blog.",
  ),
  faq(
    "kilimanjaro",
    "How do you deal with altitude sickness?",
    "We climb slowly, follow 'climb high, sleep low' itineraries, and check every climber's oxygen saturation and pulse twice a day. Guides are trained to recognise acute mountain sickness and carry emergency oxygen; anyone with serious symptoms descends at once.",
  ),
  faq(
    "kilimanjaro",
    "How are your porters treated?",
    "We are a partner of the Kilimanjaro Porters Assistance Project (KPAP): porters carry at most 20 kg of our loads, receive fair wages paid in full on the last day, three meals a day, and proper tents and warm clothing.",
  ),
  faq(
    "packing",
    "What should I pack for safari?",
    "Neutral-coloured, light layers, a warm fleece for early mornings, a wide-brimmed hat, sunglasses, sunscreen, binoculars and a soft duffel bag (light aircraft allow 15 kg). Avoid dark blue and black, which attract tsetse flies.",
  ),
  faq(
    "packing",
    "What gear do I need for Kilimanjaro?",
    "A four-season sleeping bag rated to -10 °C, insulated jacket, waterproof shell, broken-in hiking boots, warm gloves and hat, head torch and trekking poles. Everything except boots can be rented in Moshi. See the packing list on our blog.",
  ),
  faq(
    "visas",
    "Do I need a visa for Tanzania?",
    "Most visitors need a visa, best applied for online through Tanzania's official e-visa portal at least a month before travel. A single-entry tourist visa costs USD 50 (USD 100 for citizens of the United States).",
  ),
  faq(
    "visas",
    "Can I combine Tanzania with Kenya, Uganda or Rwanda?",
    "Yes. Kenya requires an electronic travel authorisation; Uganda and Rwanda issue visas online or on arrival. The East Africa Tourist Visa covers Kenya, Uganda and Rwanda, but not Tanzania.",
  ),
  faq(
    "visas",
    "How long must my passport be valid?",
    "At least six months beyond your date of departure from Tanzania, with two blank pages.",
  ),
];
