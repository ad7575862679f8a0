import type { SeedTranslationSet } from "../types";

// Shared lists, translated once (English originals in ../common.ts).

const SAFARI_INCLUDED = [
  "Privates 4x4-Safarifahrzeug mit Hubdach und Fensterplatz für jeden Gast",
  "Englischsprachiger, professioneller Fahrer-Guide (andere Sprachen auf Anfrage)",
  "Sämtliche Park-, Naturschutz- und Konzessionsgebühren",
  "Unterkünfte wie angegeben, Vollpension während der Safari",
  "Trinkwasser in Flaschen im Fahrzeug",
  "Flughafentransfers vom Kilimanjaro International Airport",
  "Notfall-Evakuierungsschutz der Flying Doctors (AMREF)",
];

const SAFARI_EXCLUDED = [
  "Internationale Flüge und Visagebühren",
  "Reiseversicherung",
  "Trinkgelder für Guides und Camp-Personal",
  "Alkoholische Getränke und persönliche Ausgaben",
  "Optionale Aktivitäten wie Ballonfahrten",
];

const CLIMB_INCLUDED = [
  "Transfers von Moshi oder Arusha zum Gate und zurück",
  "Eintritts-, Camping- und Rettungsgebühren des Kilimandscharo-Nationalparks",
  "Zertifizierte Bergführer (ein Guide für je zwei Bergsteiger), Koch und Träger",
  "Löhne, Verpflegung und Ausrüstung der Träger nach den Standards des Kilimanjaro Porters Assistance Project",
  "Vierjahreszeiten-Bergzelte, Isomatten und ein Speisezelt mit Tisch und Stühlen",
  "Sämtliche Mahlzeiten am Berg und aufbereitetes Trinkwasser",
  "Zweimal täglich Messung von Puls und Sauerstoffsättigung, Notfallsauerstoff und Erste-Hilfe-Set",
  "Gipfelurkunde",
];

const CLIMB_EXCLUDED = [
  "Hotelübernachtungen vor und nach der Besteigung",
  "Schlafsack und Trekkingstöcke (können ausgeliehen werden)",
  "Trinkgelder für die Bergcrew (Richtwert: USD 250–350 pro Bergsteiger)",
  "Reiseversicherung, die Trekking bis 6.000 m abdeckt",
  "Internationale Flüge und Visagebühren",
];

const BEACH_INCLUDED = [
  "Flughafen- und Hoteltransfers auf Sansibar",
  "Unterkünfte wie angegeben mit Frühstück",
  "Geführte Ausflüge wie beschrieben, inklusive Eintrittsgelder",
  "Besucherversicherung der Regierung von Sansibar",
];

const BEACH_EXCLUDED = [
  "Flüge nach und von Sansibar",
  "Mittag- und Abendessen, sofern nicht anders angegeben",
  "Trinkgelder und persönliche Ausgaben",
  "Tauchen und optionaler Wassersport",
];

