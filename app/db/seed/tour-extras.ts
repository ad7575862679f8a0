import type { ExtraBasis } from "#app/domain/booking/extras";
import type { RoomType } from "#app/domain/booking/rooms";
import type { LocalizedText } from "#app/domain/localized-text";

export type SeedTourExtra = {
  key: string;
  label: LocalizedText;
  priceCents: number;
  basis: ExtraBasis;
  roomType: RoomType | null;
};

/**
 * The extras every demo tour offers (issue 13, step 3): staff change the
 * prices and add their own per tour. The single room supplement is counted
 * from the single rooms chosen, so it comes and goes with them.
 */
export const TOUR_EXTRAS: SeedTourExtra[] = [
  {
    key: "airport-transfer",
    label: {
      en: "Airport transfer (Kilimanjaro International, both ways)",
      de: "Flughafentransfer (Kilimanjaro International, hin und zurück)",
      fr: "Transfert aéroport (Kilimanjaro International, aller-retour)",
      es: "Traslado al aeropuerto (Kilimanjaro International, ida y vuelta)",
      zh: "机场接送（乞力马扎罗国际机场，往返）",
    },
    priceCents: 6_000,
    basis: "per_booking",
    roomType: null,
  },
  {
    key: "travel-insurance",
    label: {
      en: "Travel insurance with medical evacuation",
      de: "Reiseversicherung mit medizinischer Evakuierung",
      fr: "Assurance voyage avec évacuation sanitaire",
      es: "Seguro de viaje con evacuación médica",
      zh: "含医疗转运的旅行保险",
    },
    priceCents: 9_500,
    basis: "per_person",
    roomType: null,
  },
  {
    key: "single-supplement",
    label: {
      en: "Single room supplement",
      de: "Einzelzimmerzuschlag",
      fr: "Supplément chambre individuelle",
      es: "Suplemento de habitación individual",
      zh: "单人房附加费",
    },
    priceCents: 35_000,
    basis: "per_room",
    roomType: "single",
  },
];
