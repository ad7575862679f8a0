import type { SeedTranslationSet } from "../types";

// Shared lists, translated once (see app/db/seed/common.ts).

const SAFARI_INCLUDED = [
  "Véhicule de safari 4x4 privé à toit relevable, avec une place côté fenêtre pour chacun",
  "Chauffeur-guide professionnel anglophone (autres langues sur demande)",
  "Tous les droits d'entrée des parcs, de conservation et de concession",
  "Hébergement tel qu'indiqué, en pension complète pendant le safari",
  "Eau minérale en bouteille dans le véhicule",
  "Transferts depuis et vers l'aéroport international du Kilimandjaro",
  "Assurance d'évacuation d'urgence Flying Doctors (AMREF)",
];

const SAFARI_EXCLUDED = [
  "Vols internationaux et frais de visa",
  "Assurance voyage",
  "Pourboires des guides et du personnel des camps",
  "Boissons alcoolisées et dépenses personnelles",
  "Activités en option, comme les vols en montgolfière",
];

const CLIMB_INCLUDED = [
  "Transferts aller-retour entre Moshi ou Arusha et la porte du parc",
  "Droits d'entrée, de camping et de secours du parc national du Kilimandjaro",
  "Guides de montagne certifiés (un guide pour deux grimpeurs), cuisinier et porteurs",
  "Salaires, repas et équipement des porteurs conformes aux normes du Kilimanjaro Porters Assistance Project",
  "Tentes de montagne quatre saisons, matelas de sol et tente-repas avec table et chaises",
  "Tous les repas sur la montagne et eau potable purifiée",
  "Contrôle à l'oxymètre de pouls deux fois par jour, oxygène de secours et trousse de premiers soins",
  "Certificat d'ascension",
];

const CLIMB_EXCLUDED = [
  "Nuits d'hôtel avant et après l'ascension",
  "Sac de couchage et bâtons de marche (disponibles à la location)",
  "Pourboires de l'équipe de montagne (à titre indicatif : 250 à 350 USD par grimpeur)",
  "Assurance voyage couvrant le trekking jusqu'à 6 000 m",
  "Vols internationaux et frais de visa",
];

const BEACH_INCLUDED = [
  "Transferts depuis l'aéroport de Zanzibar et entre les hôtels",
  "Hébergement tel qu'indiqué, avec petit-déjeuner",
  "Excursions guidées telles que décrites, droits d'entrée compris",
  "Assurance visiteurs du gouvernement de Zanzibar",
];

const BEACH_EXCLUDED = [
  "Vols vers et depuis Zanzibar",
  "Déjeuners et dîners, sauf mention contraire",
  "Pourboires et dépenses personnelles",
  "Plongée et sports nautiques en option",
];