/** German demo content (decision 089): six tours, four destinations, the FAQs and the content pages. */
export const DE: SeedTranslationSet = {
  tours: {
    "kilimanjaro-machame-route-7-days": {
      title: "Kilimandscharo: Machame-Route in 7 Tagen",
      titleHighlightText: "Machame",
      shortDescription:
        "Die „Whiskey-Route“: Regenwald, Shira-Plateau, Lava Tower und Barranco Wall – mit einem zusätzlichen Tag zur Akklimatisierung.",
      description:
        "Die Machame-Route ist aus gutem Grund die beliebteste Route auf den Kilimandscharo. Sie führt durch dichten Bergregenwald hinauf in die Heidelandschaft des Shira-Plateaus und quert dann die Südflanke des Kibo unterhalb seiner Gletscher – mit ständig wechselnden Ausblicken und dem Prinzip „hoch steigen, tief schlafen“, das fest im Reiseverlauf eingeplant ist.\n\nAm dritten Tag steigen Sie zum Lava Tower auf 4.630 Metern auf, bevor Sie zum Übernachten ins Barranco Camp absteigen. Der vierte Tag beginnt mit der leichten Kletterei über die Barranco Wall, die einschüchternd aussieht, aber keinerlei Klettererfahrung erfordert. Die siebentägige Variante ergänzt eine Nacht im Karanga Camp: So bekommt Ihr Körper die Zeit, die er braucht, und die Gipfelchancen steigen gegenüber der sechstägigen Variante spürbar.\n\nDie Gipfelnacht beginnt um Mitternacht im Barafu Camp. Gegen Sonnenaufgang erreichen Sie den Stella Point am Kraterrand und eine Stunde später den Uhuru Peak, das Dach Afrikas, bevor es über die Mweka-Route wieder hinabgeht.",
      highlights: [
        "Akklimatisierungstag am Lava Tower (4.630 m)",
        "Leichte Kletterei über die Barranco Wall",
        "Sonnenaufgang am Stella Point auf dem Kraterrand",
        "Zusätzliche Nacht in Karanga für eine bessere Akklimatisierung",
        "89 % Gipfelerfolg mit unseren Crews",
      ],
      included: CLIMB_INCLUDED,
      excluded: CLIMB_EXCLUDED,
      days: [
        {
          title: "Vom Machame Gate zum Machame Camp",
          description:
            "Fahrt von Moshi zum Machame Gate (1.800 m) zur Registrierung, dann Aufstieg durch den Regenwald, in dessen Kronendach schwarz-weiße Stummelaffen rufen, bis zum Machame Camp am Waldrand.",
        },
        {
          title: "Vom Machame Camp zum Shira Cave Camp",
          description:
            "Aus dem Wald hinaus in die Zone der Baumheide und über einen steilen Grat hinauf zum Shira-Plateau – mit den ersten weiten Blicken auf den Kibo und auf den Mount Meru, der über den Wolken zu schweben scheint.",
        },
        {
          title: "Von Shira Cave über den Lava Tower zum Barranco Camp",
          description:
            "Der entscheidende Akklimatisierungstag: Aufstieg nach Osten durch die alpine Wüste zum 90 Meter hohen Lavapfropfen des Lava Tower (4.630 m), wo Sie zu Mittag essen, dann Abstieg zwischen Riesensenezien zum Übernachten im Barranco Camp.",
        },
        {
          title: "Über die Barranco Wall zum Karanga Camp",
          description:
            "Leichte Kletterei über die 257 Meter hohe Barranco Wall, an einigen Stellen unter Einsatz der Hände, dann eine kürzere Wanderung über Grate und durch Täler zum Karanga Camp, der letzten Wasserstelle der Route.",
        },
        {
          title: "Von Karanga zum Barafu Camp",
          description:
            "Ein gleichmäßiger Anstieg durch die felsige alpine Wüste nach Barafu (Swahili für „Eis“), dem Basislager auf einem exponierten Grat. Frühes Abendessen, letzte Besprechung und ein paar Stunden Schlaf vor dem Gipfelgang.",
        },
        {
          title: "Gipfeltag: Uhuru Peak und Abstieg nach Mweka",
          description:
            "Aufbruch um Mitternacht im Schein der Stirnlampe, über die Geröllserpentinen hinauf zum Stella Point (5.756 m) am Kraterrand, den Sie bei Sonnenaufgang erreichen, dann am Kraterrand entlang, vorbei an den Gletschern, zum Uhuru Peak (5.895 m). Abstieg nach Barafu zu Rast und heißer Suppe, dann weiter hinunter zum Mweka Camp.",
        },
        {
          title: "Vom Mweka Camp zum Mweka Gate",
          description:
            "Ein Abschiedslied Ihrer Crew, dann hinab durch den Regenwald zum Mweka Gate, wo Sie Ihre Gipfelurkunde erhalten, und zurück nach Moshi zu einer heißen Dusche.",
        },
      ],
    },
    "serengeti-great-migration-safari": {
      title: "Serengeti-Safari zur Großen Migration",
      titleHighlightText: "Großen Migration",
      shortDescription:
        "Mit dem Flugzeug in die Serengeti und vier Nächte am Mara-Fluss, wenn die Gnus ihn durchqueren – von Juli bis Oktober.",
      description:
        "Zwischen Juli und Oktober erreichen die Gnuherden den äußersten Norden der Serengeti, wo nur noch der Mara-Fluss zwischen ihnen und dem Gras der Masai Mara liegt. Die Flussüberquerungen – Tausende Tiere, die sich von steilen Ufern an lauernden Krokodilen vorbei ins Wasser stürzen – gehören zu den größten Naturschauspielen der Erde.\n\nWir fliegen Sie von Arusha nach Seronera und ersparen Ihnen so eine lange Fahrt. Danach geht es einen Tag lang durch die Lobo-Hügel nach Norden zu einem saisonalen Zeltcamp, nur wenige Minuten von den wichtigsten Übergangsstellen bei Kogatende entfernt. Mit drei vollen Tagen am Fluss kann Ihr Guide geduldig am Ufer warten, wenn sich die Herden sammeln – genau das ist das Geheimnis, um eine Überquerung zu erleben.\n\nDie nördliche Serengeti ist zudem hervorragend für Löwen, Geparden und die seltenen Spitzmaulnashörner des Lamai-Dreiecks. Zurück nach Arusha fliegen Sie von der Landepiste in Kogatende.",
      highlights: [
        "Drei volle Tage am Mara-Fluss",
        "Saisonales Camp nahe den Übergangsstellen",
        "Hin- und Rückflug ersparen zwei lange Fahrtage",
        "Das Lamai-Dreieck: selten besucht und wunderschön",
      ],
      included: [
        ...SAFARI_INCLUDED,
        "Linienflüge mit Kleinflugzeugen Arusha–Seronera und Kogatende–Arusha (15 kg in weicher Reisetasche)",
      ],
      excluded: SAFARI_EXCLUDED,
      days: [
        {
          title: "Flug von Arusha in die zentrale Serengeti",
          description:
            "Ein Vormittagsflug von etwa eineinviertel Stunden vom Flughafen Arusha zur Landepiste von Seronera, wo Ihr Guide Sie mit dem Fahrzeug erwartet. Am Nachmittag Pirschfahrt im Seronera-Tal.",
        },
        {
          title: "Nach Norden durch die Lobo-Hügel",
          description:
            "Eine ganztägige Pirschfahrt nach Norden, vorbei an den Granit-Kopjes von Lobo und den Quellen von Bologonja; am Nachmittag erreichen Sie Kogatende. Schon unterwegs begegnet man oft den Herden.",
        },
        {
          title: "Die Flussüberquerungen am Mara",
          description:
            "Ein ganzer Tag am Mara-Fluss mit Picknick. Ihr Guide folgt den Herden, wenn sie sich am Ufer sammeln, und Sie warten – manchmal stundenlang – auf das erste Tier, das springt.",
        },
        {
          title: "Das Lamai-Dreieck",
          description:
            "Über die Brücke am Mara-Fluss geht es ins Lamai-Dreieck zwischen Fluss und kenianischer Grenze: ruhig, grün und Heimat von Löwen, Geparden und einigen wenigen Spitzmaulnashörnern.",
        },
        {
          title: "Ein letzter ganzer Tag am Fluss",
          description:
            "Ein letzter Tag, um den Herden dorthin zu folgen, wo sie gerade den Fluss überqueren – mit einem Sundowner auf einem Hügel am Flussufer.",
        },
        {
          title: "Rückflug nach Arusha",
          description:
            "Eine morgendliche Pirschfahrt auf dem Weg zur Landepiste von Kogatende, dann Flug nach Arusha mit Ankunft gegen 13:00 Uhr.",
        },
      ],
    },
    "northern-circuit-classic-safari": {
      title: "Klassische Northern-Circuit-Safari",
      titleHighlightText: "Klassische",
      shortDescription:
        "Sieben Tage durch Tarangire, Lake Manyara, die Serengeti und den Ngorongoro-Krater: die Safari, die Tansania berühmt gemacht hat.",
      description:
        "Diese Reise haben die meisten Menschen vor Augen, wenn sie von Tansania träumen. Sie beginnt zwischen den Baobabs und Elefantenherden des Tarangire, führt hinab zum Grundwasserwald des Lake Manyara am Fuß des Grabenbruchs und steigt durch das kühle Ngorongoro-Hochland hinauf, bevor sich die endlosen Ebenen der Serengeti öffnen.\n\nZwei volle Tage in der zentralen Serengeti geben Ihrem Guide Zeit, den Löwen im Seronera-Tal zu folgen, in den Leberwurstbäumen nach Leoparden Ausschau zu halten und – je nach Monat – auf die Herden der Migration zu treffen. Zum Abschluss verbringen Sie einen ganzen Tag auf dem Boden des Ngorongoro-Kraters, einem der besten Orte Afrikas, um das Spitzmaulnashorn zu sehen.\n\nSie reisen in einem privaten 4x4-Geländewagen mit Fensterplatz für jeden Gast, übernachten in einer Mischung aus Lodges und Zeltcamps, die wir nach Lage und Service ausgewählt haben, und essen auf dem Rückweg nach Arusha in Mto wa Mbu zu Mittag.",
      highlights: [
        "Elefantenherden und Baobabs im Tarangire",
        "Zwei volle Tage in der zentralen Serengeti",
        "Ein ganzer Tag auf dem Boden des Ngorongoro-Kraters",
        "Nächte im Zeltcamp, begleitet vom Brüllen der Löwen",
        "Mittagessen in der Marktstadt Mto wa Mbu",
      ],
      included: SAFARI_INCLUDED,
      excluded: SAFARI_EXCLUDED,
      days: [
        {
          title: "Von Arusha in den Tarangire-Nationalpark",
          description:
            "Ihr Guide holt Sie um 7:30 Uhr in Ihrem Hotel in Arusha ab; die Fahrt zum Tarangire dauert zwei Stunden. Den Tag verbringen Sie auf Pirschfahrten entlang des Tarangire-Flusses, an dem sich in der Trockenzeit Hunderte Elefanten versammeln, mittags gibt es ein Picknick unter einem Baobab.",
        },
        {
          title: "Lake-Manyara-Nationalpark",
          description:
            "Eine kurze Fahrt zum Lake Manyara und eine Pirschfahrt durch den Grundwasserwald, Heimat großer Paviantrupps und Diademmeerkatzen, dann hinaus ans Seeufer zu Flamingos, Pelikanen und Flusspferden. Den Abend verbringen Sie an der Abbruchkante des Grabenbruchs.",
        },
        {
          title: "Durch das Hochland in die Serengeti",
          description:
            "Fahrt hinauf ins Ngorongoro-Hochland mit Halt am Aussichtspunkt über dem Krater, dann hinab, vorbei an Massai-Dörfern, in die Kurzgrasebenen. Am Naabi Hill Gate erreichen Sie die Serengeti und pirschen weiter bis ins Seronera-Tal.",
        },
        {
          title: "Ganzer Tag in der zentralen Serengeti",
          description:
            "Aufbruch im Morgengrauen, wenn die Raubtiere am aktivsten sind. Im Tal des Seronera-Flusses leben das ganze Jahr über Löwen, Leoparden und Geparden, und Ihr Guide folgt den neuesten Sichtungen. Optional: Ballonfahrt bei Sonnenaufgang (im Voraus buchen).",
        },
        {
          title: "Von der Serengeti an den Rand des Ngorongoro",
          description:
            "Eine letzte morgendliche Pirschfahrt in der Serengeti, dann zurück über die Ebenen zum Rand des Ngorongoro-Kraters auf 2.300 Metern. Wärmen Sie sich am Feuer, während die Sonne über der Caldera untergeht.",
        },
        {
          title: "Im Ngorongoro-Krater",
          description:
            "Sobald das Tor öffnet, geht es 600 Meter hinab in den Krater. Halten Sie Ausschau nach Spitzmaulnashörnern im offenen Grasland, nach Löwen nahe dem Lerai-Wald und nach Flamingos am Magadi-See; Picknick an der Ngoitokitok-Quelle. Am Nachmittag weiter nach Karatu.",
        },
        {
          title: "Von Karatu nach Arusha",
          description:
            "Nach dem Frühstück ein Spaziergang über die Kaffeefarm, Mittagessen in Mto wa Mbu und Rückfahrt nach Arusha, wo Sie gegen 15:00 Uhr ankommen – rechtzeitig für Abendflüge.",
        },
      ],
    },
    "tarangire-lake-manyara-2-day-safari": {
      title: "Tarangire und Lake Manyara: Safari in 2 Tagen",
      shortDescription:
        "Ein zweitägiger Vorgeschmack auf Safari – nah an Arusha und leicht mit einer Besteigung oder einem Flug zu kombinieren.",
      description:
        "Zwei Parks, eine Nacht und keine langen Fahrten: Diese kurze Safari passt zu Reisenden, die vor oder nach dem Kilimandscharo noch ein, zwei Tage Zeit haben, oder zu Geschäftsreisenden in Arusha, die Tansanias Tierwelt erleben möchten.\n\nDen ersten Tag verbringen Sie im Tarangire mit seinen Elefanten, Löwen und uralten Baobabs, den zweiten am Lake Manyara, wo Wald, See und Steilhang einen wunderschönen Kontrast bilden. Am zweiten Tag sind Sie am Nachmittag wieder zurück in Arusha.",
      highlights: [
        "Die Elefanten des Tarangire",
        "Flamingos und Paviane am Lake Manyara",
        "Übernachtung an der Abbruchkante des Grabenbruchs",
        "Bis 15:00 Uhr zurück in Arusha",
      ],
      included: SAFARI_INCLUDED,
      excluded: SAFARI_EXCLUDED,
      days: [
        {
          title: "Tarangire-Nationalpark",
          description:
            "Abholung in Arusha um 7:30 Uhr und ein ganzer Tag auf Pirschfahrt im Tarangire mit Picknick, dann weiter an die Abbruchkante oberhalb des Lake Manyara.",
        },
        {
          title: "Lake-Manyara-Nationalpark",
          description:
            "Morgendliche Pirschfahrt durch Wald und Uferzone des Lake Manyara, dann zurück nach Arusha mit Ankunft gegen 15:00 Uhr.",
        },
      ],
    },
    "zanzibar-stone-town-nungwi-escape": {
      title: "Sansibar: Stone Town und Strandauszeit in Nungwi",
      titleHighlightText: "Sansibar",
      shortDescription:
        "Fünf Tage Gewürze, Geschichte und weißer Sand: der perfekte Abschluss einer Safari oder Bergbesteigung.",
      description:
        "Nach dem Staub der Safaripisten oder der Kälte am Gipfel des Kilimandscharo ist Sansibar die reine Belohnung. Diese fünftägige Verlängerung beginnt in Stone Town, der alten Swahili-Handelsstadt. Ein einheimischer Historiker führt Sie durch die engen Gassen, vorbei an geschnitzten Sansibar-Türen, dem Alten Fort und der anglikanischen Kathedrale, die an der Stelle des letzten Sklavenmarkts errichtet wurde.\n\nAuf einer Gewürzfarm lernen Sie an einem Vormittag, wie Nelken, Muskatnuss, Zimt und Vanille wachsen, bevor Sie die Insel bis nach Nungwi an ihrer Nordspitze durchqueren. Hier kann man bei jedem Gezeitenstand baden, bei Sonnenuntergang segeln die Dhaus hinaus, und das Schnorcheln rund um das Mnemba-Atoll gehört zum Besten, was Ostafrika zu bieten hat.\n\nDie Tage gestalten Sie ganz nach Lust und Laune: ein Tauchgang, ein Kochkurs – oder einfach gar nichts.",
      highlights: [
        "Rundgang durch Stone Town mit einem einheimischen Historiker",
        "Führung über eine Gewürzfarm mit Swahili-Mittagessen",
        "Schnorcheln am Mnemba-Atoll",
        "Dhau-Fahrt bei Sonnenuntergang ab Nungwi",
      ],
      included: [
        ...BEACH_INCLUDED,
        "Schnorchelausflug zum Mnemba-Atoll inklusive Ausrüstung",
        "Dhau-Fahrt bei Sonnenuntergang",
      ],
      excluded: BEACH_EXCLUDED,
      days: [
        {
          title: "Ankunft in Stone Town",
          description:
            "Transfer vom Flughafen zu Ihrem Gästehaus im Viertel Shangani. Am Abend schlendern Sie zu den Forodhani Gardens, wo es am Hafen gegrillte Meeresfrüchte und frischen Zuckerrohrsaft gibt.",
        },
        {
          title: "Stone Town und Gewürzfarm",
          description:
            "Am Vormittag ein Rundgang mit einem einheimischen Historiker: zum Alten Fort, zum House of Wonders, zum Darajani-Markt und zur Gedenkstätte am ehemaligen Sklavenmarkt. Nachmittags Besuch einer Gewürzfarm mit Swahili-Mittagessen, dann weiter nach Nungwi.",
        },
        {
          title: "Schnorcheln am Mnemba-Atoll",
          description:
            "Bootsausflug zum Riff rund um das Mnemba-Atoll zum Schnorcheln zwischen Meeresschildkröten und Rifffischen, mit frischem Obst an Bord.",
        },
        {
          title: "Freier Tag und Dhau-Fahrt bei Sonnenuntergang",
          description:
            "Ein Tag zur freien Verfügung: Besuchen Sie das Schildkröten-Aquarium von Mnarani, probieren Sie einen Tauchgang oder entspannen Sie einfach. Bei Sonnenuntergang segeln Sie auf einer traditionellen Dhau die Küste entlang.",
        },
        {
          title: "Abreise",
          description: "Frühstück und Transfer zum Flughafen (etwa 75 Minuten) für Ihren Heimflug.",
        },
      ],
    },
    "maasai-mto-wa-mbu-cultural-experience": {
      title: "Massai-Tradition und Dorfleben in Mto wa Mbu, 2 Tage",
      shortDescription:
        "Mit dem Fahrrad durch die Felder von Mto wa Mbu, dann ein Vormittag in einer Massai-Boma mit einem Krieger als Guide.",
      description:
        "Mto wa Mbu, der „Fluss der Moskitos“, ist einer der vielfältigsten Orte Tansanias: Familien aus mehr als hundert Volksgruppen haben sich hier niedergelassen, angezogen von den Quellen und dem fruchtbaren Boden. Sie erkunden den Ort mit einem einheimischen Guide auf dem Fahrrad: Bananenplantagen, Reisfelder, die aus den Quellen des Grabenbruchs bewässert werden, eine Holzschnitzerwerkstatt und eine Kostprobe von Mbege, dem lokalen Bananenbier.\n\nAm nächsten Morgen besuchen Sie eine Massai-Boma in der Ebene unterhalb des Steilhangs, geführt von einem jungen Krieger. Sie erfahren, wie ein Gehöft aus Holz, Lehm und Dung gebaut wird, helfen beim Vieh mit und hören, wie die Massai ihre Traditionen mit Schule, Mobiltelefon und einem sich wandelnden Klima in Einklang bringen.",
      highlights: [
        "Fahrradtour durch Mto wa Mbu",
        "Massai-Boma mit einem Krieger als Guide",
        "Mittagessen bei einer einheimischen Familie",
        "Sonnenuntergang über dem Grabenbruch",
      ],
      included: [
        "Transport ab Arusha",
        "Einheimische Guides und Dorfgebühren",
        "Fahrrad und Helm",
        "Unterkunft und Mahlzeiten wie angegeben",
      ],
      excluded: ["Trinkgelder", "Getränke", "Persönliche Einkäufe"],
      days: [
        {
          title: "Mto wa Mbu mit dem Fahrrad",
          description:
            "Fahrt von Arusha nach Mto wa Mbu, dann mit einem einheimischen Guide per Rad durch Felder und Märkte, Mittagessen bei einer Familie zu Hause. Sonnenuntergang von der Abbruchkante aus.",
        },
        {
          title: "Massai-Boma und Rückfahrt",
          description:
            "Ein Vormittag in einem Massai-Gehöft mit einem Krieger als Guide, dann zurück nach Arusha bis 15:00 Uhr.",
        },
      ],
    },
  },

  destinations: {
    serengeti: {
      name: "Serengeti-Nationalpark",
      shortDescription: "Endlose Ebenen, die Große Migration und die höchste Dichte an Großkatzen in Afrika.",
      description:
        "Die Serengeti umfasst 14.763 Quadratkilometer Grasland, Akazienwald und Granit-Kopjes. Ihr Name stammt vom Massai-Wort siringet, „der Ort, an dem das Land endlos weiterläuft“. Jedes Jahr folgen rund 1,5 Millionen Gnus, begleitet von Hunderttausenden Zebras und Gazellen, dem Regen in einem großen Kreis im Uhrzeigersinn durch den Park und bis in die Masai Mara in Kenia.\n\nIm zentralen Seronera-Tal leben das ganze Jahr über Löwen, Leoparden und Geparden. Im Norden, rund um Kogatende, überqueren die Herden zwischen Juli und Oktober den Mara-Fluss; im Süden, rund um Ndutu, kommen im Februar eine halbe Million Kälber zur Welt.",
      highlights: [
        "Flussüberquerungen am Mara (Juli bis Oktober)",
        "Kalbungszeit in den südlichen Ebenen (Januar bis März)",
        "Leoparden in den Leberwurstbäumen des Seronera-Tals",
        "Heißluftballonfahrten bei Sonnenaufgang",
      ],
      wildlife: ["Gnu", "Zebra", "Löwe", "Leopard", "Gepard", "Tüpfelhyäne", "Topi", "Flusspferd"],
      bestTimeNote:
        "Juni bis Oktober für die Trockenzeit und die Flussüberquerungen im Norden, Januar bis März für die Kalbungszeit im Süden. In Seronera sind die Tierbeobachtungen das ganze Jahr über gut.",
    },
    "ngorongoro-crater": {
      name: "Ngorongoro-Krater",
      shortDescription: "Eine 260 Quadratkilometer große Caldera mit rund 25.000 Großtieren auf ihrem Boden.",
      description:
        "Der Ngorongoro-Krater ist die größte intakte, nicht mit Wasser gefüllte vulkanische Caldera der Welt: rund 19 Kilometer im Durchmesser, mit 600 Meter hohen Wänden. Der Kraterrand liegt auf etwa 2.300 Metern und oft in den Wolken; beim Abstieg zum Kraterboden zeigen sich Grasland, der alkalische Magadi-See, der Lerai-Wald aus Fieberakazien und die Ngoitokitok-Quelle.\n\nDer Krater ist einer der besten Orte Afrikas, um das bedrohte Spitzmaulnashorn zu sehen, und seine Löwen, Hyänen und Elefantenbullen mit mächtigen Stoßzähnen lassen sich leicht an einem einzigen Tag beobachten. Zum weitläufigen Ngorongoro-Schutzgebiet, in dem auch Massai-Hirten leben, gehören außerdem die Olduvai-Schlucht und die Ebenen von Ndutu.",
      highlights: [
        "Spitzmaulnashörner auf dem Kraterboden",
        "Flamingos am Magadi-See",
        "Die Olduvai-Schlucht, eine Wiege der Menschheit",
        "Massai-Hirten, die Seite an Seite mit den Wildtieren leben",
      ],
      wildlife: ["Spitzmaulnashorn", "Löwe", "Elefant", "Büffel", "Tüpfelhyäne", "Flamingo", "Goldschakal"],
      bestTimeNote:
        "Das ganze Jahr über lohnend: Die Tiere bleiben im Krater. In den trockenen Monaten von Juni bis Oktober ist es am Kraterrand kühl (nachts um 5 °C).",
    },
    "mount-kilimanjaro": {
      name: "Kilimandscharo",
      shortDescription: "Der höchste Berg Afrikas: Der Uhuru Peak auf 5.895 Metern wird ohne Seil bestiegen.",
      description:
        "Der Kilimandscharo ist ein ruhender Schichtvulkan mit drei Gipfeln: Kibo, Mawenzi und Shira. Sein höchster Punkt, der Uhuru Peak am Kraterrand des Kibo, ist mit 5.895 Metern zugleich der höchste Punkt Afrikas. Klettertechnik ist nicht gefragt: Die Herausforderung ist die Höhe, und die richtige Route sowie genügend Tage zur Akklimatisierung zählen mehr als die Fitness.\n\nBei einer Besteigung durchqueren Sie innerhalb einer Woche fünf Klimazonen: von den bewirtschafteten Ausläufern und dem Bergregenwald der Stummelaffen über die Baumheide und die alpine Wüste bis zu den Gletschern und Eisklippen der Gipfelregion.",
      highlights: [
        "Uhuru Peak, 5.895 m, das Dach Afrikas",
        "Sieben Routen, von gemächlich bis steil",
        "Fünf Klimazonen in einer Woche",
        "Sonnenaufgang über dem Mawenzi vom Stella Point aus",
      ],
      wildlife: ["Schwarz-weißer Stummelaffe", "Diademmeerkatze", "Geierrabe", "Vierstreifen-Grasmaus"],
      bestTimeNote:
        "Januar bis Anfang März sowie Juni bis Oktober sind die trockensten Monate. Gipfelnächte bei Vollmond sind beliebt und als Erste ausgebucht.",
    },
    zanzibar: {
      name: "Sansibar",
      shortDescription:
        "Geschnitzte Türen in Stone Town, Gewürzfarmen und weiße Sandstrände am Indischen Ozean.",
      description:
        "Sansibar ist der perfekte Abschluss einer Safari oder Bergbesteigung. Stone Town, die alte Swahili-Handelsstadt, ist ein Labyrinth aus engen Gassen, geschnitzten Holztüren, omanischen Palästen und dem alten Sklavenmarkt, der heute eine Gedenkstätte ist. Abends füllen sich die Forodhani Gardens mit Garküchen, die am Hafen Meeresfrüchte grillen.\n\nAn der Nordküste rund um Nungwi und Kendwa kann man bei jedem Gezeitenstand baden, während die Ostküste bei Paje und Jambiani weite Gezeitenlagunen, Seetangfarmen und einige der besten Kitesurf-Reviere Ostafrikas bietet.",
      highlights: [
        "Stone Town, UNESCO-Welterbe",
        "Führungen über Gewürzfarmen",
        "Sansibar-Stummelaffen im Jozani-Wald",
        "Dhau-Fahrten bei Sonnenuntergang",
      ],
      wildlife: ["Sansibar-Stummelaffe", "Grüne Meeresschildkröte", "Großer Tümmler", "Aders-Ducker"],
      bestTimeNote:
        "Juni bis Oktober sowie Dezember bis Februar. Im April und Mai fällt die große Regenzeit, und einige Strandhotels schließen.",
    },
  },

  faqs: {
    // Tours' own questions.
    "Is the Barranco Wall dangerous?": {
      question: "Ist die Barranco Wall gefährlich?",
      answer:
        "Technische Kenntnisse sind nicht nötig. Es handelt sich um eine steile Kletterpassage von etwa einer Stunde, bei der Sie an wenigen Stellen die Hände zu Hilfe nehmen, und Ihre Guides zeigen Ihnen jeden Schritt. Viele Bergsteiger sagen, dass ihnen dieser Abschnitt der Route am meisten Spaß gemacht hat.",
    },
    "Can we choose a full-moon summit night?": {
      question: "Können wir eine Gipfelnacht bei Vollmond wählen?",
      answer:
        "Ja. Vollmondtermine sind im Verfügbarkeitskalender markiert und als Erste ausgebucht – buchen Sie also frühzeitig.",
    },
    "Will we see the Great Migration on this safari?": {
      question: "Sehen wir auf dieser Safari die Große Migration?",
      answer:
        "Die Migration zieht vor allem im April und Mai sowie im November und Dezember durch die zentrale Serengeti. In den übrigen Monaten kann Ihr Guide die Herden oft mit einer langen Tagestour erreichen, und die ansässige Tierwelt rund um Seronera ist das ganze Jahr über hervorragend.",
    },
    "Can we add Zanzibar at the end?": {
      question: "Können wir zum Abschluss Sansibar anhängen?",
      answer:
        "Ja. Die meisten Gäste fliegen an Tag 7 oder am nächsten Morgen von Arusha nach Sansibar; der Flug dauert etwa 80 Minuten. Sehen Sie sich dazu unsere Sansibar-Verlängerungen an.",
    },
    "Are river crossings guaranteed?": {
      question: "Sind Flussüberquerungen garantiert?",
      answer:
        "Garantieren kann sie niemand: Die Herden überqueren den Fluss, wann sie wollen. Mit drei vollen Tagen in Kogatende im August oder September erleben die meisten unserer Gäste mindestens eine Überquerung.",
    },

    // General questions (../faqs.ts).
    "How far in advance should I book?": {
      question: "Wie früh sollte ich buchen?",
      answer:
        "Für Juli bis Oktober und die Weihnachtsferien sechs bis neun Monate im Voraus: Die besten Camps und die Vollmondtermine am Kilimandscharo sind zuerst ausgebucht. Außerhalb der Hochsaison genügen oft wenige Wochen.",
    },
    "Can you tailor an itinerary for us?": {
      question: "Können Sie eine Reise individuell für uns zusammenstellen?",
      answer:
        "Ja. Jeder Termin in unserem Kalender lässt sich auch privat buchen, und wir planen regelmäßig Reisen ganz neu: Nennen Sie uns Ihre Reisedaten, Interessen und Ihr Budget über das Kontaktformular oder per WhatsApp.",
    },
    "What is your cancellation policy?": {
      question: "Wie lauten Ihre Stornobedingungen?",
      answer:
        "Bei einer Stornierung mehr als 60 Tage vor Abreise erstatten wir alles außer der Anzahlung; bei 30 bis 60 Tagen 50 % des Gesamtpreises; bei weniger als 30 Tagen erfolgt keine Erstattung. Parkgenehmigungen wie Gorilla-Permits werden nach ihrer Ausstellung nicht erstattet. Die vollständigen Bedingungen finden Sie in unseren AGB.",
    },
    "Do you run group tours or private tours?": {
      question: "Bieten Sie Gruppenreisen oder Privatreisen an?",
      answer:
        "Beides. Unsere festen Termine finden in kleinen Gruppen statt (sechs Gäste pro Safarifahrzeug, bis zu zwölf Bergsteiger am Kilimandscharo). Jede Tour kann auch privat für Ihre eigene Reisegruppe gebucht werden, meist gegen einen geringen Aufpreis.",
    },
    "How much deposit do I pay?": {
      question: "Wie hoch ist die Anzahlung?",
      answer:
        "30 % des Gesamtpreises bei der Buchung, der Restbetrag 60 Tage vor Abreise. Bei Buchungen innerhalb von 60 Tagen vor Abreise ist der volle Betrag sofort fällig.",
    },
    "Which payment methods do you accept?": {
      question: "Welche Zahlungsarten akzeptieren Sie?",
      answer:
        "Online-Kartenzahlung mit Visa und Mastercard sowie Banküberweisung in USD oder EUR. Unsere Preise werden in US-Dollar festgelegt; die übrigen Währungen auf unserer Website dienen nur zur Orientierung.",
    },
    "Are tips included in the price?": {
      question: "Sind Trinkgelder im Preis enthalten?",
      answer:
        "Nein. Trinkgeld ist üblich und macht einen großen Teil des Einkommens der Crews aus. Als Richtwert: Safari-Guides USD 20–30 pro Tag und Gruppe; Kilimandscharo-Crews insgesamt USD 250–350 pro Bergsteiger, überreicht bei einer kleinen Trinkgeld-Zeremonie am letzten Tag.",
    },
    "Do I need vaccinations?": {
      question: "Brauche ich Impfungen?",
      answer:
        "Eine Gelbfieberimpfung ist nur vorgeschrieben, wenn Sie aus einem Land mit Gelbfieberrisiko einreisen oder sich dort mehr als 12 Stunden im Transit aufgehalten haben. Für die Safarigebiete und Sansibar wird eine Malariaprophylaxe empfohlen. Lassen Sie sich sechs bis acht Wochen vor Reiseantritt reisemedizinisch beraten.",
    },
    "Is Tanzania safe for travellers?": {
      question: "Ist Tansania ein sicheres Reiseland?",
      answer:
        "Tansania ist eines der stabilsten und gastfreundlichsten Länder Afrikas. Auf Safari sind Sie immer mit Ihrem Guide unterwegs; in den Städten gelten die üblichen Vorsichtsmaßnahmen für Wertsachen, und nach Einbruch der Dunkelheit nutzen Sie am besten die Taxis, die wir für Sie organisieren.",
    },
    "What happens in a medical emergency on safari?": {
      question: "Was passiert bei einem medizinischen Notfall auf Safari?",
      answer:
        "Jeder Guide ist in Erster Hilfe ausgebildet und hat ein Erste-Hilfe-Set sowie eine Satelliten- oder Mobilfunkverbindung dabei. Alle unsere Safaris beinhalten den Evakuierungsschutz der Flying Doctors (AMREF) für den Transport in ein Krankenhaus in Arusha oder Nairobi.",
    },
    "Which Kilimanjaro route is best for beginners?": {
      question: "Welche Kilimandscharo-Route eignet sich am besten für Einsteiger?",
      answer:
        "Lemosho (8 Tage) oder Machame (7 Tage): Beide bieten ein gutes Akklimatisierungsprofil und herrliche Landschaften. Wer lieber in Hütten als in Zelten übernachtet, wählt Marangu (6 Tage). Mehr dazu lesen Sie in unserem Routenratgeber im Blog.",
    },
    "How do you deal with altitude sickness?": {
      question: "Wie gehen Sie mit der Höhenkrankheit um?",
      answer:
        "Wir steigen langsam, folgen dem Prinzip „hoch steigen, tief schlafen“ und messen zweimal täglich Sauerstoffsättigung und Puls jedes Bergsteigers. Unsere Guides sind darin geschult, die akute Höhenkrankheit zu erkennen, und führen Notfallsauerstoff mit; wer ernsthafte Symptome zeigt, steigt sofort ab.",
    },
    "How are your porters treated?": {
      question: "Wie werden Ihre Träger behandelt?",
      answer:
        "Wir sind Partner des Kilimanjaro Porters Assistance Project (KPAP): Unsere Träger tragen höchstens 20 kg unseres Gepäcks und erhalten faire Löhne, die am letzten Tag vollständig ausgezahlt werden, drei Mahlzeiten am Tag sowie ordentliche Zelte und warme Kleidung.",
    },
    "What should I pack for safari?": {
      question: "Was sollte ich für eine Safari einpacken?",
      answer:
        "Leichte Kleidung in gedeckten Farben für das Zwiebelprinzip, eine warme Fleecejacke für die frühen Morgenstunden, einen breitkrempigen Hut, Sonnenbrille, Sonnenschutz, ein Fernglas und eine weiche Reisetasche (in Kleinflugzeugen sind 15 kg erlaubt). Meiden Sie Dunkelblau und Schwarz, denn diese Farben ziehen Tsetsefliegen an.",
    },
    "What gear do I need for Kilimanjaro?": {
      question: "Welche Ausrüstung brauche ich für den Kilimandscharo?",
      answer:
        "Einen Vierjahreszeiten-Schlafsack für Temperaturen bis -10 °C, eine isolierte Jacke, eine wasserdichte Außenjacke, eingelaufene Wanderschuhe, warme Handschuhe und Mütze, eine Stirnlampe und Trekkingstöcke. Alles außer den Schuhen kann in Moshi ausgeliehen werden. Die Packliste finden Sie in unserem Blog.",
    },
    "Do I need a visa for Tanzania?": {
      question: "Brauche ich ein Visum für Tansania?",
      answer:
        "Die meisten Reisenden benötigen ein Visum, das Sie am besten mindestens einen Monat vor Reiseantritt online über das offizielle E-Visa-Portal Tansanias beantragen. Ein Touristenvisum für die einmalige Einreise kostet USD 50 (USD 100 für Staatsangehörige der Vereinigten Staaten).",
    },
    "Can I combine Tanzania with Kenya, Uganda or Rwanda?": {
      question: "Kann ich Tansania mit Kenia, Uganda oder Ruanda kombinieren?",
      answer:
        "Ja. Für Kenia ist eine elektronische Reisegenehmigung erforderlich; Uganda und Ruanda stellen Visa online oder bei der Ankunft aus. Das East Africa Tourist Visa gilt für Kenia, Uganda und Ruanda, nicht aber für Tansania.",
    },
    "How long must my passport be valid?": {
      question: "Wie lange muss mein Reisepass gültig sein?",
      answer:
        "Mindestens sechs Monate über das Datum Ihrer Ausreise aus Tansania hinaus, mit zwei leeren Seiten.",
    },
  },

  contentPages: {
    story: {
      title: "Unsere Geschichte",
      metaDescription:
        "Wie ein Massai-Guide vom Mount Meru Kilele Safaris in Arusha gründete – und woran wir beim Reisen glauben.",
      body: `## Von den Hängen des Mount Meru

*Kilele* bedeutet auf Swahili „Gipfel“. Unser Gründer Joseph Mollel hütete als Junge das Vieh seiner Familie an den Hängen des Mount Meru und bestieg den Kilimandscharo zum ersten Mal mit neunzehn – als Träger, der 20 kg Gepäck für andere schleppte. 2003 war er lizenzierter Guide; 2010 kaufte er seinen ersten Land Cruiser und gründete Kilele Safaris in einem Büro mit zwei Räumen in Arusha.

## Woran wir glauben

- **Kleine Gruppen.** Nie mehr als sechs Gäste in einem Safarifahrzeug, jeder mit Fensterplatz.
- **Guides, die warten können.** Die schönsten Sichtungen erlebt, wer Geduld und Zeit mitbringt. Wir planen unsere Tage so, dass immer Zeit übrig bleibt.
- **Faire Bezahlung am Berg.** Wir sind Partner des Kilimanjaro Porters Assistance Project, und die Löhne unserer Träger werden am letzten Tag jeder Besteigung vollständig ausgezahlt.
- **In tansanischer Hand.** Unser Team aus 48 Guides, Fahrern, Köchen und Büromitarbeitern ist tansanisch, und der größte Teil dessen, was Sie bezahlen, bleibt in Tansania.

## Heute

Mehr als 20 Jahre nach Josephs erster Besteigung begrüßen wir jedes Jahr über 500 Reisende aus aller Welt, und 98 % von ihnen sagen, dass sie wieder mit uns reisen würden. Wir sind vom Tanzania Tourist Board lizenziert und Mitglied der Tanzania Association of Tour Operators (TATO).

> „Bei einer Safari geht es nicht darum, die Big Five abzuhaken. Es geht um den Moment, in dem das ganze Fahrzeug still wird.“ – Joseph Mollel, Gründer

Besuchen Sie uns in unserem Büro an der Njiro Road in Arusha: Der Kaffee steht immer bereit.
`,
    },
    insurance: {
      title: "Reiseversicherung",
      metaDescription:
        "Welche Reiseversicherung Sie für eine Safari, eine Besteigung des Kilimandscharo oder ein Gorilla-Trekking mit Kilele Safaris brauchen.",
      body: `## Eine Reiseversicherung ist Pflicht

Alle Reisenden auf einer Reise mit Kilele Safaris müssen eine Reiseversicherung abschließen, die für die gesamte Reisedauer gilt. Bitte senden Sie uns vor der Abreise Ihre Versicherungsnummer und die 24-Stunden-Notrufnummer Ihres Versicherers.

## Was Ihre Versicherung abdecken sollte

| Leistung | Safari | Kilimandscharo oder Meru | Gorilla-Trekking |
|---|---|---|---|
| Behandlungskosten (mindestens USD 100.000) | Ja | Ja | Ja |
| Notfallevakuierung und Rücktransport | Ja | Ja | Ja |
| Trekking bis 6.000 m | - | Ja | - |
| Reiserücktritt und Reiseabbruch | Empfohlen | Empfohlen | Empfohlen (Permits werden nicht erstattet) |
| Gepäck und persönliche Gegenstände | Empfohlen | Empfohlen | Empfohlen |

**Kilimandscharo:** Viele Standardpolicen gelten nur bis 3.000 oder 4.000 Meter. Prüfen Sie, ob Ihre Versicherung Trekking (nicht Bergsteigen mit Seil) bis 6.000 Meter abdeckt, einschließlich Hubschrauberrettung.

## Was bei uns inbegriffen ist

- Alle Safaris beinhalten für die Dauer der Safari den **Evakuierungsschutz der Flying Doctors (AMREF)**, der einen Ambulanzflug in ein Krankenhaus in Arusha oder Nairobi bezahlt.
- Kilimandscharo-Besteigungen beinhalten die **Rettungsgebühr** des Parks, die den Abtransport vom Berg per Trage bis zum Gate abdeckt.

Keines von beiden ersetzt eine Reiseversicherung: Krankenhausrechnungen, Heimflüge und Stornierungen sind damit nicht abgedeckt.

## Fragen?

Schreiben Sie uns, bevor Sie eine Police abschließen, wenn Sie unsicher sind; wir sehen uns die Versicherungsbedingungen gern gemeinsam mit Ihnen an.
`,
    },
    conservation: {
      title: "Naturschutz und Gemeinschaft",
      metaDescription:
        "Wie Kilele Safaris den Schutz der Wildtiere, faire Bedingungen für Träger und die Gemeinden im Norden Tansanias unterstützt.",
      body: `## Reisen, das etwas zurückgibt

Tansania stellt fast ein Drittel seiner Fläche zum Schutz der Wildtiere zur Verfügung. Diese Entscheidung hat nur Bestand, wenn die Menschen, die neben den Parks leben, davon profitieren. Das tun wir dafür.

### Am Berg

- Partner des **Kilimanjaro Porters Assistance Project (KPAP)**: faire Löhne, eine Traglast von höchstens 20 kg, ordentliche Verpflegung und Unterkunft sowie eine unabhängige Kontrolle jeder Besteigung.
- Bei jeder Besteigung nehmen wir sämtlichen Müll wieder mit vom Berg, und unsere Crews beteiligen sich zweimal im Jahr an den Aufräumtagen des Parks.

### In den Parks

- Wir halten uns an die Parkregeln zu Abständen und zum Fahren abseits der Pisten, und unsere Guides bedrängen keine Sichtung: höchstens fünf Minuten, wenn andere Fahrzeuge warten.
- **USD 10 jeder Safaribuchung** fließen in einen Fonds für Wildereibekämpfung und Wildtierforschung im Tarangire-Ökosystem.

### Mit den Gemeinden

- Kulturbesuche werden mit den Gemeinden selbst vereinbart; sie bestimmen das Programm und erhalten die Gebühren direkt.
- Wir kaufen Gemüse, Eier und Kaffee von Farmen rund um Karatu und Arusha.
- Wir übernehmen das Schulgeld für 24 Kinder aus den Familien unserer Crews und aus unseren Partnerdörfern.

> Naturschutz in Afrika hat nichts mit Zäunen zu tun. Es geht darum, ob es einer Familie, die neben einem Park lebt, dadurch besser geht.

## Sanft reisen

Bringen Sie eine wiederbefüllbare Flasche mit (wir stellen gefiltertes Wasser bereit), verzichten Sie auf Einwegplastik, das in Tansania verboten ist, und fragen Sie, bevor Sie Menschen fotografieren.
`,
    },
    terms: {
      title: "Allgemeine Geschäftsbedingungen",
      metaDescription:
        "Buchungs- und Geschäftsbedingungen von Kilele Safaris, einem lizenzierten Reiseveranstalter in Arusha, Tansania.",
      body: `## 1. Über uns

Kilele Safaris Ltd ist ein in Tansania registrierter und vom Tanzania Tourist Board lizenzierter Reiseveranstalter mit Sitz an der Njiro Road in Arusha. Diese Bedingungen gelten für jede Buchung bei uns.

## 2. Buchung und Zahlung

1. Eine Buchung ist bestätigt, sobald wir eine **Anzahlung von 30 %** erhalten und Ihnen eine Buchungsbestätigung mit Buchungsnummer zugesandt haben.
2. Der **Restbetrag ist 60 Tage vor Abreise fällig**. Bei späteren Buchungen ist der volle Betrag sofort fällig.
3. Die Preise verstehen sich pro Person in US-Dollar. In anderen Währungen angezeigte Preise dienen nur zur Orientierung.
4. Parkgebühren werden von den Behörden festgelegt und können sich ändern; steigen sie nach Ihrer Buchung, können wir die Differenz nach vorheriger Mitteilung an Sie weitergeben.

## 3. Stornierung durch Sie

| Stornierung vor Abreise | Stornogebühr |
|---|---|
| Mehr als 60 Tage | Anzahlung |
| 30 bis 60 Tage | 50 % des Gesamtpreises |
| Weniger als 30 Tage | 100 % des Gesamtpreises |

Für Sie erworbene Genehmigungen (zum Beispiel Gorilla-Permits) werden nach ihrer Ausstellung nicht erstattet.

## 4. Änderungen und Absagen durch uns

Wetter, Straßenverhältnisse, Parkvorschriften oder Sicherheitsgründe können uns zwingen, einen Reiseverlauf zu ändern. Wir bieten Ihnen dann eine gleichwertige Alternative an. Sagen wir einen Termin ab, können Sie zwischen einem anderen Termin und einer vollständigen Erstattung wählen.

## 5. Ihre Pflichten

- Sie besitzen einen gültigen Reisepass, ein Visum und die für die Einreise vorgeschriebenen Impfungen.
- Sie haben eine Reiseversicherung abgeschlossen, wie auf unserer Seite zur Reiseversicherung beschrieben.
- Sie informieren uns über alle für die Reise relevanten gesundheitlichen Beschwerden, insbesondere vor einer Besteigung.
- Sie befolgen die Anweisungen Ihres Guides zu Sicherheit und Parkregeln.

## 6. Haftung

Wir wählen unsere Leistungsträger und Crews sorgfältig aus. Wir haften nicht für Schäden durch Ereignisse außerhalb unseres Einflussbereichs, etwa Naturkatastrophen, Streiks oder Flugverspätungen, oder durch Ihr eigenes Handeln.

## 7. Beschwerden

Bitte wenden Sie sich umgehend an Ihren Guide oder unser Büro, damit wir Probleme noch während der Reise beheben können. Schriftliche Beschwerden sollten uns innerhalb von 28 Tagen nach Ihrer Rückkehr erreichen.

## 8. Anwendbares Recht

Für diese Bedingungen gilt das Recht der Vereinigten Republik Tansania.
`,
    },
    privacy: {
      title: "Datenschutzerklärung",
      metaDescription: "Wie Kilele Safaris Ihre personenbezogenen Daten erhebt, verwendet und schützt.",
      body: `## Wer wir sind

Verantwortlich für die hier beschriebenen personenbezogenen Daten ist Kilele Safaris Ltd, Njiro Road, Arusha, Tansania. Bei Fragen zu Ihren Daten erreichen Sie uns unter der E-Mail-Adresse auf unserer Kontaktseite.

## Welche Daten wir erheben

- **Konto- und Buchungsdaten:** Name, E-Mail-Adresse, Telefonnummer sowie Namen, Geburtsdaten, Staatsangehörigkeiten und Passdaten der Reisenden, die wir für Parkgenehmigungen und Flüge benötigen.
- **Angaben zu Gesundheit und Ernährung**, die Sie uns freiwillig mitteilen und die wir ausschließlich dafür nutzen, dass Sie sicher reisen und gut verpflegt werden.
- **Zahlungsdaten:** werden von unserem Zahlungsdienstleister verarbeitet; vollständige Kartennummern sehen oder speichern wir nie.
- **Newsletter:** Ihre E-Mail-Adresse und, falls angegeben, Ihr Vorname.
- **Nutzung der Website:** besuchte Seiten sowie Ihre Sprach- und Währungseinstellungen, gespeichert in Cookies und in Ihrem Browser.

## Wozu wir sie verwenden

1. Um Ihre Reise zu organisieren und durchzuführen (Vertrag).
2. Um Buchungs-E-Mails zu versenden und Anfragen zu beantworten (Vertrag und berechtigtes Interesse).
3. Um Ihnen den Newsletter zu senden, nur wenn Sie ihn abonniert haben (Einwilligung). Jeder Newsletter enthält einen Link zum Abmelden.
4. Um gesetzliche Pflichten zu erfüllen, etwa zur Buchführung.

## An wen wir sie weitergeben

Nur an diejenigen, die sie für die Durchführung Ihrer Reise benötigen: Nationalparkbehörden, Lodges und Camps, Fluggesellschaften und unseren Zahlungsdienstleister. Wir verkaufen Ihre Daten niemals.

## Wie lange wir sie speichern

Buchungsunterlagen sieben Jahre lang (Steuerrecht); Newsletter-Daten bis zu Ihrer Abmeldung; Konten, bis Sie uns um Löschung bitten.

## Ihre Rechte

Sie können jederzeit verlangen, Ihre Daten einzusehen, zu berichtigen oder zu löschen, oder ihrer Verwendung widersprechen. Wenn Sie sich in der Europäischen Union oder im Vereinigten Königreich befinden, können Sie sich außerdem bei Ihrer Datenschutzaufsichtsbehörde beschweren.

## Cookies

Wir verwenden Cookies für Ihre Sitzung sowie für Ihre Sprach- und Währungseinstellungen. Analyse-Cookies setzen wir nur mit Ihrer Einwilligung.
`,
    },
  },
};
