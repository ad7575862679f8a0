import type { SeedTranslationSet } from "../types";

const SAFARI_INCLUDED_ES = [
  "Vehículo 4x4 privado de safari con techo elevable y asiento de ventanilla para todos",
  "Conductor-guía profesional de habla inglesa (otros idiomas bajo petición)",
  "Todas las tasas de parques, de conservación y de concesión",
  "Alojamiento según el programa, en pensión completa durante el safari",
  "Agua embotellada en el vehículo",
  "Traslados desde y hacia el Aeropuerto Internacional del Kilimanjaro",
  "Cobertura de evacuación de emergencia de Flying Doctors (AMREF)",
];

const SAFARI_EXCLUDED_ES = [
  "Vuelos internacionales y tasas de visado",
  "Seguro de viaje",
  "Propinas para los guías y el personal de los campamentos",
  "Bebidas alcohólicas y gastos personales",
  "Actividades opcionales, como los vuelos en globo",
];

const CLIMB_INCLUDED_ES = [
  "Traslados desde Moshi o Arusha hasta la puerta del parque y regreso",
  "Entrada al Parque Nacional del Kilimanjaro y tasas de acampada y de rescate",
  "Guías de montaña certificados (un guía por cada dos escaladores), cocinero y porteadores",
  "Salarios, comida y equipo de los porteadores según los estándares del Kilimanjaro Porters Assistance Project",
  "Tiendas de montaña de cuatro estaciones, esterillas y tienda comedor con mesa y sillas",
  "Todas las comidas en la montaña y agua potable purificada",
  "Control con pulsioxímetro dos veces al día, oxígeno de emergencia y botiquín de primeros auxilios",
  "Certificado de cumbre",
];

const CLIMB_EXCLUDED_ES = [
  "Noches de hotel antes y después de la ascensión",
  "Saco de dormir y bastones de trekking (disponibles en alquiler)",
  "Propinas para el equipo de montaña (orientativo: 250–350 USD por escalador)",
  "Seguro de viaje que cubra el trekking hasta 6.000 m",
  "Vuelos internacionales y tasas de visado",
];

const BEACH_INCLUDED_ES = [
  "Traslados al aeropuerto de Zanzíbar y entre hoteles",
  "Alojamiento según el programa, con desayuno",
  "Excursiones guiadas según la descripción, con entradas incluidas",
  "Seguro para visitantes del Gobierno de Zanzíbar",
];

const BEACH_EXCLUDED_ES = [
  "Vuelos de ida y vuelta a Zanzíbar",
  "Almuerzos y cenas, salvo que se indique lo contrario",
  "Propinas y gastos personales",
  "Buceo y deportes acuáticos opcionales",
];