/** French demo content (decision 089): six tours, four destinations, the FAQs and the content pages. */
export const FR: SeedTranslationSet = {
  tours: {
    "kilimanjaro-machame-route-7-days": {
      title: "Kilimandjaro par la voie Machame, 7 jours",
      titleHighlightText: "Machame",
      shortDescription:
        "La « route du whisky » : forêt tropicale, plateau de Shira, Lava Tower et mur de Barranco, avec une journée de plus pour vous acclimater.",
      description:
        "Si Machame est la voie la plus fréquentée du Kilimandjaro, ce n'est pas un hasard. Elle s'élève à travers une épaisse forêt tropicale de montagne jusqu'aux landes de bruyère du plateau de Shira, puis longe le flanc sud du Kibo au pied de ses glaciers. Les panoramas changent sans cesse, et le principe « monter haut, dormir bas » est au cœur même de l'itinéraire.\n\nLe troisième jour, vous montez jusqu'à Lava Tower, à 4 630 mètres, avant de redescendre dormir au camp de Barranco ; le quatrième commence par l'ascension du mur de Barranco, impressionnant au premier regard mais qui ne demande aucune technique d'escalade. La version de sept jours ajoute une nuit au camp de Karanga : votre corps dispose ainsi du temps dont il a besoin, et vos chances d'atteindre le sommet sont nettement meilleures qu'avec la version de six jours.\n\nLa nuit du sommet commence à minuit au camp de Barafu. Vous atteignez Stella Point, sur le bord du cratère, vers le lever du soleil, puis Uhuru Peak, le toit de l'Afrique, une heure plus tard, avant de redescendre par la voie Mweka.",
      highlights: [
        "Journée d'acclimatation à Lava Tower (4 630 m)",
        "La montée du mur de Barranco, en s'aidant des mains",
        "Lever du soleil à Stella Point, sur le bord du cratère",
        "Une nuit de plus à Karanga pour mieux vous acclimater",
        "89 % de réussite au sommet avec nos équipes",
      ],
      included: CLIMB_INCLUDED,
      excluded: CLIMB_EXCLUDED,
      days: [
        {
          title: "De la porte de Machame au camp de Machame",
          description:
            "Route de Moshi jusqu'à la porte de Machame (1 800 m) pour l'enregistrement, puis montée à travers la forêt tropicale, où les colobes noir et blanc s'interpellent dans la canopée, jusqu'au camp de Machame, à la lisière de la forêt.",
        },
        {
          title: "Du camp de Machame au camp de Shira Cave",
          description:
            "Vous quittez la forêt pour les bruyères géantes, puis franchissez une crête escarpée jusqu'au plateau de Shira, avec les premières vues dégagées sur le Kibo et sur le mont Meru, qui semble flotter au-dessus des nuages.",
        },
        {
          title: "De Shira Cave à Lava Tower et au camp de Barranco",
          description:
            "La journée clé de l'acclimatation : montée vers l'est à travers le désert alpin jusqu'à Lava Tower (4 630 m), un neck volcanique haut de 90 mètres, pour le déjeuner, puis descente parmi les séneçons géants pour passer la nuit au camp de Barranco.",
        },
        {
          title: "Du mur de Barranco au camp de Karanga",
          description:
            "Ascension du mur de Barranco, haut de 257 mètres, en vous aidant parfois des mains, puis une marche plus courte par crêtes et vallons jusqu'au camp de Karanga, dernier point d'eau de l'itinéraire.",
        },
        {
          title: "De Karanga au camp de Barafu",
          description:
            "Montée régulière à travers le désert alpin rocailleux jusqu'à Barafu (« glace » en swahili), le camp de base installé sur une crête exposée. Dîner tôt, dernier briefing et repos avant le sommet.",
        },
        {
          title: "Jour du sommet : Uhuru Peak et descente vers Mweka",
          description:
            "Départ à minuit, à la lueur de la frontale, par les lacets d'éboulis jusqu'à Stella Point (5 756 m), sur le bord du cratère, au lever du soleil, puis le long de la crête, au pied des glaciers, jusqu'à Uhuru Peak (5 895 m). Redescente à Barafu pour une pause et un bol de soupe, puis jusqu'au camp de Mweka.",
        },
        {
          title: "Du camp de Mweka à la porte de Mweka",
          description:
            "Une chanson d'adieu de votre équipe, puis la descente à travers la forêt tropicale jusqu'à la porte de Mweka, où vous recevez votre certificat d'ascension, et retour à Moshi pour une douche chaude.",
        },
      ],
    },
    "serengeti-great-migration-safari": {
      title: "Safari Grande Migration dans le Serengeti",
      titleHighlightText: "Grande Migration",
      shortDescription:
        "Envolez-vous vers le Serengeti et passez quatre nuits au bord de la rivière Mara pour assister aux traversées des gnous, de juillet à octobre.",
      description:
        "Entre juillet et octobre, les troupeaux de gnous atteignent l'extrême nord du Serengeti, où la rivière Mara les sépare des pâturages du Maasai Mara. Les traversées, des milliers d'animaux qui se jettent du haut des berges escarpées sous l'œil des crocodiles à l'affût, comptent parmi les plus grands spectacles animaliers de la planète.\n\nNous vous emmenons en avion d'Arusha à Seronera pour vous épargner une longue route, puis vous remontez vers le nord pendant une journée, à travers les collines de Lobo, jusqu'à un camp de toile saisonnier situé à quelques minutes des principaux points de traversée, à Kogatende. Avec trois journées complètes au bord de la rivière, votre guide peut attendre patiemment sur les berges pendant que les troupeaux se rassemblent : c'est tout le secret pour assister à une traversée.\n\nLe nord du Serengeti est aussi superbe pour les lions, les guépards et le rare rhinocéros noir du triangle de Lamai. Vous rentrez à Arusha en avion depuis la piste de Kogatende.",
      highlights: [
        "Trois journées complètes au bord de la rivière Mara",
        "Un camp saisonnier près des points de traversée",
        "Vols aller et retour : deux longues journées de route en moins",
        "Le triangle de Lamai, superbe et peu fréquenté",
      ],
      included: [
        ...SAFARI_INCLUDED,
        "Vols réguliers en petit avion Arusha-Seronera et Kogatende-Arusha (sac souple de 15 kg)",
      ],
      excluded: SAFARI_EXCLUDED,
      days: [
        {
          title: "Vol d'Arusha vers le centre du Serengeti",
          description:
            "Un vol matinal d'environ une heure et quart de l'aéroport d'Arusha à la piste de Seronera, où votre guide vous attend avec le véhicule. Safari l'après-midi dans la vallée de Seronera.",
        },
        {
          title: "Vers le nord par les collines de Lobo",
          description:
            "Une journée complète de safari vers le nord, entre les kopjes de granit de Lobo et les sources de Bologonja, pour atteindre Kogatende dans l'après-midi. On croise souvent des troupeaux en chemin.",
        },
        {
          title: "Les traversées de la rivière Mara",
          description:
            "Une journée entière au bord de la rivière Mara, avec un pique-nique. Votre guide suit les troupeaux qui se massent sur la berge, et vous attendez, parfois des heures, que le premier animal se lance.",
        },
        {
          title: "Le triangle de Lamai",
          description:
            "Vous franchissez le pont sur la Mara pour entrer dans le triangle de Lamai, entre la rivière et la frontière kényane : une région calme et verdoyante, où vivent des lions, des guépards et quelques rhinocéros noirs.",
        },
        {
          title: "Une dernière journée complète au bord de la rivière",
          description:
            "Une dernière journée pour suivre les troupeaux là où ils traversent, avant un verre au coucher du soleil sur une colline qui domine la rivière.",
        },
        {
          title: "Vol retour vers Arusha",
          description:
            "Un safari matinal en route vers la piste de Kogatende, puis le vol vers Arusha, avec une arrivée vers 13 h.",
        },
      ],
    },
    "northern-circuit-classic-safari": {
      title: "Safari classique du circuit Nord",
      titleHighlightText: "classique",
      shortDescription:
        "Sept jours entre le Tarangire, le lac Manyara, le Serengeti et le cratère du Ngorongoro : le safari qui a fait la renommée de la Tanzanie.",
      description:
        "Voici le voyage que la plupart d'entre nous imaginent en rêvant de la Tanzanie. Il commence parmi les baobabs et les troupeaux d'éléphants du Tarangire, descend vers la forêt alimentée par les eaux souterraines du lac Manyara, au pied de la vallée du Rift, et grimpe à travers les fraîches hautes terres du Ngorongoro avant de s'ouvrir sur les plaines infinies du Serengeti.\n\nDeux journées complètes dans le centre du Serengeti laissent à votre guide le temps de suivre les lions de la vallée de Seronera, de chercher les léopards dans les arbres à saucisses et, selon le mois, de rejoindre les troupeaux de la migration. Le safari se termine par une journée entière au fond du cratère du Ngorongoro, l'un des meilleurs endroits d'Afrique pour observer le rhinocéros noir.\n\nVous voyagez en 4x4 privé, avec une place côté fenêtre pour chacun, et séjournez dans des lodges et des camps de toile choisis pour leur cadre et la qualité de leur service, avant un dernier déjeuner à Mto wa Mbu sur la route du retour vers Arusha.",
      highlights: [
        "Troupeaux d'éléphants et baobabs du Tarangire",
        "Deux journées complètes dans le centre du Serengeti",
        "Une journée entière au fond du cratère du Ngorongoro",
        "Des nuits en camp de toile, bercées par le rugissement des lions",
        "Déjeuner dans le bourg marchand de Mto wa Mbu",
      ],
      included: SAFARI_INCLUDED,
      excluded: SAFARI_EXCLUDED,
      days: [
        {
          title: "D'Arusha au parc national du Tarangire",
          description:
            "Votre guide vient vous chercher à votre hôtel d'Arusha à 7 h 30 pour les deux heures de route jusqu'au Tarangire. Journée de safari le long de la rivière Tarangire, où les éléphants se rassemblent par centaines en saison sèche, avec un pique-nique à l'ombre d'un baobab.",
        },
        {
          title: "Parc national du lac Manyara",
          description:
            "Courte route jusqu'au lac Manyara pour un safari dans la forêt alimentée par les eaux souterraines, domaine de grandes troupes de babouins et de singes bleus, puis sur les rives du lac, à la rencontre des flamants, des pélicans et des hippopotames. Soirée sur l'escarpement de la vallée du Rift.",
        },
        {
          title: "Par les hautes terres jusqu'au Serengeti",
          description:
            "Montée à travers les hautes terres du Ngorongoro, halte au point de vue sur le cratère, puis descente vers les plaines d'herbe rase en passant devant des villages maasaï. Entrée dans le Serengeti par la porte de Naabi Hill et safari jusqu'à la vallée de Seronera.",
        },
        {
          title: "Journée complète dans le centre du Serengeti",
          description:
            "Départ à l'aube, quand les prédateurs sont les plus actifs. La vallée de la rivière Seronera abrite des lions, des léopards et des guépards sédentaires, et votre guide suit les observations les plus récentes. Vol en montgolfière au lever du soleil en option (à réserver à l'avance).",
        },
        {
          title: "Du Serengeti au bord du cratère du Ngorongoro",
          description:
            "Un dernier safari matinal dans le Serengeti, puis retour à travers les plaines jusqu'au bord du cratère du Ngorongoro, à 2 300 mètres. Réchauffez-vous au coin du feu pendant que le soleil se couche sur la caldeira.",
        },
        {
          title: "Au fond du cratère du Ngorongoro",
          description:
            "Descente de 600 mètres dans le cratère dès l'ouverture de la porte. Cherchez le rhinocéros noir dans la prairie ouverte, les lions près de la forêt de Lerai et les flamants sur le lac Magadi, avec un pique-nique à la source de Ngoitokitok. L'après-midi, route vers Karatu.",
        },
        {
          title: "De Karatu à Arusha",
          description:
            "Promenade dans la plantation de café après le petit-déjeuner, déjeuner à Mto wa Mbu et route du retour vers Arusha, avec une arrivée vers 15 h, à temps pour les vols du soir.",
        },
      ],
    },
    "tarangire-lake-manyara-2-day-safari": {
      title: "Safari de 2 jours au Tarangire et au lac Manyara",
      shortDescription:
        "Un avant-goût du safari en deux jours, tout près d'Arusha et facile à caser avant ou après une ascension ou un vol.",
      description:
        "Deux parcs, une nuit et aucun long trajet : ce court safari convient aux voyageurs qui disposent d'un jour ou deux avant ou après le Kilimandjaro, ou aux voyageurs d'affaires de passage à Arusha qui veulent découvrir la faune tanzanienne.\n\nLa première journée se passe au Tarangire, avec ses éléphants, ses lions et ses baobabs millénaires ; la seconde au lac Manyara, où la forêt, le lac et l'escarpement offrent un superbe contraste. Vous êtes de retour à Arusha en milieu d'après-midi le deuxième jour.",
      highlights: [
        "Les éléphants du Tarangire",
        "Les flamants et les babouins du lac Manyara",
        "Une nuit sur l'escarpement de la vallée du Rift",
        "De retour à Arusha pour 15 h",
      ],
      included: SAFARI_INCLUDED,
      excluded: SAFARI_EXCLUDED,
      days: [
        {
          title: "Parc national du Tarangire",
          description:
            "Départ d'Arusha à 7 h 30 et journée complète de safari dans le Tarangire avec pique-nique, puis route vers l'escarpement qui domine le lac Manyara.",
        },
        {
          title: "Parc national du lac Manyara",
          description:
            "Safari matinal dans la forêt et sur les rives du lac Manyara, puis retour à Arusha vers 15 h.",
        },
      ],
    },
    "zanzibar-stone-town-nungwi-escape": {
      title: "Zanzibar : escapade entre Stone Town et la plage de Nungwi",
      titleHighlightText: "Zanzibar",
      shortDescription:
        "Cinq jours d'épices, d'histoire et de sable blanc : la fin idéale d'un safari ou d'une ascension.",
      description:
        "Après la poussière des pistes de safari ou le froid du sommet du Kilimandjaro, Zanzibar est une pure récompense. Cette extension de cinq jours commence à Stone Town, l'ancienne cité marchande swahilie, où un historien local vous guide dans les ruelles étroites, devant les portes sculptées zanzibarites, le Vieux Fort et la cathédrale anglicane bâtie à l'emplacement du dernier marché aux esclaves.\n\nUne matinée dans une plantation d'épices vous apprend à reconnaître le giroflier, le muscadier, le cannelier et la vanille sur pied, avant de traverser l'île jusqu'à Nungwi, à sa pointe nord. Ici, on se baigne à toute heure de la marée, les boutres prennent la mer au coucher du soleil, et le snorkeling autour de l'atoll de Mnemba compte parmi les meilleurs d'Afrique de l'Est.\n\nÀ vous de remplir vos journées comme il vous plaît : une plongée, un cours de cuisine, ou rien du tout.",
      highlights: [
        "Visite de Stone Town avec un historien local",
        "Visite d'une plantation d'épices et déjeuner swahili",
        "Snorkeling sur l'atoll de Mnemba",
        "Croisière en boutre au coucher du soleil depuis Nungwi",
      ],
      included: [
        ...BEACH_INCLUDED,
        "Sortie snorkeling à l'atoll de Mnemba, équipement compris",
        "Croisière en boutre au coucher du soleil",
      ],
      excluded: BEACH_EXCLUDED,
      days: [
        {
          title: "Arrivée à Stone Town",
          description:
            "Transfert de l'aéroport à votre maison d'hôtes, dans le quartier de Shangani. Le soir, promenade jusqu'aux jardins de Forodhani pour déguster des fruits de mer grillés et un jus de canne à sucre au bord du port.",
        },
        {
          title: "Visite de Stone Town et plantation d'épices",
          description:
            "Le matin, visite à pied avec un historien local : le Vieux Fort, la Maison des Merveilles, le marché de Darajani et le mémorial du marché aux esclaves. L'après-midi dans une plantation d'épices, avec un déjeuner swahili, puis route vers Nungwi.",
        },
        {
          title: "Snorkeling sur l'atoll de Mnemba",
          description:
            "Sortie en bateau jusqu'au récif qui entoure l'atoll de Mnemba pour nager parmi les tortues et les poissons de récif, avec des fruits frais à bord.",
        },
        {
          title: "Journée libre et croisière en boutre au coucher du soleil",
          description:
            "Une journée libre : visitez l'aquarium aux tortues de Mnarani, essayez la plongée ou prenez le temps de vous détendre. Au coucher du soleil, longez la côte à bord d'un boutre traditionnel.",
        },
        {
          title: "Départ",
          description:
            "Petit-déjeuner et transfert à l'aéroport (environ 75 minutes de route) pour votre vol retour.",
        },
      ],
    },
    "maasai-mto-wa-mbu-cultural-experience": {
      title: "Héritage maasaï et village de Mto wa Mbu, 2 jours",
      shortDescription:
        "Parcourez à vélo les cultures de Mto wa Mbu, puis passez une matinée dans un boma maasaï avec un guerrier pour guide.",
      description:
        "Mto wa Mbu, la « rivière aux moustiques », est l'une des villes les plus diverses de Tanzanie : des familles issues de plus d'une centaine d'ethnies s'y sont installées, attirées par ses sources et ses terres fertiles. Vous la découvrez à vélo avec un guide local : bananeraies, rizières irriguées par les sources de la vallée du Rift, atelier de sculpteurs sur bois et dégustation de mbege, la bière de banane locale.\n\nLe lendemain matin, vous visitez un boma maasaï dans les plaines au pied de l'escarpement, avec un jeune guerrier pour guide. Vous découvrez comment une concession se construit avec du bois, de la terre et de la bouse, vous prêtez main-forte auprès du bétail et vous apprenez comment les Maasaï concilient la tradition avec l'école, le téléphone portable et un climat qui change.",
      highlights: [
        "Découverte de Mto wa Mbu à vélo",
        "Un boma maasaï avec un guerrier pour guide",
        "Déjeuner local en famille",
        "Coucher de soleil sur la vallée du Rift",
      ],
      included: [
        "Transport depuis Arusha",
        "Guides locaux et droits de visite des villages",
        "Vélo et casque",
        "Hébergement et repas tels qu'indiqués",
      ],
      excluded: ["Pourboires", "Boissons", "Achats personnels"],
      days: [
        {
          title: "Mto wa Mbu à vélo",
          description:
            "Route d'Arusha à Mto wa Mbu, puis balade à vélo avec un guide local à travers les cultures et les marchés, avec un déjeuner chez une famille. Coucher de soleil depuis l'escarpement.",
        },
        {
          title: "Boma maasaï et retour",
          description:
            "Une matinée dans une concession maasaï avec un guerrier pour guide, puis retour à Arusha pour 15 h.",
        },
      ],
    },
  },

  destinations: {
    serengeti: {
      name: "Parc national du Serengeti",
      shortDescription:
        "Des plaines infinies, la Grande Migration et la plus forte densité de grands félins d'Afrique.",
      description:
        "Le Serengeti s'étend sur 14 763 kilomètres carrés de prairies, de savanes boisées d'acacias et de kopjes de granit. Son nom vient du mot maasaï siringet, « l'endroit où la terre s'étend à l'infini ». Chaque année, environ 1,5 million de gnous, accompagnés de centaines de milliers de zèbres et de gazelles, suivent les pluies en une grande boucle, dans le sens des aiguilles d'une montre, à travers le parc et jusqu'au Maasai Mara, au Kenya.\n\nAu centre, la vallée de Seronera abrite toute l'année des lions, des léopards et des guépards sédentaires. Dans le nord, autour de Kogatende, les troupeaux traversent la rivière Mara entre juillet et octobre ; dans le sud, autour de Ndutu, un demi-million de petits naissent en février.",
      highlights: [
        "Les traversées de la rivière Mara (de juillet à octobre)",
        "La saison des naissances dans les plaines du sud (de janvier à mars)",
        "Des léopards dans les arbres à saucisses de la vallée de Seronera",
        "Vols en montgolfière au lever du soleil",
      ],
      wildlife: ["Gnou", "Zèbre", "Lion", "Léopard", "Guépard", "Hyène tachetée", "Topi", "Hippopotame"],
      bestTimeNote:
        "De juin à octobre pour la saison sèche et les traversées de rivière dans le nord ; de janvier à mars pour les naissances dans le sud. À Seronera, l'observation de la faune est bonne toute l'année.",
    },
    "ngorongoro-crater": {
      name: "Cratère du Ngorongoro",
      shortDescription:
        "Une caldeira de 260 kilomètres carrés, dont le fond abrite quelque 25 000 grands animaux.",
      description:
        "Le cratère du Ngorongoro est la plus grande caldeira volcanique intacte et non inondée du monde : environ 19 kilomètres de diamètre et des parois hautes de 600 mètres. Son bord culmine à environ 2 300 mètres, souvent dans les nuages, et la descente vers le fond dévoile des prairies, le lac alcalin Magadi, la forêt d'acacias à écorce jaune de Lerai et la source de Ngoitokitok.\n\nC'est l'un des meilleurs endroits d'Afrique pour observer le rhinocéros noir, une espèce menacée, et l'on y voit facilement en une seule journée ses lions, ses hyènes et ses vieux éléphants mâles aux grandes défenses. La zone de conservation du Ngorongoro, plus vaste et partagée avec les éleveurs maasaï, comprend aussi les gorges d'Olduvai et les plaines de Ndutu.",
      highlights: [
        "Des rhinocéros noirs au fond du cratère",
        "Les flamants du lac Magadi",
        "Les gorges d'Olduvai, un berceau de l'humanité",
        "Des éleveurs maasaï qui vivent aux côtés de la faune sauvage",
      ],
      wildlife: ["Rhinocéros noir", "Lion", "Éléphant", "Buffle", "Hyène tachetée", "Flamant", "Chacal doré"],
      bestTimeNote:
        "Bon toute l'année : les animaux restent dans le cratère. De juin à octobre, pendant la saison sèche, il fait frais sur le bord du cratère (nuits proches de 5 °C).",
    },
    "mount-kilimanjaro": {
      name: "Mont Kilimandjaro",
      shortDescription: "Le plus haut sommet d'Afrique : Uhuru Peak, à 5 895 mètres, gravi sans cordes.",
      description:
        "Le Kilimandjaro est un stratovolcan endormi formé de trois cônes : le Kibo, le Mawenzi et le Shira. Son sommet, Uhuru Peak, sur le bord du cratère du Kibo, est le point culminant de l'Afrique, à 5 895 mètres. Aucune escalade technique n'est nécessaire : la vraie difficulté, c'est l'altitude, et le choix de l'itinéraire et d'un nombre de jours suffisant pour s'acclimater comptent davantage que la condition physique.\n\nEn une semaine d'ascension, vous traversez cinq zones climatiques : des contreforts cultivés et de la forêt tropicale de montagne, domaine des colobes, aux bruyères géantes et au désert alpin, jusqu'aux glaciers et aux falaises de glace de la zone sommitale.",
      highlights: [
        "Uhuru Peak, 5 895 m, le toit de l'Afrique",
        "Sept itinéraires, des plus progressifs aux plus raides",
        "Cinq zones climatiques en une semaine",
        "Le lever du soleil sur le Mawenzi depuis Stella Point",
      ],
      wildlife: [
        "Colobe noir et blanc",
        "Singe bleu",
        "Corbeau à nuque blanche",
        "Souris rayée à quatre bandes",
      ],
      bestTimeNote:
        "Les mois les plus secs vont de janvier à début mars et de juin à octobre. Les nuits du sommet à la pleine lune sont très prisées et se remplissent en premier.",
    },
    zanzibar: {
      name: "Zanzibar",
      shortDescription:
        "Les portes sculptées de Stone Town, les plantations d'épices et les plages de sable blanc de l'océan Indien.",
      description:
        "Zanzibar est la conclusion idéale d'un safari ou d'une ascension. Stone Town, l'ancienne cité marchande swahilie, est un dédale de ruelles étroites, de portes en bois sculpté et de palais omanais, où se trouve aussi l'ancien marché aux esclaves, devenu un mémorial. Le soir, les jardins de Forodhani se remplissent d'étals qui grillent des fruits de mer au bord du port.\n\nAu nord, autour de Nungwi et de Kendwa, on se baigne à toute heure de la marée, tandis que la côte est, à Paje et à Jambiani, offre de vastes lagons découverts à marée basse, des fermes d'algues et quelques-uns des meilleurs spots de kitesurf d'Afrique de l'Est.",
      highlights: [
        "Stone Town, inscrite au patrimoine mondial de l'UNESCO",
        "Visites de plantations d'épices",
        "Les colobes roux de la forêt de Jozani",
        "Croisières en boutre au coucher du soleil",
      ],
      wildlife: ["Colobe roux de Zanzibar", "Tortue verte", "Grand dauphin", "Céphalophe d'Aders"],
      bestTimeNote:
        "De juin à octobre et de décembre à février. Avril et mai apportent les grandes pluies, et certains hôtels de plage ferment leurs portes.",
    },
  },

  faqs: {
    // Questions attached to the six tours above.
    "Is the Barranco Wall dangerous?": {
      question: "Le mur de Barranco est-il dangereux ?",
      answer:
        "Aucune compétence technique n'est nécessaire. Il s'agit d'une montée raide d'environ une heure, avec quelques passages où l'on s'aide des mains, et vos guides vous indiquent chaque pas. Beaucoup de grimpeurs disent que c'est le passage le plus amusant de l'itinéraire.",
    },
    "Can we choose a full-moon summit night?": {
      question: "Peut-on choisir une nuit du sommet à la pleine lune ?",
      answer:
        "Oui. Les départs de pleine lune sont signalés dans le calendrier des disponibilités et se remplissent en premier : réservez tôt.",
    },
    "Will we see the Great Migration on this safari?": {
      question: "Verrons-nous la Grande Migration pendant ce safari ?",
      answer:
        "La migration traverse le centre du Serengeti principalement en avril-mai et en novembre-décembre. Les autres mois, votre guide peut souvent rejoindre les troupeaux au prix d'une longue journée, et la faune sédentaire de Seronera est excellente toute l'année.",
    },
    "Can we add Zanzibar at the end?": {
      question: "Peut-on ajouter Zanzibar à la fin du voyage ?",
      answer:
        "Oui. La plupart de nos voyageurs s'envolent d'Arusha pour Zanzibar le 7e jour ou le lendemain matin ; le vol dure environ 80 minutes. Découvrez nos extensions à Zanzibar.",
    },
    "Are river crossings guaranteed?": {
      question: "Les traversées de la rivière sont-elles garanties ?",
      answer:
        "Personne ne peut les garantir : les troupeaux traversent quand ils le décident. Avec trois journées complètes à Kogatende en août ou en septembre, la plupart de nos voyageurs assistent à au moins une traversée.",
    },

    // The general FAQs (app/db/seed/faqs.ts).
    "How far in advance should I book?": {
      question: "Combien de temps à l'avance faut-il réserver ?",
      answer:
        "De juillet à octobre et pendant les vacances de Noël, six à neuf mois à l'avance : les meilleurs camps et les dates de pleine lune au Kilimandjaro partent en premier. En dehors de la haute saison, quelques semaines suffisent souvent.",
    },
    "Can you tailor an itinerary for us?": {
      question: "Pouvez-vous nous créer un itinéraire sur mesure ?",
      answer:
        "Oui. Chaque départ de notre calendrier peut être réservé en privé, et nous construisons régulièrement des voyages de A à Z : indiquez-nous vos dates, vos centres d'intérêt et votre budget via le formulaire de contact ou sur WhatsApp.",
    },
    "What is your cancellation policy?": {
      question: "Quelles sont vos conditions d'annulation ?",
      answer:
        "Plus de 60 jours avant le départ, nous remboursons la totalité, à l'exception de l'acompte ; entre 30 et 60 jours, 50 % du montant total ; à moins de 30 jours, aucun remboursement. Les permis des parcs, comme les permis gorilles, ne sont pas remboursables une fois émis. L'intégralité de nos conditions figure sur notre page Conditions générales.",
    },
    "Do you run group tours or private tours?": {
      question: "Proposez-vous des circuits en groupe ou en privé ?",
      answer:
        "Les deux. Nos départs à dates fixes se font en petits groupes (six personnes par véhicule de safari, jusqu'à douze grimpeurs sur le Kilimandjaro). Chaque circuit peut aussi être réservé en privé pour votre propre groupe, généralement moyennant un léger supplément.",
    },
    "How much deposit do I pay?": {
      question: "Quel acompte dois-je verser ?",
      answer:
        "30 % du montant total à la réservation, et le solde 60 jours avant le départ. Pour toute réservation effectuée moins de 60 jours avant le départ, la totalité est due immédiatement.",
    },
    "Which payment methods do you accept?": {
      question: "Quels moyens de paiement acceptez-vous ?",
      answer:
        "Le paiement en ligne par carte Visa ou Mastercard, et le virement bancaire en USD ou en EUR. Nos prix sont fixés en dollars américains ; les autres devises affichées sur notre site le sont à titre indicatif.",
    },
    "Are tips included in the price?": {
      question: "Les pourboires sont-ils compris dans le prix ?",
      answer:
        "Non. Le pourboire est d'usage et représente une part importante des revenus des équipes. À titre indicatif : pour les guides de safari, 20 à 30 USD par jour et par groupe ; pour les équipes du Kilimandjaro, 250 à 350 USD par grimpeur au total, remis lors d'une cérémonie des pourboires le dernier jour.",
    },
    "Do I need vaccinations?": {
      question: "Ai-je besoin de vaccins ?",
      answer:
        "Le vaccin contre la fièvre jaune n'est exigé que si vous arrivez d'un pays à risque de fièvre jaune, ou si vous y avez transité plus de 12 heures. Un traitement préventif contre le paludisme est recommandé pour les zones de safari et Zanzibar. Consultez un centre de vaccinations internationales six à huit semaines avant votre départ.",
    },
    "Is Tanzania safe for travellers?": {
      question: "La Tanzanie est-elle sûre pour les voyageurs ?",
      answer:
        "La Tanzanie est l'un des pays les plus stables et les plus accueillants d'Afrique. En safari, vous êtes toujours accompagné de votre guide ; en ville, prenez les précautions habituelles avec vos objets de valeur et, une fois la nuit tombée, utilisez les taxis que nous réservons pour vous.",
    },
    "What happens in a medical emergency on safari?": {
      question: "Que se passe-t-il en cas d'urgence médicale pendant un safari ?",
      answer:
        "Chaque guide est formé aux premiers secours et dispose d'une trousse ainsi que d'une liaison satellite ou mobile. Tous nos safaris comprennent une assurance d'évacuation Flying Doctors (AMREF) vers un hôpital d'Arusha ou de Nairobi.",
    },
    "Which Kilimanjaro route is best for beginners?": {
      question: "Quel itinéraire du Kilimandjaro convient le mieux aux débutants ?",
      answer:
        "Lemosho (8 jours) ou Machame (7 jours) : tous deux offrent un bon profil d'acclimatation et de superbes paysages. Si vous préférez les refuges aux tentes, choisissez Marangu (6 jours). Lisez notre guide des itinéraires sur le blog.",
    },
    "How do you deal with altitude sickness?": {
      question: "Comment gérez-vous le mal des montagnes ?",
      answer:
        "Nous montons lentement, suivons des itinéraires fondés sur le principe « monter haut, dormir bas » et contrôlons deux fois par jour la saturation en oxygène et le pouls de chaque grimpeur. Nos guides sont formés à reconnaître le mal aigu des montagnes et emportent de l'oxygène de secours ; toute personne présentant des symptômes sérieux redescend immédiatement.",
    },
    "How are your porters treated?": {
      question: "Comment vos porteurs sont-ils traités ?",
      answer:
        "Nous sommes partenaires du Kilimanjaro Porters Assistance Project (KPAP) : nos porteurs portent au maximum 20 kg de nos charges, perçoivent un salaire équitable versé intégralement le dernier jour, reçoivent trois repas par jour et disposent de vraies tentes et de vêtements chauds.",
    },
    "What should I pack for safari?": {
      question: "Que mettre dans ma valise pour un safari ?",
      answer:
        "Des vêtements légers de couleur neutre à superposer, une polaire chaude pour le petit matin, un chapeau à larges bords, des lunettes de soleil, de la crème solaire, des jumelles et un sac de voyage souple (les petits avions acceptent 15 kg). Évitez le bleu foncé et le noir, qui attirent les mouches tsé-tsé.",
    },
    "What gear do I need for Kilimanjaro?": {
      question: "De quel équipement ai-je besoin pour le Kilimandjaro ?",
      answer:
        "Un sac de couchage quatre saisons prévu pour -10 °C, une veste isolante, une veste imperméable, des chaussures de randonnée déjà rodées, des gants et un bonnet chauds, une lampe frontale et des bâtons de marche. Tout, sauf les chaussures, peut se louer à Moshi. Consultez la liste d'équipement sur notre blog.",
    },
    "Do I need a visa for Tanzania?": {
      question: "Faut-il un visa pour la Tanzanie ?",
      answer:
        "La plupart des visiteurs ont besoin d'un visa, à demander de préférence en ligne sur le portail officiel de visa électronique de la Tanzanie, au moins un mois avant le départ. Un visa touristique à entrée unique coûte 50 USD (100 USD pour les citoyens des États-Unis).",
    },
    "Can I combine Tanzania with Kenya, Uganda or Rwanda?": {
      question: "Puis-je combiner la Tanzanie avec le Kenya, l'Ouganda ou le Rwanda ?",
      answer:
        "Oui. Le Kenya exige une autorisation de voyage électronique ; l'Ouganda et le Rwanda délivrent leurs visas en ligne ou à l'arrivée. Le visa touristique est-africain (East Africa Tourist Visa) couvre le Kenya, l'Ouganda et le Rwanda, mais pas la Tanzanie.",
    },
    "How long must my passport be valid?": {
      question: "Quelle doit être la durée de validité de mon passeport ?",
      answer: "Au moins six mois après la date de votre départ de Tanzanie, avec deux pages vierges.",
    },
  },

  contentPages: {
    story: {
      title: "Notre histoire",
      metaDescription:
        "Comment un guide maasaï du mont Meru a fondé Kilele Safaris à Arusha, et notre vision du voyage.",
      body: `## Depuis les pentes du mont Meru

*Kilele* signifie « sommet » en swahili. Notre fondateur, Joseph Mollel, a grandi en gardant le bétail de sa famille sur les pentes du mont Meru. Il a gravi le Kilimandjaro pour la première fois à dix-neuf ans, comme porteur, avec sur le dos 20 kg de bagages appartenant à quelqu'un d'autre. En 2003, il était guide agréé ; en 2010, il achetait son premier Land Cruiser et fondait Kilele Safaris dans un bureau de deux pièces à Arusha.

## Ce en quoi nous croyons

- **Des petits groupes.** Jamais plus de six voyageurs par véhicule de safari, chacun avec une place côté fenêtre.
- **Des guides qui savent attendre.** Les plus belles observations récompensent ceux qui ont de la patience et du temps. Nous organisons nos journées pour toujours garder du temps en réserve.
- **Un salaire juste sur la montagne.** Nous sommes partenaires du Kilimanjaro Porters Assistance Project, et nos porteurs reçoivent l'intégralité de leur salaire le dernier jour de chaque ascension.
- **Une entreprise tanzanienne, dirigée par des Tanzaniens.** Notre équipe de 48 guides, chauffeurs, cuisiniers et employés de bureau est tanzanienne, et l'essentiel de ce que vous payez reste en Tanzanie.

## Aujourd'hui

Plus de 20 ans après la première ascension de Joseph, nous accueillons chaque année plus de 500 voyageurs venus du monde entier, et 98 % d'entre eux disent qu'ils voyageraient de nouveau avec nous. Nous sommes agréés par le Tanzania Tourist Board et membres de la Tanzania Association of Tour Operators (TATO).

> « Un safari, ce n'est pas cocher les Big Five sur une liste. C'est l'instant où tout le véhicule se tait. » — Joseph Mollel, fondateur

Venez nous voir à notre bureau de Njiro Road, à Arusha : le café est toujours prêt.
`,
    },
    insurance: {
      title: "Assurance voyage",
      metaDescription:
        "L'assurance voyage qu'il vous faut pour un safari, une ascension du Kilimandjaro ou un trek des gorilles avec Kilele Safaris.",
      body: `## L'assurance voyage est obligatoire

Chaque participant à un voyage Kilele Safaris doit être titulaire d'une assurance voyage valable pour toute la durée du séjour. Merci de nous communiquer avant le départ votre numéro de contrat et le numéro d'urgence de votre assureur, joignable 24 h/24.

## Ce que votre contrat doit couvrir

| Garantie | Safari | Kilimandjaro ou Meru | Trek des gorilles |
|---|---|---|---|
| Frais médicaux (au moins 100 000 USD) | Oui | Oui | Oui |
| Évacuation d'urgence et rapatriement | Oui | Oui | Oui |
| Trekking jusqu'à 6 000 m | - | Oui | - |
| Annulation et interruption de voyage | Recommandé | Recommandé | Recommandé (les permis ne sont pas remboursables) |
| Bagages et effets personnels | Recommandé | Recommandé | Recommandé |

**Kilimandjaro :** de nombreux contrats standard s'arrêtent à 3 000 ou 4 000 mètres. Vérifiez que le vôtre couvre le trekking (et non l'alpinisme avec cordes) jusqu'à 6 000 mètres, secours en hélicoptère compris.

## Ce que nous incluons

- Tous nos safaris comprennent une **assurance d'évacuation Flying Doctors (AMREF)** pour toute leur durée : elle prend en charge un avion sanitaire vers un hôpital d'Arusha ou de Nairobi.
- Les ascensions du Kilimandjaro comprennent les **frais de secours** du parc, qui couvrent l'évacuation de la montagne sur civière jusqu'à la porte du parc.

Ni l'une ni l'autre ne remplace une assurance voyage : elles ne couvrent ni les frais d'hospitalisation, ni le vol de retour, ni l'annulation.

## Des questions ?

En cas de doute, écrivez-nous avant de souscrire un contrat : nous examinerons volontiers les conditions avec vous.
`,
    },
    conservation: {
      title: "Conservation et communautés",
      metaDescription:
        "Comment Kilele Safaris soutient la protection de la faune, le bien-être des porteurs et les communautés du nord de la Tanzanie.",
      body: `## Un voyage qui donne en retour

La Tanzanie consacre près d'un tiers de son territoire à la protection de la faune sauvage. Ce choix ne peut durer que si les populations qui vivent aux abords des parcs en tirent profit. Voici ce que nous faisons.

### Sur la montagne

- Partenaire du **Kilimanjaro Porters Assistance Project (KPAP)** : salaires équitables, charges limitées à 20 kg, nourriture et abri dignes de ce nom, et contrôle indépendant de chaque ascension.
- Chaque expédition redescend tous ses déchets de la montagne, et nos équipes participent deux fois par an aux journées de nettoyage du parc.

### Dans les parcs

- Nous respectons les règles des parcs sur les distances et la conduite hors piste, et nos guides ne s'agglutinent pas autour d'une observation : pas plus de cinq minutes lorsque d'autres véhicules attendent.
- **10 USD sur chaque réservation de safari** sont reversés à un fonds de lutte contre le braconnage et de recherche sur la faune dans l'écosystème du Tarangire.

### Avec les communautés

- Les visites culturelles sont organisées avec les communautés elles-mêmes, qui fixent le programme et perçoivent directement les droits de visite.
- Nous achetons légumes, œufs et café aux fermes des environs de Karatu et d'Arusha.
- Nous prenons en charge les frais de scolarité de 24 enfants de nos équipes et des villages partenaires.

> En Afrique, la conservation n'est pas une affaire de clôtures. Toute la question est de savoir si une famille qui vit à côté d'un parc s'en porte mieux.

## Voyager léger

Apportez une gourde réutilisable (nous fournissons de l'eau filtrée), évitez le plastique à usage unique, interdit en Tanzanie, et demandez la permission avant de photographier quelqu'un.
`,
    },
    terms: {
      title: "Conditions générales",
      metaDescription:
        "Conditions générales de réservation de Kilele Safaris, organisateur de voyages agréé à Arusha, en Tanzanie.",
      body: `## 1. Qui sommes-nous

Kilele Safaris Ltd est un organisateur de voyages immatriculé en Tanzanie et agréé par le Tanzania Tourist Board, dont le bureau se trouve sur Njiro Road, à Arusha. Les présentes conditions s'appliquent à toute réservation effectuée auprès de nous.

## 2. Réservation et paiement

1. Une réservation est confirmée lorsque nous recevons un **acompte de 30 %** et vous envoyons une confirmation de réservation portant une référence de réservation.
2. Le **solde est dû 60 jours avant le départ**. Pour les réservations effectuées plus tard, la totalité est due immédiatement.
3. Les prix sont indiqués par personne en dollars américains. Les prix affichés dans d'autres devises sont donnés à titre indicatif.
4. Les droits d'entrée des parcs sont fixés par les autorités et peuvent changer ; s'ils augmentent après votre réservation, nous pouvons vous répercuter la différence, en vous en avertissant au préalable.

## 3. Annulation de votre fait

| Délai avant le départ | Frais d'annulation |
|---|---|
| Plus de 60 jours | Acompte |
| De 30 à 60 jours | 50 % du prix total |
| Moins de 30 jours | 100 % du prix total |

Les permis achetés en votre nom (par exemple les permis gorilles) ne sont pas remboursables une fois émis.

## 4. Modifications et annulation de notre fait

Nous pouvons être amenés à modifier un itinéraire en raison de la météo, de l'état des routes, des règles des parcs ou pour des raisons de sécurité. Nous vous proposerons alors une solution de remplacement de niveau équivalent. Si nous annulons un départ, vous pouvez choisir une autre date ou un remboursement intégral.

## 5. Vos responsabilités

- Être en possession d'un passeport et d'un visa valides, et des vaccinations exigées pour l'entrée dans le pays.
- Être titulaire d'une assurance voyage conforme à ce qu'indique notre page Assurance.
- Nous signaler tout problème de santé pouvant avoir une incidence sur le voyage, en particulier avant une ascension.
- Suivre les consignes de votre guide en matière de sécurité et de règles des parcs.

## 6. Responsabilité

Nous choisissons nos prestataires et nos équipes avec soin. Nous ne saurions être tenus responsables des pertes causées par des événements indépendants de notre volonté, tels que catastrophes naturelles, grèves ou retards de vols, ni par vos propres actes.

## 7. Réclamations

Merci de prévenir immédiatement votre guide ou notre bureau, afin que nous puissions remédier au problème pendant le voyage. Les réclamations écrites doivent nous parvenir dans les 28 jours suivant votre retour.

## 8. Droit applicable

Les présentes conditions sont régies par le droit de la République-Unie de Tanzanie.
`,
    },
    privacy: {
      title: "Politique de confidentialité",
      metaDescription: "Comment Kilele Safaris collecte, utilise et protège vos données personnelles.",
      body: `## Qui sommes-nous

Kilele Safaris Ltd, Njiro Road, Arusha, Tanzanie, est responsable des données personnelles décrites ici. Pour toute question concernant vos données, écrivez-nous à l'adresse e-mail indiquée sur notre page Contact.

## Les données que nous collectons

- **Données de compte et de réservation :** nom, adresse e-mail, numéro de téléphone, ainsi que les noms, dates de naissance, nationalités et informations de passeport des voyageurs, nécessaires aux permis des parcs et aux vols.
- **Informations de santé et régimes alimentaires** que vous choisissez de nous communiquer, utilisées uniquement pour assurer votre sécurité et bien vous nourrir.
- **Données de paiement :** traitées par notre prestataire de paiement ; nous ne voyons ni ne conservons jamais les numéros de carte complets.
- **Lettre d'information :** votre adresse e-mail et, si vous le souhaitez, votre prénom.
- **Utilisation du site :** pages consultées et préférences de langue et de devise, enregistrées dans des cookies et dans votre navigateur.

## Pourquoi nous les utilisons

1. Pour organiser et assurer votre voyage (contrat).
2. Pour vous envoyer les e-mails liés à votre réservation et répondre à vos demandes (contrat et intérêt légitime).
3. Pour vous envoyer la lettre d'information, uniquement si vous y êtes abonné (consentement). Chaque lettre contient un lien de désinscription.
4. Pour respecter nos obligations légales, comme la tenue de la comptabilité.

## Avec qui nous les partageons

Uniquement avec ceux qui en ont besoin pour assurer votre voyage : les autorités des parcs nationaux, les lodges et les camps, les compagnies aériennes et notre prestataire de paiement. Nous ne vendons jamais vos données.

## Combien de temps nous les conservons

Les dossiers de réservation, sept ans (obligation fiscale) ; les données de la lettre d'information, jusqu'à votre désinscription ; les comptes, jusqu'à ce que vous nous demandiez de les supprimer.

## Vos droits

Vous pouvez à tout moment demander à consulter, rectifier ou supprimer vos données, ou vous opposer à leur utilisation. Si vous résidez dans l'Union européenne ou au Royaume-Uni, vous pouvez également déposer une réclamation auprès de votre autorité de protection des données.

## Cookies

Nous utilisons des cookies pour votre session et vos préférences de langue et de devise. Les cookies de mesure d'audience ne sont déposés qu'avec votre consentement.
`,
    },
  },
};
