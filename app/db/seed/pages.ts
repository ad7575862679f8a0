import type { SeedContentPage } from "./types";

export const CONTENT_PAGES: SeedContentPage[] = [
  {
    slug: "story",
    title: "Our Story",
    metaDescription:
      "How a Maasai guide from Mount Meru founded Kilele Safaris in Arusha, and what we believe about travel.",
    body: `## From the slopes of Mount Meru

*Kilele* means "summit" in Swahili. Our founder, Joseph Mollel, grew up herding his family's cattle on the slopes of Mount Meru, and first climbed Kilimanjaro at nineteen as a porter carrying 20 kg of someone else's luggage. By 2003 he was a licensed guide; in 2010 he bought his first Land Cruiser and founded Kilele Safaris in a two-room office in Arusha.

## What we believe

- **Small groups.** Never more than six guests in a safari vehicle, each with a window seat.
- **Guides who wait.** The best sightings come to those with patience and time. We plan our days so there is time to spare.
- **Fair pay on the mountain.** We are a partner of the Kilimanjaro Porters Assistance Project, and our porters' wages are paid in full on the last day of every climb.
- **Tanzanian-owned and run.** Our team of 48 guides, drivers, cooks and office staff is Tanzanian, and most of what you pay stays in Tanzania.

## Today

More than 20 years after Joseph's first climb, we welcome over 500 travellers a year from around the world, and 98% of them say they would travel with us again. We are licensed by the Tanzania Tourist Board and members of the Tanzania Association of Tour Operators (TATO).

> "A safari is not about ticking off the Big Five. It is about the moment the whole vehicle goes quiet." - Joseph Mollel, founder

Come and see us at our office on Njiro Road in Arusha: the coffee is always on.
`,
  },
  {
    slug: "insurance",
    title: "Travel Insurance",
    metaDescription:
      "What travel insurance you need for a safari, a Kilimanjaro climb or gorilla trekking with Kilele Safaris.",
    body: `## Travel insurance is required

Every traveller on a Kilele Safaris trip must hold travel insurance valid for the whole trip. Please send us your policy number and the insurer's 24-hour emergency number before departure.

## What your policy should cover

| Cover | Safari | Kilimanjaro or Meru | Gorilla trekking |
|---|---|---|---|
| Medical expenses (at least USD 100,000) | Yes | Yes | Yes |
| Emergency evacuation and repatriation | Yes | Yes | Yes |
| Trekking to 6,000 m | - | Yes | - |
| Cancellation and curtailment | Recommended | Recommended | Recommended (permits are non-refundable) |
| Baggage and personal belongings | Recommended | Recommended | Recommended |

**Kilimanjaro:** many standard policies stop at 3,000 or 4,000 metres. Check that yours covers trekking (not mountaineering with ropes) up to 6,000 metres, including helicopter rescue.

## What we include

- All safaris include **Flying Doctors (AMREF) evacuation cover** for the duration of the safari, which pays for an air ambulance to a hospital in Arusha or Nairobi.
- Kilimanjaro climbs include the park's **rescue fee**, which covers evacuation from the mountain by stretcher to the gate.

Neither replaces travel insurance: they do not cover hospital bills, flights home or cancellation.

## Questions?

Write to us before you buy a policy if you are unsure; we are happy to look at the wording with you.
`,
  },
  {
    slug: "conservation",
    title: "Conservation and Community",
    metaDescription:
      "How Kilele Safaris supports wildlife conservation, porter welfare and communities in northern Tanzania.",
    body: `## Travel that gives back

Tanzania protects almost a third of its land for wildlife. That choice only lasts if the people who live alongside the parks benefit from it. Here is what we do.

### On the mountain

- Partner of the **Kilimanjaro Porters Assistance Project (KPAP)**: fair wages, 20 kg load limits, proper food and shelter, and independent monitoring of every climb.
- Every climb carries all rubbish off the mountain, and our crews join the park's clean-up days twice a year.

### In the parks

- We follow park rules on distances and off-road driving, and our guides will not crowd a sighting: no more than five minutes when other vehicles are waiting.
- **USD 10 of every safari booking** goes to an anti-poaching and wildlife-research fund in the Tarangire ecosystem.

### With communities

- Cultural visits are arranged with the communities themselves, who set the programme and receive the fees directly.
- We buy vegetables, eggs and coffee from farms around Karatu and Arusha.
- We sponsor school fees for 24 children of our crews and partner villages.

> Conservation in Africa is not about fences. It is about whether a family living next to a park is better off because of it.

## Travel lightly

Bring a refillable bottle (we provide filtered water), avoid single-use plastic, which is banned in Tanzania, and ask before taking photographs of people.
`,
  },
  {
    slug: "terms",
    title: "Terms and Conditions",
    metaDescription:
      "Booking terms and conditions of Kilele Safaris, a licensed tour operator in Arusha, Tanzania.",
    body: `## 1. About us

Kilele Safaris Ltd is a tour operator registered in Tanzania and licensed by the Tanzania Tourist Board, with its office on Njiro Road, Arusha. These terms apply to every booking made with us.

## 2. Booking and payment

1. A booking is confirmed when we receive a **30% deposit** and send you a booking confirmation with a booking reference.
2. The **balance is due 60 days before departure**. For bookings made later, the full amount is due at once.
3. Prices are quoted per person in US dollars. Prices shown in other currencies are indicative.
4. Park fees are set by the authorities and may change; if they rise after you have booked, we may pass on the difference with notice.

## 3. Cancellation by you

| Notice before departure | Cancellation charge |
|---|---|
| More than 60 days | Deposit |
| 30 to 60 days | 50% of the total price |
| Less than 30 days | 100% of the total price |

Permits bought on your behalf (for example gorilla permits) are non-refundable once issued.

## 4. Changes and cancellation by us

We may have to change an itinerary because of weather, road conditions, park rules or safety. We will offer an alternative of similar standard. If we cancel a departure, you may choose another date or a full refund.

## 5. Your responsibilities

- Hold a valid passport, visa and the vaccinations required for entry.
- Hold travel insurance as described on our Insurance page.
- Tell us about any medical condition relevant to the trip, especially before a climb.
- Follow your guide's instructions on safety and park rules.

## 6. Liability

We take care in choosing our suppliers and crews. We are not liable for losses caused by events beyond our control, such as natural disasters, strikes, or flight delays, or by your own actions.

## 7. Complaints

Please tell your guide or our office at once so we can put things right during the trip. Written complaints should reach us within 28 days of your return.

## 8. Law

These terms are governed by the laws of the United Republic of Tanzania.
`,
  },
  {
    slug: "privacy",
    title: "Privacy Policy",
    metaDescription: "How Kilele Safaris collects, uses and protects your personal data.",
    body: `## Who we are

Kilele Safaris Ltd, Njiro Road, Arusha, Tanzania, is responsible for the personal data described here. Contact us at the email address on our Contact page with any question about your data.

## What we collect

- **Account and booking details:** name, email address, phone number, and the travellers' names, dates of birth, nationalities and passport details needed for park permits and flights.
- **Health and dietary information** you choose to give us, used only to keep you safe and fed well.
- **Payment details:** processed by our payment provider; we never see or store full card numbers.
- **Newsletter:** your email address and, optionally, your first name.
- **Website use:** pages visited and your language and currency preferences, stored in cookies and in your browser.

## Why we use it

1. To arrange and operate your trip (contract).
2. To send booking emails and respond to enquiries (contract and legitimate interest).
3. To send the newsletter, only if you subscribed (consent). Every newsletter has an unsubscribe link.
4. To meet legal obligations, such as accounting records.

## Who we share it with

Only those who need it to run your trip: national park authorities, lodges and camps, airlines, and our payment provider. We never sell your data.

## How long we keep it

Booking records for seven years (tax law); newsletter data until you unsubscribe; accounts until you ask us to delete them.

## Your rights

You may ask to see, correct or delete your data, or object to its use, at any time. If you are in the European Union or the United Kingdom, you may also complain to your data protection authority.

## Cookies

We use cookies for your session, language and currency preferences. Analytics cookies are set only with your consent.
`,
  },
];