/** Spanish demo content (decision 089): six tours, four destinations, the FAQs and the content pages. */
export const ES: SeedTranslationSet = {
  tours: {
    "kilimanjaro-machame-route-7-days": {
      title: "Kilimanjaro por la ruta Machame, 7 días",
      titleHighlightText: "Machame",
      shortDescription:
        "La «ruta del whisky»: selva tropical, la meseta de Shira, Lava Tower y la pared de Barranco, con un día extra para aclimatarte.",
      description:
        "Machame es la ruta más popular del Kilimanjaro, y no por casualidad. Asciende por una densa selva tropical de montaña hasta el brezal de la meseta de Shira y después recorre la ladera sur del Kibo bajo sus glaciares, con vistas que cambian a cada paso y el principio de «subir alto, dormir bajo» integrado en el itinerario.\n\nEl tercer día subes hasta Lava Tower, a 4.630 metros, antes de bajar a dormir al campamento Barranco, y el cuarto empieza con la trepada por la pared de Barranco, que impresiona a primera vista pero no exige ninguna técnica de escalada. La versión de siete días añade una noche en el campamento Karanga, que le da a tu cuerpo el tiempo que necesita y mejora notablemente las probabilidades de hacer cumbre respecto a la versión de seis días.\n\nLa noche de cumbre empieza a medianoche en el campamento Barafu. Llegas a Stella Point, en el borde del cráter, hacia el amanecer, y al pico Uhuru, el techo de África, una hora después, antes de descender por la ruta Mweka.",
      highlights: [
        "Día de aclimatación en Lava Tower (4.630 m)",
        "Trepada por la pared de Barranco",
        "Amanecer en Stella Point, en el borde del cráter",
        "Noche extra en Karanga para aclimatarte mejor",
        "89 % de éxito en cumbre con nuestros equipos",
      ],
      included: CLIMB_INCLUDED_ES,
      excluded: CLIMB_EXCLUDED_ES,
      days: [
        {
          title: "De la puerta de Machame al campamento Machame",
          description:
            "Trayecto por carretera desde Moshi hasta la puerta de Machame (1.800 m) para el registro y subida por la selva tropical, donde los colobos blancos y negros llaman desde las copas de los árboles, hasta el campamento Machame, en el límite del bosque.",
        },
        {
          title: "Del campamento Machame al campamento Shira Cave",
          description:
            "Sales del bosque hacia el brezo gigante y cruzas una cresta empinada hasta la meseta de Shira, con las primeras vistas amplias del Kibo y del monte Meru flotando sobre las nubes.",
        },
        {
          title: "De Shira Cave a Lava Tower y el campamento Barranco",
          description:
            "El día clave de la aclimatación: subida hacia el este por el desierto alpino hasta Lava Tower (4.630 m), un tapón volcánico de 90 metros, para almorzar, y descenso entre senecios gigantes para dormir en el campamento Barranco.",
        },
        {
          title: "De la pared de Barranco al campamento Karanga",
          description:
            "Trepada por los 257 metros de la pared de Barranco, con las manos en algunos tramos, y después una caminata más corta por crestas y valles hasta el campamento Karanga, el último punto de agua de la ruta.",
        },
        {
          title: "De Karanga al campamento Barafu",
          description:
            "Subida constante por el pedregoso desierto alpino hasta Barafu («hielo» en suajili), el campamento base, sobre una cresta expuesta. Cena temprana, última charla informativa y a dormir antes de la cumbre.",
        },
        {
          title: "Día de cumbre: pico Uhuru y descenso a Mweka",
          description:
            "Salida a medianoche con linterna frontal por los zigzags de gravilla hasta Stella Point (5.756 m), en el borde del cráter, al amanecer, y después por el borde, junto a los glaciares, hasta el pico Uhuru (5.895 m). Descenso a Barafu para descansar y tomar una sopa, y luego hasta el campamento Mweka.",
        },
        {
          title: "Del campamento Mweka a la puerta de Mweka",
          description:
            "Una canción de despedida de tu equipo y descenso por la selva hasta la puerta de Mweka, donde recoges tu certificado de cumbre; después, regreso a Moshi para darte una ducha caliente.",
        },
      ],
    },
    "serengeti-great-migration-safari": {
      title: "Safari de la Gran Migración en el Serengeti",
      titleHighlightText: "Gran Migración",
      shortDescription:
        "Vuela al Serengeti y pasa cuatro noches junto al río Mara para ver los cruces de los ñus, de julio a octubre.",
      description:
        "Entre julio y octubre, las manadas de ñus llegan al extremo norte del Serengeti, donde el río Mara se interpone entre ellas y los pastos del Masái Mara. Los cruces, con miles de animales lanzándose desde orillas escarpadas ante los cocodrilos que aguardan, son uno de los mayores espectáculos de fauna del planeta.\n\nTe llevamos en avioneta de Arusha a Seronera para ahorrarte un largo trayecto por carretera y después dedicamos un día a recorrer hacia el norte las colinas de Lobo hasta un campamento de tiendas de temporada, a pocos minutos de los principales puntos de cruce de Kogatende. Con tres días completos junto al río, tu guía puede esperar con paciencia en la orilla mientras las manadas se concentran, y ese es el secreto para ver un cruce.\n\nEl norte del Serengeti es también excelente para ver leones, guepardos y el escaso rinoceronte negro del triángulo de Lamai. El regreso a Arusha es en avioneta desde la pista de Kogatende.",
      highlights: [
        "Tres días completos en el río Mara",
        "Campamento de temporada cerca de los puntos de cruce",
        "Los vuelos de ida y vuelta te ahorran dos largas jornadas de carretera",
        "El triángulo de Lamai, precioso y poco visitado",
      ],
      included: [
        ...SAFARI_INCLUDED_ES,
        "Vuelos regulares en avioneta Arusha–Seronera y Kogatende–Arusha (bolsa blanda de 15 kg)",
      ],
      excluded: SAFARI_EXCLUDED_ES,
      days: [
        {
          title: "Vuelo de Arusha al Serengeti central",
          description:
            "Vuelo matinal de aproximadamente una hora y cuarto desde el aeropuerto de Arusha hasta la pista de Seronera, donde te espera tu guía con el vehículo. Safari por la tarde en el valle de Seronera.",
        },
        {
          title: "Hacia el norte por las colinas de Lobo",
          description:
            "Safari de día completo hacia el norte, entre los kopjes de granito de Lobo y los manantiales de Bologonja, hasta llegar a Kogatende por la tarde. Es habitual ver manadas por el camino.",
        },
        {
          title: "Los cruces del río Mara",
          description:
            "Un día completo junto al río Mara con almuerzo de pícnic. Tu guía sigue a las manadas mientras se agolpan en la orilla, y tú esperas, a veces durante horas, a que salte el primer animal.",
        },
        {
          title: "El triángulo de Lamai",
          description:
            "Cruza el puente sobre el río Mara para entrar en el triángulo de Lamai, entre el río y la frontera con Kenia: tranquilo, verde y hogar de leones, guepardos y unos pocos rinocerontes negros.",
        },
        {
          title: "Un último día completo junto al río",
          description:
            "Un último día para seguir a las manadas allí donde estén cruzando, con una copa al atardecer en una colina junto al río.",
        },
        {
          title: "Vuelo de regreso a Arusha",
          description:
            "Safari matinal de camino a la pista de Kogatende para tomar el vuelo a Arusha, con llegada hacia las 13:00.",
        },
      ],
    },
    "northern-circuit-classic-safari": {
      title: "Safari clásico por el circuito norte",
      titleHighlightText: "clásico",
      shortDescription:
        "Siete días por Tarangire, el lago Manyara, el Serengeti y el cráter del Ngorongoro: el safari que hizo famosa a Tanzania.",
      description:
        "Este es el viaje que casi todo el mundo imagina cuando sueña con Tanzania. Empieza entre los baobabs y las manadas de elefantes de Tarangire, baja al bosque de aguas subterráneas del lago Manyara, al pie del valle del Rift, y sube por las frescas tierras altas del Ngorongoro antes de abrirse a las llanuras infinitas del Serengeti.\n\nDos días completos en el Serengeti central dan a tu guía tiempo para seguir a los leones del valle de Seronera, buscar leopardos en los árboles de las salchichas y, según el mes, salir al encuentro de las manadas de la migración. El safari termina con un día completo en el fondo del cráter del Ngorongoro, uno de los mejores lugares de África para ver el rinoceronte negro.\n\nViajas en un 4x4 privado con asiento de ventanilla para todos, te alojas en una combinación de lodges y campamentos de tiendas elegidos por su entorno y su servicio, y terminas con un almuerzo en Mto wa Mbu de regreso a Arusha.",
      highlights: [
        "Manadas de elefantes y baobabs en Tarangire",
        "Dos días completos en el Serengeti central",
        "Un día completo en el fondo del cráter del Ngorongoro",
        "Noches en campamentos de tiendas con el rugido de los leones",
        "Almuerzo en Mto wa Mbu, un animado pueblo de mercado",
      ],
      included: SAFARI_INCLUDED_ES,
      excluded: SAFARI_EXCLUDED_ES,
      days: [
        {
          title: "De Arusha al Parque Nacional de Tarangire",
          description:
            "Tu guía te recoge en tu hotel de Arusha a las 7:30 para las dos horas de trayecto hasta Tarangire. Pasarás el día de safari a lo largo del río Tarangire, donde en la estación seca se reúnen cientos de elefantes, con un almuerzo de pícnic bajo un baobab.",
        },
        {
          title: "Parque Nacional del Lago Manyara",
          description:
            "Un trayecto corto hasta el lago Manyara para recorrer en safari el bosque de aguas subterráneas, hogar de grandes tropas de babuinos y de monos azules, y salir después a la orilla del lago en busca de flamencos, pelícanos e hipopótamos. La noche, en el escarpe del valle del Rift.",
        },
        {
          title: "Por las tierras altas hasta el Serengeti",
          description:
            "Subida por las tierras altas del Ngorongoro, parada en el mirador del cráter y descenso, entre aldeas masáis, hasta las llanuras de hierba corta. Entrada al Serengeti por la puerta de Naabi Hill y safari hasta el valle de Seronera.",
        },
        {
          title: "Día completo en el Serengeti central",
          description:
            "Salida al amanecer, cuando los depredadores están más activos. El valle del río Seronera tiene leones, leopardos y guepardos residentes, y tu guía seguirá los últimos avistamientos. Vuelo opcional en globo al amanecer (resérvalo con antelación).",
        },
        {
          title: "Del Serengeti al borde del Ngorongoro",
          description:
            "Un último safari matinal en el Serengeti y regreso por las llanuras hasta el borde del cráter del Ngorongoro, a 2.300 metros. Entra en calor junto al fuego mientras el sol se pone sobre la caldera.",
        },
        {
          title: "El fondo del cráter del Ngorongoro",
          description:
            "Descenso de 600 metros al interior del cráter en cuanto abre la puerta. Busca rinocerontes negros en la pradera abierta, leones cerca del bosque de Lerai y flamencos en el lago Magadi, con un pícnic junto al manantial de Ngoitokitok. Por la tarde, traslado a Karatu.",
        },
        {
          title: "De Karatu a Arusha",
          description:
            "Paseo por la finca cafetera después del desayuno, almuerzo en Mto wa Mbu y regreso por carretera a Arusha, con llegada hacia las 15:00, a tiempo para los vuelos de la noche.",
        },
      ],
    },
    "tarangire-lake-manyara-2-day-safari": {
      title: "Safari de 2 días por Tarangire y el lago Manyara",
      shortDescription:
        "Un primer sabor del safari en dos días, cerca de Arusha y fácil de encajar antes o después de una ascensión o de un vuelo.",
      description:
        "Dos parques, una noche y ningún trayecto largo: este safari corto es ideal si tienes uno o dos días libres antes o después del Kilimanjaro, o si estás en Arusha por trabajo y quieres ver la fauna de Tanzania.\n\nEl primer día lo pasas en Tarangire, con sus elefantes, leones y baobabs milenarios; el segundo, en el lago Manyara, donde el bosque, el lago y el escarpe forman un contraste precioso. El segundo día estás de vuelta en Arusha a media tarde.",
      highlights: [
        "Los elefantes de Tarangire",
        "Los flamencos y babuinos del lago Manyara",
        "Noche en el escarpe del valle del Rift",
        "De vuelta en Arusha para las 15:00",
      ],
      included: SAFARI_INCLUDED_ES,
      excluded: SAFARI_EXCLUDED_ES,
      days: [
        {
          title: "Parque Nacional de Tarangire",
          description:
            "Recogida en Arusha a las 7:30 y día completo de safari en Tarangire con almuerzo de pícnic; después, continuación hasta el escarpe que domina el lago Manyara.",
        },
        {
          title: "Parque Nacional del Lago Manyara",
          description:
            "Safari matinal por el bosque y la orilla del lago Manyara y regreso a Arusha hacia las 15:00.",
        },
      ],
    },
    "zanzibar-stone-town-nungwi-escape": {
      title: "Zanzíbar: escapada a Stone Town y la playa de Nungwi",
      titleHighlightText: "Zanzíbar",
      shortDescription:
        "Cinco días de especias, historia y arena blanca: el broche perfecto para un safari o una ascensión.",
      description:
        "Después del polvo de las pistas de safari o del frío de la cumbre del Kilimanjaro, Zanzíbar es pura recompensa. Esta extensión de cinco días empieza en Stone Town, la antigua ciudad comercial suajili, donde un historiador local te guía por sus callejuelas, entre puertas zanzibareñas talladas, el Fuerte Viejo y la catedral anglicana levantada donde estuvo el último mercado de esclavos.\n\nUna mañana en una granja de especias te enseña a reconocer el clavo, la nuez moscada, la canela y la vainilla en la planta, antes de cruzar la isla hasta Nungwi, en su extremo norte. Aquí se puede nadar en la playa con cualquier marea, los dhows zarpan al atardecer y el esnórquel en el atolón de Mnemba es de los mejores de África Oriental.\n\nLos días son tuyos para llenarlos como quieras: una inmersión, una clase de cocina o, sencillamente, nada.",
      highlights: [
        "Paseo por Stone Town con un historiador local",
        "Visita a una granja de especias y almuerzo suajili",
        "Esnórquel en el atolón de Mnemba",
        "Crucero en dhow al atardecer desde Nungwi",
      ],
      included: [
        ...BEACH_INCLUDED_ES,
        "Excursión de esnórquel al atolón de Mnemba con equipo",
        "Crucero en dhow al atardecer",
      ],
      excluded: BEACH_EXCLUDED_ES,
      days: [
        {
          title: "Llegada a Stone Town",
          description:
            "Traslado del aeropuerto a tu casa de huéspedes en el barrio de Shangani. Por la noche, paseo hasta los jardines de Forodhani para tomar marisco a la parrilla y jugo de caña de azúcar junto al puerto.",
        },
        {
          title: "Paseo por Stone Town y granja de especias",
          description:
            "Paseo matinal con un historiador local por el Fuerte Viejo, la Casa de las Maravillas, el mercado de Darajani y el memorial del mercado de esclavos. Por la tarde, visita a una granja de especias con almuerzo suajili y continuación hasta Nungwi.",
        },
        {
          title: "Esnórquel en el atolón de Mnemba",
          description:
            "Excursión en barco al arrecife que rodea el atolón de Mnemba para hacer esnórquel entre tortugas y peces de arrecife, con fruta fresca a bordo.",
        },
        {
          title: "Día libre y crucero en dhow al atardecer",
          description:
            "Un día a tu aire: visita el acuario de tortugas de Mnarani, prueba a bucear o, simplemente, descansa. Al atardecer, navega a lo largo de la costa en un dhow tradicional.",
        },
        {
          title: "Salida",
          description: "Desayuno y traslado al aeropuerto (unos 75 minutos) para tu vuelo de regreso.",
        },
      ],
    },
    "maasai-mto-wa-mbu-cultural-experience": {
      title: "Herencia masái y el pueblo de Mto wa Mbu, 2 días",
      shortDescription:
        "Recorre en bicicleta las granjas de Mto wa Mbu y pasa una mañana en un boma masái con un guerrero como guía.",
      description:
        "Mto wa Mbu, «río de los mosquitos», es una de las localidades más diversas de Tanzania, con familias de más de cien grupos étnicos atraídas por sus manantiales y su tierra fértil. La recorrerás en bicicleta con un guía local: plantaciones de plátano, arrozales regados por los manantiales del valle del Rift, un taller de tallistas y una degustación de mbege, la cerveza local de plátano.\n\nA la mañana siguiente visitarás un boma masái en las llanuras que se extienden bajo el escarpe, con un joven guerrero como guía. Aprenderás cómo se construye una vivienda con madera, barro y estiércol, echarás una mano con el ganado y escucharás cómo los masáis equilibran la tradición con la escuela, los teléfonos móviles y un clima que cambia.",
      highlights: [
        "Recorrido en bicicleta por Mto wa Mbu",
        "Boma masái con un guerrero como guía",
        "Almuerzo local con una familia",
        "Atardecer sobre el valle del Rift",
      ],
      included: [
        "Transporte desde Arusha",
        "Guías locales y tasas de las aldeas",
        "Bicicleta y casco",
        "Alojamiento y comidas según el programa",
      ],
      excluded: ["Propinas", "Bebidas", "Compras personales"],
      days: [
        {
          title: "Mto wa Mbu en bicicleta",
          description:
            "Trayecto de Arusha a Mto wa Mbu y recorrido en bicicleta con un guía local entre granjas y mercados, con almuerzo en casa de una familia. Atardecer desde el escarpe.",
        },
        {
          title: "Boma masái y regreso",
          description:
            "Una mañana en un poblado masái con un guerrero como guía y regreso a Arusha para las 15:00.",
        },
      ],
    },
  },

  destinations: {
    serengeti: {
      name: "Parque Nacional del Serengeti",
      shortDescription:
        "Llanuras infinitas, la Gran Migración y la mayor densidad de grandes felinos de África.",
      description:
        "El Serengeti abarca 14.763 kilómetros cuadrados de praderas, bosques de acacias y kopjes de granito. Su nombre procede de la palabra masái siringet, «el lugar donde la tierra se extiende para siempre». Cada año, alrededor de 1,5 millones de ñus, junto con cientos de miles de cebras y gacelas, siguen las lluvias en un gran circuito en el sentido de las agujas del reloj que recorre el parque y se adentra en el Masái Mara de Kenia.\n\nEl valle central de Seronera tiene leones, leopardos y guepardos residentes durante todo el año. En la zona norte de Kogatende, las manadas cruzan el río Mara entre julio y octubre; en el sur, en torno a Ndutu, nace medio millón de crías en febrero.",
      highlights: [
        "Cruces del río Mara (de julio a octubre)",
        "Temporada de partos en las llanuras del sur (de enero a marzo)",
        "Leopardos en los árboles de las salchichas del valle de Seronera",
        "Vuelos en globo aerostático al amanecer",
      ],
      wildlife: ["Ñu", "Cebra", "León", "Leopardo", "Guepardo", "Hiena manchada", "Topi", "Hipopótamo"],
      bestTimeNote:
        "De junio a octubre, por la estación seca y los cruces del río en el norte; de enero a marzo, por los partos en el sur. En Seronera hay buena fauna todo el año.",
    },
    "ngorongoro-crater": {
      name: "Cráter del Ngorongoro",
      shortDescription:
        "Una caldera de 260 kilómetros cuadrados con unos 25.000 grandes animales en su fondo.",
      description:
        "El cráter del Ngorongoro es la mayor caldera volcánica intacta y no inundada del mundo: unos 19 kilómetros de diámetro, con paredes de 600 metros de altura. El borde del cráter se alza a unos 2.300 metros, a menudo entre nubes, y el descenso al fondo descubre praderas, el lago alcalino Magadi, el bosque de acacias de la fiebre de Lerai y el manantial de Ngoitokitok.\n\nEs uno de los mejores lugares de África para ver el rinoceronte negro, en peligro de extinción, y sus leones, hienas y grandes elefantes macho de enormes colmillos se ven con facilidad en un solo día. El Área de Conservación del Ngorongoro, más amplia y compartida con pastores masáis, incluye también la garganta de Olduvai y las llanuras de Ndutu.",
      highlights: [
        "Rinocerontes negros en el fondo del cráter",
        "Flamencos en el lago Magadi",
        "La garganta de Olduvai, una cuna de la humanidad",
        "Pastores masáis que conviven con la fauna",
      ],
      wildlife: [
        "Rinoceronte negro",
        "León",
        "Elefante",
        "Búfalo",
        "Hiena manchada",
        "Flamenco",
        "Chacal dorado",
      ],
      bestTimeNote:
        "Bueno todo el año: los animales permanecen en el cráter. En los meses secos, de junio a octubre, hace fresco en el borde (noches cercanas a 5 °C).",
    },
    "mount-kilimanjaro": {
      name: "Monte Kilimanjaro",
      shortDescription:
        "La cumbre más alta de África: el pico Uhuru, a 5.895 metros, se alcanza sin cuerdas.",
      description:
        "El Kilimanjaro es un estratovolcán inactivo con tres conos: Kibo, Mawenzi y Shira. Su cumbre, el pico Uhuru, en el borde del Kibo, es el punto más alto de África, con 5.895 metros. No hace falta escalada técnica: el reto es la altitud, y elegir la ruta adecuada y contar con días suficientes para aclimatarte importa más que la forma física.\n\nUna ascensión atraviesa cinco zonas climáticas en una semana: desde las faldas cultivadas y la selva tropical de montaña de los colobos, pasando por el brezo gigante y el desierto alpino, hasta los glaciares y los acantilados de hielo de la zona de cumbre.",
      highlights: [
        "El pico Uhuru, 5.895 m, el techo de África",
        "Siete rutas, de las más suaves a las más empinadas",
        "Cinco zonas climáticas en una semana",
        "Amanecer sobre el Mawenzi desde Stella Point",
      ],
      wildlife: [
        "Colobo blanco y negro",
        "Mono azul",
        "Cuervo de cuello blanco",
        "Ratón listado de cuatro rayas",
      ],
      bestTimeNote:
        "De enero a principios de marzo y de junio a octubre son los meses más secos. Las noches de cumbre con luna llena son muy solicitadas y se llenan primero.",
    },
    zanzibar: {
      name: "Zanzíbar",
      shortDescription:
        "Las puertas talladas de Stone Town, granjas de especias y playas de arena blanca en el océano Índico.",
      description:
        "Zanzíbar es el final perfecto para un safari o una ascensión. Stone Town, la antigua ciudad comercial suajili, es un laberinto de callejuelas, puertas de madera tallada, palacios omaníes y el antiguo mercado de esclavos, hoy convertido en memorial. Al caer la tarde, los jardines de Forodhani se llenan de puestos que asan marisco junto al puerto.\n\nLa costa norte, en torno a Nungwi y Kendwa, tiene playas donde se puede nadar con cualquier marea, mientras que la costa este, en Paje y Jambiani, ofrece amplias lagunas de marea, cultivos de algas y algunas de las mejores condiciones para el kitesurf de África Oriental.",
      highlights: [
        "Stone Town, Patrimonio de la Humanidad de la UNESCO",
        "Visitas a granjas de especias",
        "Los colobos rojos del bosque de Jozani",
        "Cruceros en dhow al atardecer",
      ],
      wildlife: ["Colobo rojo de Zanzíbar", "Tortuga verde", "Delfín mular", "Cefalofo de Aders"],
      bestTimeNote:
        "De junio a octubre y de diciembre a febrero. En abril y mayo llegan las lluvias largas y algunos hoteles de playa cierran.",
    },
  },

  faqs: {
    // Tours' own questions
    "Is the Barranco Wall dangerous?": {
      question: "¿Es peligrosa la pared de Barranco?",
      answer:
        "No hace falta ninguna técnica. Es una trepada empinada de aproximadamente una hora, con algunos tramos en los que usarás las manos, y tus guías te indicarán dónde poner cada pie. Muchos escaladores dicen que es la parte más divertida de la ruta.",
    },
    "Can we choose a full-moon summit night?": {
      question: "¿Podemos elegir una noche de cumbre con luna llena?",
      answer:
        "Sí. Las salidas con luna llena están marcadas en el calendario de disponibilidad y son las primeras en llenarse, así que reserva con antelación.",
    },
    "Will we see the Great Migration on this safari?": {
      question: "¿Veremos la Gran Migración en este safari?",
      answer:
        "La migración pasa por el Serengeti central sobre todo en abril-mayo y en noviembre-diciembre. En los demás meses, tu guía a menudo puede llegar hasta las manadas en una jornada larga, y la fauna residente de Seronera es excelente todo el año.",
    },
    "Can we add Zanzibar at the end?": {
      question: "¿Podemos añadir Zanzíbar al final?",
      answer:
        "Sí. La mayoría de nuestros viajeros vuela de Arusha a Zanzíbar el día 7 o a la mañana siguiente; el vuelo dura unos 80 minutos. Echa un vistazo a nuestras extensiones a Zanzíbar.",
    },
    "Are river crossings guaranteed?": {
      question: "¿Están garantizados los cruces del río?",
      answer:
        "Nadie puede garantizarlos: las manadas cruzan cuando ellas deciden. Con tres días completos en Kogatende en agosto o septiembre, la mayoría de nuestros viajeros ve al menos un cruce.",
    },

    // General FAQs
    "How far in advance should I book?": {
      question: "¿Con cuánta antelación debo reservar?",
      answer:
        "Para viajar de julio a octubre o en las fiestas de Navidad, con seis a nueve meses de antelación: los mejores campamentos y las fechas de luna llena del Kilimanjaro son los primeros en llenarse. Fuera de la temporada alta, a menudo bastan unas semanas.",
    },
    "Can you tailor an itinerary for us?": {
      question: "¿Es posible diseñar un itinerario a nuestra medida?",
      answer:
        "Sí. Cualquier salida de nuestro calendario se puede reservar en privado, y con frecuencia creamos viajes desde cero: cuéntanos tus fechas, tus intereses y tu presupuesto a través del formulario de contacto o por WhatsApp.",
    },
    "What is your cancellation policy?": {
      question: "¿Cuál es la política de cancelación?",
      answer:
        "Si cancelas con más de 60 días de antelación, te reembolsamos todo excepto el depósito; entre 30 y 60 días antes, el 50 % del total; con menos de 30 días, no hay reembolso. Los permisos de los parques, como los permisos para ver gorilas, no son reembolsables una vez emitidos. Consulta las condiciones completas en nuestra página de Términos y condiciones.",
    },
    "Do you run group tours or private tours?": {
      question: "¿Los viajes son en grupo o privados?",
      answer:
        "Las dos cosas. Nuestras salidas fijas son en grupos reducidos (seis personas por vehículo de safari y hasta doce escaladores en el Kilimanjaro). Además, cualquier viaje puede reservarse en privado para tu propio grupo, normalmente con un pequeño suplemento.",
    },
    "How much deposit do I pay?": {
      question: "¿Cuánto tengo que pagar de depósito?",
      answer:
        "El 30 % del total al reservar y el resto 60 días antes de la salida. En las reservas hechas con menos de 60 días de antelación, el importe completo se paga en el momento.",
    },
    "Which payment methods do you accept?": {
      question: "¿Qué formas de pago se aceptan?",
      answer:
        "Pago en línea con tarjeta Visa y Mastercard, y transferencia bancaria en USD o EUR. Los precios se fijan en dólares estadounidenses; las demás monedas de nuestra web se muestran solo a título orientativo.",
    },
    "Are tips included in the price?": {
      question: "¿Las propinas están incluidas en el precio?",
      answer:
        "No. Dar propina es costumbre y supone una parte importante de los ingresos de los equipos. Como referencia: guías de safari, 20–30 USD al día por grupo; equipos del Kilimanjaro, 250–350 USD por escalador en total, que se entregan en una ceremonia de propinas el último día.",
    },
    "Do I need vaccinations?": {
      question: "¿Necesito vacunarme?",
      answer:
        "La vacuna contra la fiebre amarilla solo es obligatoria si llegas desde un país con riesgo de fiebre amarilla o has pasado más de 12 horas en tránsito por uno. Se recomienda la profilaxis contra la malaria para las zonas de safari y para Zanzíbar. Consulta en un centro de medicina del viajero entre seis y ocho semanas antes de viajar.",
    },
    "Is Tanzania safe for travellers?": {
      question: "¿Es Tanzania un destino seguro?",
      answer:
        "Tanzania es uno de los países más estables y acogedores de África. Durante el safari siempre estás con tu guía; en las ciudades, toma las precauciones habituales con los objetos de valor y, cuando anochezca, usa los taxis que te organizamos.",
    },
    "What happens in a medical emergency on safari?": {
      question: "¿Qué pasa si hay una emergencia médica durante el safari?",
      answer:
        "Todos los guías tienen formación en primeros auxilios y llevan un botiquín y conexión por satélite o móvil. Todos nuestros safaris incluyen la cobertura de evacuación de Flying Doctors (AMREF) hasta un hospital de Arusha o Nairobi.",
    },
    "Which Kilimanjaro route is best for beginners?": {
      question: "¿Qué ruta del Kilimanjaro es la mejor para principiantes?",
      answer:
        "Lemosho (8 días) o Machame (7 días): ambas tienen buenos perfiles de aclimatación y paisajes preciosos. Si prefieres refugios a tiendas, elige Marangu (6 días). Lee nuestra guía de rutas en el blog.",
    },
    "How do you deal with altitude sickness?": {
      question: "¿Cómo se gestiona el mal de altura?",
      answer:
        "Subimos despacio, seguimos itinerarios de «subir alto, dormir bajo» y controlamos la saturación de oxígeno y el pulso de cada escalador dos veces al día. Los guías están formados para reconocer el mal agudo de montaña y llevan oxígeno de emergencia; quien presente síntomas graves desciende de inmediato.",
    },
    "How are your porters treated?": {
      question: "¿Cómo se trata a los porteadores?",
      answer:
        "Somos socios del Kilimanjaro Porters Assistance Project (KPAP): nuestros porteadores cargan como máximo 20 kg de nuestro equipo y reciben salarios justos, pagados íntegramente el último día, tres comidas al día, tiendas adecuadas y ropa de abrigo.",
    },
    "What should I pack for safari?": {
      question: "¿Qué debo llevar en la maleta para un safari?",
      answer:
        "Ropa ligera de colores neutros para vestirte por capas, un forro polar para primera hora de la mañana, un sombrero de ala ancha, gafas de sol, protector solar, prismáticos y una bolsa de viaje blanda (las avionetas admiten 15 kg). Evita el azul oscuro y el negro, que atraen a la mosca tsetsé.",
    },
    "What gear do I need for Kilimanjaro?": {
      question: "¿Qué equipo necesito para el Kilimanjaro?",
      answer:
        "Un saco de dormir de cuatro estaciones para -10 °C, una chaqueta aislante, una chaqueta impermeable, botas de montaña ya domadas, guantes y gorro de abrigo, linterna frontal y bastones de trekking. Todo, excepto las botas, se puede alquilar en Moshi. Consulta la lista de equipaje en nuestro blog.",
    },
    "Do I need a visa for Tanzania?": {
      question: "¿Necesito visado para Tanzania?",
      answer:
        "La mayoría de los visitantes necesita visado, que conviene solicitar en línea a través del portal oficial de visados electrónicos de Tanzania al menos un mes antes del viaje. El visado de turista de una sola entrada cuesta 50 USD (100 USD para los ciudadanos de Estados Unidos).",
    },
    "Can I combine Tanzania with Kenya, Uganda or Rwanda?": {
      question: "¿Puedo combinar Tanzania con Kenia, Uganda o Ruanda?",
      answer:
        "Sí. Kenia exige una autorización electrónica de viaje; Uganda y Ruanda expiden visados en línea o a la llegada. El visado turístico de África Oriental (East Africa Tourist Visa) cubre Kenia, Uganda y Ruanda, pero no Tanzania.",
    },
    "How long must my passport be valid?": {
      question: "¿Cuánto tiempo de validez debe tener mi pasaporte?",
      answer: "Al menos seis meses a partir de la fecha de salida de Tanzania, con dos páginas en blanco.",
    },
  },

  contentPages: {
    story: {
      title: "Nuestra historia",
      metaDescription:
        "Cómo un guía masái de las laderas del monte Meru fundó Kilele Safaris en Arusha, y lo que creemos sobre la manera de viajar.",
      body: `## Desde las laderas del monte Meru

*Kilele* significa «cumbre» en suajili. Nuestro fundador, Joseph Mollel, creció pastoreando el ganado de su familia en las laderas del monte Meru y subió por primera vez al Kilimanjaro a los diecinueve años como porteador, cargando 20 kg del equipaje de otra persona. En 2003 ya era guía con licencia; en 2010 compró su primer Land Cruiser y fundó Kilele Safaris en una oficina de dos habitaciones en Arusha.

## En qué creemos

- **Grupos reducidos.** Nunca más de seis viajeros por vehículo de safari, cada uno con su asiento de ventanilla.
- **Guías que saben esperar.** Los mejores avistamientos llegan a quien tiene paciencia y tiempo. Planificamos los días para que siempre sobre tiempo.
- **Salarios justos en la montaña.** Somos socios del Kilimanjaro Porters Assistance Project, y los salarios de nuestros porteadores se pagan íntegramente el último día de cada ascensión.
- **Empresa tanzana, gestionada por tanzanos.** Nuestro equipo de 48 guías, conductores, cocineros y personal de oficina es tanzano, y la mayor parte de lo que pagas se queda en Tanzania.

## Hoy

Más de 20 años después de la primera ascensión de Joseph, recibimos a más de 500 viajeros al año de todo el mundo, y el 98 % dice que volvería a viajar con nosotros. Tenemos licencia de la Junta de Turismo de Tanzania (Tanzania Tourist Board) y somos miembros de la Asociación de Operadores Turísticos de Tanzania (TATO).

> «Un safari no consiste en tachar de la lista a los Cinco Grandes. Consiste en ese momento en que todo el vehículo se queda en silencio». —Joseph Mollel, fundador

Ven a vernos a nuestra oficina de Njiro Road, en Arusha: siempre hay café recién hecho.
`,
    },
    insurance: {
      title: "Seguro de viaje",
      metaDescription:
        "Qué seguro de viaje necesitas para un safari, una ascensión al Kilimanjaro o un trekking de gorilas con Kilele Safaris.",
      body: `## El seguro de viaje es obligatorio

Todas las personas que viajan con Kilele Safaris deben contar con un seguro de viaje válido durante todo el viaje. Envíanos el número de póliza y el teléfono de emergencias 24 horas de la aseguradora antes de la salida.

## Qué debe cubrir tu póliza

| Cobertura | Safari | Kilimanjaro o Meru | Trekking de gorilas |
|---|---|---|---|
| Gastos médicos (mínimo 100.000 USD) | Sí | Sí | Sí |
| Evacuación de emergencia y repatriación | Sí | Sí | Sí |
| Trekking hasta 6.000 m | - | Sí | - |
| Cancelación e interrupción del viaje | Recomendable | Recomendable | Recomendable (los permisos no son reembolsables) |
| Equipaje y efectos personales | Recomendable | Recomendable | Recomendable |

**Kilimanjaro:** muchas pólizas estándar solo cubren hasta 3.000 o 4.000 metros. Comprueba que la tuya cubra el trekking (no el alpinismo con cuerdas) hasta 6.000 metros, incluido el rescate en helicóptero.

## Qué incluimos nosotros

- Todos los safaris incluyen la **cobertura de evacuación de Flying Doctors (AMREF)** durante todo el safari, que paga una ambulancia aérea hasta un hospital de Arusha o Nairobi.
- Las ascensiones al Kilimanjaro incluyen la **tasa de rescate** del parque, que cubre la evacuación en camilla desde la montaña hasta la puerta.

Ninguna de las dos sustituye al seguro de viaje: no cubren facturas hospitalarias, vuelos de regreso ni cancelaciones.

## ¿Tienes preguntas?

Si tienes dudas, escríbenos antes de contratar una póliza; estaremos encantados de revisar las condiciones contigo.
`,
    },
    conservation: {
      title: "Conservación y comunidad",
      metaDescription:
        "Cómo apoya Kilele Safaris la conservación de la fauna, el bienestar de los porteadores y las comunidades del norte de Tanzania.",
      body: `## Viajes que devuelven algo

Tanzania protege casi un tercio de su territorio para la fauna. Esa decisión solo perdura si quienes viven junto a los parques se benefician de ella. Esto es lo que hacemos.

### En la montaña

- Socios del **Kilimanjaro Porters Assistance Project (KPAP)**: salarios justos, límite de carga de 20 kg, comida y refugio adecuados, y supervisión independiente de cada ascensión.
- En cada ascensión bajamos de la montaña toda la basura, y nuestros equipos participan dos veces al año en las jornadas de limpieza del parque.

### En los parques

- Respetamos las normas de los parques sobre distancias y conducción fuera de pista, y nuestros guías no se amontonan en un avistamiento: no más de cinco minutos cuando hay otros vehículos esperando.
- **10 USD de cada reserva de safari** se destinan a un fondo contra la caza furtiva y para la investigación de la fauna en el ecosistema de Tarangire.

### Con las comunidades

- Las visitas culturales se organizan con las propias comunidades, que fijan el programa y reciben las tarifas directamente.
- Compramos verduras, huevos y café a granjas de los alrededores de Karatu y Arusha.
- Pagamos la escolarización de 24 niños y niñas de las familias de nuestros equipos y de las aldeas asociadas.

> La conservación en África no es cuestión de vallas. Es cuestión de si a una familia que vive junto a un parque le va mejor gracias a él.

## Viaja dejando poca huella

Trae una botella reutilizable (te damos agua filtrada), evita los plásticos de un solo uso, que están prohibidos en Tanzania, y pide permiso antes de fotografiar a las personas.
`,
    },
    terms: {
      title: "Términos y condiciones",
      metaDescription:
        "Términos y condiciones de reserva de Kilele Safaris, operador turístico con licencia en Arusha (Tanzania).",
      body: `## 1. Quiénes somos

Kilele Safaris Ltd es un operador turístico registrado en Tanzania y con licencia de la Junta de Turismo de Tanzania (Tanzania Tourist Board), con oficina en Njiro Road, Arusha. Estas condiciones se aplican a todas las reservas realizadas con nosotros.

## 2. Reserva y pago

1. Una reserva queda confirmada cuando recibimos un **depósito del 30 %** y te enviamos una confirmación con un número de referencia.
2. El **saldo debe abonarse 60 días antes de la salida**. En las reservas realizadas con posterioridad, el importe completo se paga en el momento.
3. Los precios se indican por persona en dólares estadounidenses. Los precios mostrados en otras monedas son orientativos.
4. Las tasas de los parques las fijan las autoridades y pueden cambiar; si suben después de que hayas reservado, podremos repercutirte la diferencia con aviso previo.

## 3. Cancelación por tu parte

| Antelación respecto a la salida | Gastos de cancelación |
|---|---|
| Más de 60 días | Depósito |
| De 30 a 60 días | 50 % del precio total |
| Menos de 30 días | 100 % del precio total |

Los permisos adquiridos en tu nombre (por ejemplo, los permisos para ver gorilas) no son reembolsables una vez emitidos.

## 4. Cambios y cancelación por nuestra parte

Es posible que tengamos que modificar un itinerario por el tiempo, el estado de las carreteras, las normas de los parques o por motivos de seguridad. En ese caso te ofreceremos una alternativa de nivel similar. Si cancelamos una salida, podrás elegir otra fecha o el reembolso íntegro.

## 5. Tus responsabilidades

- Tener un pasaporte válido, el visado y las vacunas exigidas para la entrada.
- Contar con un seguro de viaje como se describe en nuestra página de Seguro de viaje.
- Informarnos de cualquier problema de salud relevante para el viaje, especialmente antes de una ascensión.
- Seguir las indicaciones de tu guía sobre seguridad y normas de los parques.

## 6. Responsabilidad

Elegimos con cuidado a nuestros proveedores y equipos. No somos responsables de las pérdidas causadas por hechos ajenos a nuestro control, como catástrofes naturales, huelgas o retrasos de vuelos, ni por tus propios actos.

## 7. Reclamaciones

Comunícalo de inmediato a tu guía o a nuestra oficina para que podamos solucionarlo durante el viaje. Las reclamaciones por escrito deben llegarnos en un plazo de 28 días desde tu regreso.

## 8. Legislación aplicable

Estas condiciones se rigen por las leyes de la República Unida de Tanzania.
`,
    },
    privacy: {
      title: "Política de privacidad",
      metaDescription: "Cómo recopila, utiliza y protege Kilele Safaris tus datos personales.",
      body: `## Quiénes somos

Kilele Safaris Ltd, Njiro Road, Arusha (Tanzania), es responsable de los datos personales que se describen aquí. Si tienes cualquier pregunta sobre tus datos, escríbenos a la dirección de correo electrónico que figura en nuestra página de Contacto.

## Qué datos recopilamos

- **Datos de cuenta y de reserva:** nombre, dirección de correo electrónico, número de teléfono y los nombres, fechas de nacimiento, nacionalidades y datos del pasaporte de los viajeros necesarios para los permisos de los parques y los vuelos.
- **Información sobre salud y alimentación** que decidas facilitarnos, utilizada únicamente para velar por tu seguridad y para que comas bien.
- **Datos de pago:** los procesa nuestro proveedor de pagos; nunca vemos ni almacenamos los números completos de las tarjetas.
- **Boletín:** tu dirección de correo electrónico y, si quieres, tu nombre.
- **Uso del sitio web:** páginas visitadas y tus preferencias de idioma y moneda, almacenadas en cookies y en tu navegador.

## Para qué los utilizamos

1. Para organizar y llevar a cabo tu viaje (contrato).
2. Para enviarte correos sobre tu reserva y responder a tus consultas (contrato e interés legítimo).
3. Para enviarte el boletín, solo si te has suscrito (consentimiento). Cada boletín incluye un enlace para darte de baja.
4. Para cumplir obligaciones legales, como los registros contables.

## Con quién los compartimos

Solo con quienes los necesitan para organizar tu viaje: autoridades de los parques nacionales, lodges y campamentos, aerolíneas y nuestro proveedor de pagos. Nunca vendemos tus datos.

## Cuánto tiempo los conservamos

Los registros de reservas, siete años (legislación fiscal); los datos del boletín, hasta que te des de baja; las cuentas, hasta que nos pidas que las eliminemos.

## Tus derechos

Puedes solicitar en cualquier momento el acceso a tus datos, su rectificación o su supresión, u oponerte a su uso. Si te encuentras en la Unión Europea o en el Reino Unido, también puedes presentar una reclamación ante tu autoridad de protección de datos.

## Cookies

Utilizamos cookies para tu sesión y tus preferencias de idioma y moneda. Las cookies analíticas solo se instalan con tu consentimiento.
`,
    },
  },
};
