/** Word lists and sentences the generator composes product names, descriptions and reviews from. */
import type { Lang } from "../../i18n/languages.ts";
import type { Family, Gender, RuGender } from "./taxonomy.ts";
import type { L } from "./text.ts";

/** Model line names: invented, language independent. */
export const LINE_NAMES = [
  "Aava", "Aurora", "Arktis", "Birka", "Boreal", "Cirrus", "Corvus", "Delta", "Eira", "Ember", "Fjell", "Frost",
  "Glacier", "Halla", "Hiisi", "Horizon", "Ilma", "Inari", "Kaamos", "Kaira", "Kelo", "Kide", "Kivi", "Koli",
  "Lumo", "Luosto", "Meri", "Mistral", "Nimbus", "Nova", "Oras", "Orbit", "Pallas", "Polar", "Pyry", "Ridge",
  "Saana", "Sisu", "Solstice", "Stratus", "Summit", "Taiga", "Tarn", "Terra", "Tuisku", "Tunturi", "Ukko", "Usva",
  "Vaara", "Vector", "Viima", "Vire", "Vuono", "Aalto", "Ahti", "Halti", "Hanki", "Iso", "Jäkälä", "Kajo",
  "Kuura", "Lieko", "Louhi", "Mänty", "Napa", "Otava", "Pohja", "Rapa", "Routa", "Sarastus", "Tähti", "Uoma",
  "Varvi", "Ylä", "Arete", "Basalt", "Col", "Couloir", "Dune", "Fen", "Grit", "Heath", "Kestrel", "Lynx",
  "Moraine", "Osprey Ridge", "Scree", "Sleet", "Talus", "Tor", "Wren",
];

export const LINE_SUFFIXES = [
  "Pro", "Lite", "Light", "XT", "Hybrid", "Active", "Trail", "Alpine", "Guide", "Explorer", "Tour", "Flow",
  "Shield", "Storm", "Core", "Air", "Trek", "Peak", "Ultra", "Plus", "Comfort", "Classic", "Evo", "Max",
  "Mid", "Low", "DryLine", "Thermo", "Shell", "Tech",
];

const GENDER_WORD: Record<Exclude<Lang, "ru">, Record<Exclude<Gender, "unisex">, string>> = {
  en: { men: "Men's", women: "Women's", kids: "Kids'" },
  fi: { men: "miesten", women: "naisten", kids: "lasten" },
  sv: { men: "herr", women: "dam", kids: "barn" },
  de: { men: "Herren", women: "Damen", kids: "Kinder" },
  fr: { men: "homme", women: "femme", kids: "enfant" },
};

const RU_GENDER: Record<Exclude<Gender, "unisex">, Record<RuGender, string>> = {
  men: { m: "мужской", f: "мужская", n: "мужское", pl: "мужские" },
  women: { m: "женский", f: "женская", n: "женское", pl: "женские" },
  kids: { m: "детский", f: "детская", n: "детское", pl: "детские" },
};

/** A product name in the word order of each language, with the gender where the model has one. */
export function productName(lang: Lang, line: string, noun: string, gender: Gender | null, ruGender: RuGender): string {
  const g = gender && gender !== "unisex" ? gender : null;
  switch (lang) {
    case "en":
      return g ? `${line} ${noun} ${GENDER_WORD.en[g]}` : `${line} ${noun}`;
    case "fi":
      return g ? `${line} ${GENDER_WORD.fi[g]} ${noun}` : `${line} ${noun}`;
    case "sv":
      return g ? `${line} ${noun} ${GENDER_WORD.sv[g]}` : `${line} ${noun}`;
    case "de":
      return g ? `${line} ${noun} ${GENDER_WORD.de[g]}` : `${line} ${noun}`;
    case "fr":
      return g ? `${noun} ${line} ${GENDER_WORD.fr[g]}` : `${noun} ${line}`;
    case "ru":
      return g ? `${noun} ${line} ${RU_GENDER[g][ruGender]}` : `${noun} ${line}`;
  }
}

type Sentences = Record<Lang, string[]>;

/** Feature sentences per product family; a description takes a few of them. */
export const FAMILY_FEATURES: Record<Family, Sentences> = {
  shell: {
    en: [
      "The three-layer membrane keeps rain out while letting sweat escape.",
      "All seams are taped, and the zips are water-repellent.",
      "Underarm vents release heat quickly on steep climbs.",
      "The adjustable hood fits over a helmet and follows head movements.",
      "Reinforced shoulders and hips withstand backpack straps.",
    ],
    fi: [
      "Kolmikerroksinen kalvo pitää sateen ulkona ja päästää hien pois.",
      "Kaikki saumat on teipattu ja vetoketjut ovat vettä hylkiviä.",
      "Kainaloiden tuuletusaukot poistavat lämmön nopeasti jyrkissä nousuissa.",
      "Säädettävä huppu mahtuu kypärän päälle ja seuraa pään liikkeitä.",
      "Vahvistetut olkapäät ja lantio kestävät repun hihnojen hankausta.",
    ],
    sv: [
      "Membranet i tre lager håller regnet ute och släpper ut svett.",
      "Alla sömmar är tejpade och dragkedjorna är vattenavvisande.",
      "Ventilationsöppningar under armarna släpper snabbt ut värme i branta backar.",
      "Den justerbara huvan rymmer en hjälm och följer huvudets rörelser.",
      "Förstärkta axlar och höfter tål ryggsäckens remmar.",
    ],
    de: [
      "Die dreilagige Membran hält Regen draußen und lässt Schweiß entweichen.",
      "Alle Nähte sind verschweißt, die Reißverschlüsse wasserabweisend.",
      "Belüftungsöffnungen unter den Armen führen bei steilen Anstiegen schnell Wärme ab.",
      "Die verstellbare Kapuze passt über einen Helm und folgt jeder Kopfbewegung.",
      "Verstärkte Schultern und Hüften halten den Rucksackgurten stand.",
    ],
    fr: [
      "La membrane trois couches empêche la pluie d'entrer tout en laissant s'échapper la transpiration.",
      "Toutes les coutures sont étanchées et les fermetures éclair sont déperlantes.",
      "Les aérations sous les bras évacuent vite la chaleur dans les montées raides.",
      "La capuche réglable passe sur un casque et suit les mouvements de la tête.",
      "Les épaules et les hanches renforcées résistent aux bretelles du sac à dos.",
    ],
    ru: [
      "Трёхслойная мембрана не пропускает дождь и выводит пот наружу.",
      "Все швы проклеены, а молнии обладают водоотталкивающими свойствами.",
      "Вентиляционные молнии под мышками быстро сбрасывают тепло на крутых подъёмах.",
      "Регулируемый капюшон надевается поверх шлема и следует за движениями головы.",
      "Усиленные плечи и бёдра выдерживают трение лямок рюкзака.",
    ],
  },
  insulation: {
    en: [
      "The insulation traps warm air even when compressed under a backpack.",
      "A water-repellent outer fabric sheds snow and light drizzle.",
      "Elastic cuffs and an adjustable hem keep the cold out.",
      "It packs into its own pocket for easy carrying.",
    ],
    fi: [
      "Eriste sitoo lämpimän ilman, vaikka reppu painaisi sitä kasaan.",
      "Vettä hylkivä pintakangas pitää lumen ja kevyen tihkusateen loitolla.",
      "Joustavat hihansuut ja säädettävä helma estävät kylmän pääsyn sisään.",
      "Takki pakkautuu omaan taskuunsa, joten se on helppo ottaa mukaan.",
    ],
    sv: [
      "Isoleringen håller kvar den varma luften även när ryggsäcken trycker ihop den.",
      "Ett vattenavvisande ytterskikt stöter bort snö och lätt duggregn.",
      "Elastiska muddar och justerbar nederkant håller kylan ute.",
      "Jackan packas i sin egen ficka och är lätt att ta med.",
    ],
    de: [
      "Die Isolierung speichert warme Luft, auch wenn der Rucksack sie zusammendrückt.",
      "Ein wasserabweisender Oberstoff hält Schnee und leichten Nieselregen ab.",
      "Elastische Bündchen und ein verstellbarer Saum halten die Kälte draußen.",
      "Sie lässt sich in ihrer eigenen Tasche verstauen und leicht mitnehmen.",
    ],
    fr: [
      "L'isolation retient l'air chaud même comprimée sous un sac à dos.",
      "Le tissu extérieur déperlant repousse la neige et la bruine.",
      "Les poignets élastiques et le bas réglable empêchent le froid d'entrer.",
      "Elle se range dans sa propre poche pour un transport facile.",
    ],
    ru: [
      "Утеплитель удерживает тёплый воздух даже под лямками рюкзака.",
      "Водоотталкивающая внешняя ткань защищает от снега и мороси.",
      "Эластичные манжеты и регулируемый низ не пропускают холод.",
      "Куртка складывается в собственный карман, её легко взять с собой.",
    ],
  },
  midlayer: {
    en: [
      "The brushed inner face feels soft against the skin and dries quickly.",
      "Flat seams prevent chafing under a backpack.",
      "Two zipped hand pockets keep small items safe.",
      "It layers easily under a shell jacket on colder days.",
    ],
    fi: [
      "Harjattu sisäpinta tuntuu pehmeältä iholla ja kuivuu nopeasti.",
      "Litteät saumat eivät hankaa repun alla.",
      "Kahteen vetoketjulliseen käsitaskuun pienet tavarat pysyvät tallessa.",
      "Se sopii kylmempinä päivinä helposti kuoritakin alle.",
    ],
    sv: [
      "Den borstade insidan känns mjuk mot huden och torkar snabbt.",
      "Platta sömmar skaver inte under ryggsäcken.",
      "Två handfickor med dragkedja håller småsaker säkra.",
      "Den passar lätt under en skaljacka kallare dagar.",
    ],
    de: [
      "Die angeraute Innenseite fühlt sich weich an und trocknet schnell.",
      "Flache Nähte verhindern Scheuern unter dem Rucksack.",
      "Zwei Handtaschen mit Reißverschluss bewahren Kleinigkeiten sicher auf.",
      "An kälteren Tagen lässt sie sich leicht unter einer Hardshelljacke tragen.",
    ],
    fr: [
      "L'intérieur gratté est doux sur la peau et sèche rapidement.",
      "Les coutures plates évitent les frottements sous le sac.",
      "Deux poches zippées protègent les petits objets.",
      "Elle se porte facilement sous une veste hardshell les jours plus froids.",
    ],
    ru: [
      "Начёсанная изнанка приятна к телу и быстро сохнет.",
      "Плоские швы не натирают под рюкзаком.",
      "Два кармана на молнии надёжно хранят мелочи.",
      "В холодные дни её удобно носить под мембранной курткой.",
    ],
  },
  trousers: {
    en: [
      "Articulated knees and a gusseted crotch give freedom of movement.",
      "The adjustable waist fits well with or without a belt.",
      "Reinforced hems resist wear from boots and crampons.",
      "A zipped thigh pocket fits a map or a phone.",
    ],
    fi: [
      "Muotoillut polvet ja kiilakappale antavat liikkumisvapautta.",
      "Säädettävä vyötärö istuu hyvin vyön kanssa tai ilman.",
      "Vahvistetut lahkeensuut kestävät kenkien ja jäärautojen hankausta.",
      "Reisitaskuun mahtuu kartta tai puhelin.",
    ],
    sv: [
      "Formsydda knän och kil i grenen ger rörelsefrihet.",
      "Den justerbara midjan sitter bra med eller utan bälte.",
      "Förstärkta benslut tål slitage från kängor och stegjärn.",
      "En lårficka med dragkedja rymmer en karta eller en telefon.",
    ],
    de: [
      "Vorgeformte Knie und ein Zwickel sorgen für Bewegungsfreiheit.",
      "Der verstellbare Bund sitzt mit und ohne Gürtel gut.",
      "Verstärkte Beinabschlüsse widerstehen Schuhen und Steigeisen.",
      "In die Oberschenkeltasche mit Reißverschluss passen Karte oder Handy.",
    ],
    fr: [
      "Les genoux préformés et l'entrejambe à soufflet offrent une grande liberté de mouvement.",
      "La taille réglable tient bien avec ou sans ceinture.",
      "Les bas de jambe renforcés résistent aux chaussures et aux crampons.",
      "Une poche zippée sur la cuisse accueille une carte ou un téléphone.",
    ],
    ru: [
      "Анатомические колени и ластовица обеспечивают свободу движений.",
      "Регулируемый пояс хорошо сидит с ремнём и без него.",
      "Усиленный низ брючин устойчив к трению ботинок и кошек.",
      "В набедренный карман на молнии помещается карта или телефон.",
    ],
  },
  base: {
    en: [
      "The fabric stays fresh for days thanks to natural odour resistance.",
      "Flat seams sit comfortably under a backpack and harness.",
      "It dries quickly after a sweaty climb or a hand wash at camp.",
      "A slightly longer back keeps the lower back covered.",
    ],
    fi: [
      "Materiaali pysyy raikkaana päiväkausia luonnollisen hajunkestonsa ansiosta.",
      "Litteät saumat tuntuvat mukavilta repun ja valjaiden alla.",
      "Se kuivuu nopeasti hikisen nousun tai leirissä tehdyn käsinpesun jälkeen.",
      "Hieman pidennetty selkä pitää alaselän suojassa.",
    ],
    sv: [
      "Materialet håller sig fräscht i flera dagar tack vare naturligt luktskydd.",
      "Platta sömmar sitter bekvämt under ryggsäck och sele.",
      "Det torkar snabbt efter en svettig uppstigning eller en handtvätt i lägret.",
      "En något längre rygg håller nedre delen av ryggen täckt.",
    ],
    de: [
      "Das Material bleibt dank natürlicher Geruchsresistenz tagelang frisch.",
      "Flache Nähte sitzen bequem unter Rucksack und Gurt.",
      "Es trocknet schnell nach einem schweißtreibenden Anstieg oder einer Handwäsche im Lager.",
      "Ein etwas längerer Rücken hält den unteren Rücken bedeckt.",
    ],
    fr: [
      "La matière reste fraîche plusieurs jours grâce à sa résistance naturelle aux odeurs.",
      "Les coutures plates sont confortables sous un sac et un baudrier.",
      "Elle sèche vite après une montée en sueur ou un lavage à la main au bivouac.",
      "Le dos légèrement rallongé protège le bas du dos.",
    ],
    ru: [
      "Материал остаётся свежим несколько дней благодаря природной устойчивости к запахам.",
      "Плоские швы комфортны под рюкзаком и страховочной системой.",
      "Быстро сохнет после тяжёлого подъёма или ручной стирки в лагере.",
      "Слегка удлинённая спинка закрывает поясницу.",
    ],
  },
  footwear: {
    en: [
      "The grippy outsole holds on wet rock and forest paths.",
      "A cushioned midsole absorbs shocks on long descents.",
      "The lacing locks the heel in place on steep slopes.",
      "A protective toe cap guards against stones and roots.",
    ],
    fi: [
      "Pitävä ulkopohja pysyy otteessa märällä kalliolla ja metsäpoluilla.",
      "Joustava välipohja vaimentaa iskuja pitkissä laskeutumisissa.",
      "Nauhoitus lukitsee kantapään paikalleen jyrkissä rinteissä.",
      "Kärkisuojus suojaa kiviltä ja juurakoilta.",
    ],
    sv: [
      "Den greppstarka yttersulan håller på våt sten och skogsstigar.",
      "En dämpad mellansula tar upp stötar i långa utförslöpor.",
      "Snörningen låser hälen på plats i branta backar.",
      "En skyddande tåhätta skyddar mot stenar och rötter.",
    ],
    de: [
      "Die griffige Laufsohle hält auf nassem Fels und Waldwegen.",
      "Eine gedämpfte Zwischensohle federt Stöße bei langen Abstiegen ab.",
      "Die Schnürung fixiert die Ferse an steilen Hängen.",
      "Eine Zehenschutzkappe schützt vor Steinen und Wurzeln.",
    ],
    fr: [
      "La semelle extérieure accroche sur les rochers mouillés et les sentiers forestiers.",
      "Une semelle intermédiaire amortissante absorbe les chocs dans les longues descentes.",
      "Le laçage maintient le talon en place dans les pentes raides.",
      "Un pare-pierres protège des cailloux et des racines.",
    ],
    ru: [
      "Цепкая подошва надёжно держит на мокрых камнях и лесных тропах.",
      "Амортизирующая промежуточная подошва смягчает удары на длинных спусках.",
      "Шнуровка фиксирует пятку на крутых склонах.",
      "Защитный носок оберегает от камней и корней.",
    ],
  },
  pack: {
    en: [
      "The hip belt moves most of the weight off your shoulders.",
      "A large front opening gives quick access to the main compartment.",
      "Side pockets hold water bottles within easy reach.",
      "An integrated rain cover protects your gear in a downpour.",
    ],
    fi: [
      "Lantiovyö siirtää suurimman osan painosta pois harteilta.",
      "Suuri etuaukko antaa nopean pääsyn pääosastoon.",
      "Sivutaskuissa juomapullot ovat helposti ulottuvilla.",
      "Integroitu sadesuoja suojaa varusteita rankkasateessa.",
    ],
    sv: [
      "Höftbältet flyttar det mesta av vikten från axlarna.",
      "En stor frontöppning ger snabb åtkomst till huvudfacket.",
      "Sidofickorna håller vattenflaskorna nära till hands.",
      "Ett integrerat regnskydd skyddar utrustningen i ösregn.",
    ],
    de: [
      "Der Hüftgurt nimmt den Schultern den Großteil des Gewichts ab.",
      "Eine große Frontöffnung bietet schnellen Zugriff auf das Hauptfach.",
      "Seitentaschen halten Trinkflaschen griffbereit.",
      "Eine integrierte Regenhülle schützt die Ausrüstung bei Platzregen.",
    ],
    fr: [
      "La ceinture de hanches soulage les épaules de la majeure partie du poids.",
      "Une grande ouverture frontale donne un accès rapide au compartiment principal.",
      "Les poches latérales gardent les gourdes à portée de main.",
      "Une housse de pluie intégrée protège le matériel sous l'averse.",
    ],
    ru: [
      "Поясной ремень переносит большую часть веса с плеч.",
      "Большой фронтальный вход даёт быстрый доступ к основному отделению.",
      "В боковых карманах бутылки с водой всегда под рукой.",
      "Встроенная накидка от дождя защищает снаряжение в ливень.",
    ],
  },
  tent: {
    en: [
      "Colour-coded poles make pitching easy even in the dark.",
      "The inner tent and flysheet can be pitched together in the rain.",
      "Ventilation openings reduce condensation on cold nights.",
      "Strong guy lines and pegs keep the tent stable in strong wind.",
    ],
    fi: [
      "Värikoodatut kaaret helpottavat pystytystä pimeässäkin.",
      "Sisäteltan ja ulkoteltan voi pystyttää yhdessä sateella.",
      "Tuuletusaukot vähentävät kosteuden tiivistymistä kylminä öinä.",
      "Vahvat harusnarut ja kiilat pitävät teltan vakaana kovassa tuulessa.",
    ],
    sv: [
      "Färgkodade bågar gör det lätt att resa tältet även i mörker.",
      "Innertält och yttertält kan resas tillsammans i regn.",
      "Ventilationsöppningar minskar kondensen kalla nätter.",
      "Kraftiga stormlinor och tältpinnar håller tältet stabilt i hård vind.",
    ],
    de: [
      "Farbcodierte Gestängebögen erleichtern den Aufbau auch im Dunkeln.",
      "Innen- und Außenzelt lassen sich bei Regen gemeinsam aufbauen.",
      "Belüftungsöffnungen verringern Kondenswasser in kalten Nächten.",
      "Starke Abspannleinen und Heringe halten das Zelt bei Sturm stabil.",
    ],
    fr: [
      "Les arceaux à code couleur facilitent le montage même dans le noir.",
      "La chambre et le double toit se montent ensemble sous la pluie.",
      "Les aérations réduisent la condensation par les nuits froides.",
      "Des haubans et sardines robustes stabilisent la tente par grand vent.",
    ],
    ru: [
      "Цветная маркировка дуг облегчает установку даже в темноте.",
      "Внутреннюю палатку и тент можно ставить вместе под дождём.",
      "Вентиляционные окна уменьшают конденсат в холодные ночи.",
      "Прочные оттяжки и колышки удерживают палатку при сильном ветре.",
    ],
  },
  sleep: {
    en: [
      "A shaped foot box lets your feet rest naturally.",
      "The two-way zip allows ventilation on warmer nights.",
      "It comes with a compression sack and a storage bag.",
      "Baffles keep the insulation evenly distributed all night.",
    ],
    fi: [
      "Muotoiltu jalkaosa antaa jaloille luonnollisen asennon.",
      "Kaksisuuntainen vetoketju mahdollistaa tuuletuksen lämpimämpinä öinä.",
      "Mukana tulevat kompressiopussi ja säilytyspussi.",
      "Kammiorakenne pitää eristeen tasaisesti paikallaan koko yön.",
    ],
    sv: [
      "En formad fotdel låter fötterna vila naturligt.",
      "Den tvåvägs dragkedjan ger ventilation varmare nätter.",
      "Kompressionspåse och förvaringspåse ingår.",
      "Kammare håller isoleringen jämnt fördelad hela natten.",
    ],
    de: [
      "Eine geformte Fußbox lässt die Füße natürlich ruhen.",
      "Der Zwei-Wege-Reißverschluss ermöglicht Belüftung in wärmeren Nächten.",
      "Kompressionssack und Aufbewahrungssack sind im Lieferumfang enthalten.",
      "Kammern halten die Isolierung die ganze Nacht gleichmäßig verteilt.",
    ],
    fr: [
      "Le pied ergonomique laisse reposer les pieds naturellement.",
      "La fermeture à double curseur permet d'aérer les nuits plus douces.",
      "Un sac de compression et un sac de rangement sont fournis.",
      "Les compartiments répartissent l'isolation uniformément toute la nuit.",
    ],
    ru: [
      "Анатомическая зона для ног позволяет стопам лежать естественно.",
      "Двухсторонняя молния обеспечивает вентиляцию в тёплые ночи.",
      "В комплекте компрессионный мешок и мешок для хранения.",
      "Секции равномерно распределяют утеплитель всю ночь.",
    ],
  },
  kitchen: {
    en: [
      "Everything nests together to save space in the backpack.",
      "Durable materials withstand years of use on open flames.",
      "Foldable handles stay cool and lock securely.",
      "It is easy to clean with a little water and a brush.",
    ],
    fi: [
      "Kaikki osat pakkautuvat sisäkkäin ja säästävät tilaa repussa.",
      "Kestävät materiaalit kestävät vuosien käytön avotulella.",
      "Taitettavat kahvat pysyvät viileinä ja lukittuvat tukevasti.",
      "Se on helppo puhdistaa pienellä vesimäärällä ja harjalla.",
    ],
    sv: [
      "Allt packas i varandra och sparar plats i ryggsäcken.",
      "Slitstarka material tål många års användning över öppen låga.",
      "Vikbara handtag förblir svala och låses säkert.",
      "Det är lätt att rengöra med lite vatten och en borste.",
    ],
    de: [
      "Alles lässt sich ineinander verstauen und spart Platz im Rucksack.",
      "Robuste Materialien halten jahrelangem Einsatz über offener Flamme stand.",
      "Klappbare Griffe bleiben kühl und rasten sicher ein.",
      "Die Reinigung gelingt mit etwas Wasser und einer Bürste.",
    ],
    fr: [
      "Tout s'emboîte pour gagner de la place dans le sac.",
      "Des matériaux robustes résistent à des années d'usage sur flamme nue.",
      "Les poignées pliables restent froides et se verrouillent solidement.",
      "Se nettoie facilement avec un peu d'eau et une brosse.",
    ],
    ru: [
      "Все части вкладываются друг в друга и экономят место в рюкзаке.",
      "Прочные материалы выдерживают годы использования на открытом огне.",
      "Складные ручки не нагреваются и надёжно фиксируются.",
      "Легко моется небольшим количеством воды и щёткой.",
    ],
  },
  lamp: {
    en: [
      "The battery charges over USB-C and shows its level.",
      "A lock mode prevents the lamp from switching on in the bag.",
      "The beam switches between spot and flood with one button.",
      "It works with gloves on thanks to a large switch.",
    ],
    fi: [
      "Akku latautuu USB-C-liitännällä ja näyttää varaustasonsa.",
      "Lukitustila estää lampun syttymisen repussa.",
      "Valokeila vaihtuu kohdevalon ja laajan valon välillä yhdellä painikkeella.",
      "Suuri kytkin toimii myös käsineet kädessä.",
    ],
    sv: [
      "Batteriet laddas via USB-C och visar laddningsnivån.",
      "Ett låsläge hindrar lampan från att tändas i väskan.",
      "Ljuskäglan växlar mellan spot och bredd med en knapp.",
      "Den stora knappen fungerar även med handskar.",
    ],
    de: [
      "Der Akku wird über USB-C geladen und zeigt seinen Ladestand an.",
      "Eine Sperrfunktion verhindert das Einschalten im Rucksack.",
      "Der Lichtkegel wechselt per Knopfdruck zwischen Spot und Flutlicht.",
      "Dank des großen Schalters lässt sie sich auch mit Handschuhen bedienen.",
    ],
    fr: [
      "La batterie se recharge en USB-C et indique son niveau.",
      "Un mode verrouillage empêche l'allumage dans le sac.",
      "Le faisceau passe du spot au large d'un seul bouton.",
      "Le gros interrupteur s'utilise même avec des gants.",
    ],
    ru: [
      "Аккумулятор заряжается через USB-C и показывает уровень заряда.",
      "Режим блокировки не даёт фонарю включиться в рюкзаке.",
      "Луч переключается между точечным и рассеянным одной кнопкой.",
      "Крупной кнопкой удобно пользоваться в перчатках.",
    ],
  },
  ski: {
    en: [
      "The sidecut makes turn initiation easy at any speed.",
      "A durable sintered base glides well and takes wax easily.",
      "Our ski service mounts the bindings and waxes the skis in store.",
      "The tip rocker floats nicely in soft snow.",
    ],
    fi: [
      "Muotoilu tekee käännöksen aloittamisesta helppoa kaikissa vauhdeissa.",
      "Kestävä sintrattu pohja luistaa hyvin ja imee voiteen helposti.",
      "Suksihuoltomme asentaa siteet ja voitelee sukset myymälässä.",
      "Kärjen rocker kelluu mukavasti pehmeässä lumessa.",
    ],
    sv: [
      "Midjningen gör det lätt att initiera svängar i alla hastigheter.",
      "En slitstark sintrad sula glider bra och tar lätt emot valla.",
      "Vår skidservice monterar bindningar och vallar skidorna i butiken.",
      "Rockern i spetsen flyter fint i lös snö.",
    ],
    de: [
      "Die Taillierung erleichtert das Einleiten von Schwüngen bei jedem Tempo.",
      "Ein robuster, gesinterter Belag gleitet gut und nimmt Wachs leicht auf.",
      "Unser Skiservice montiert die Bindung und wachst die Ski im Geschäft.",
      "Der Rocker an der Schaufel schwimmt im weichen Schnee schön auf.",
    ],
    fr: [
      "Le taillage facilite l'entrée en virage à toutes les vitesses.",
      "Une semelle frittée résistante glisse bien et absorbe facilement le fart.",
      "Notre atelier monte les fixations et fart les skis en magasin.",
      "Le rocker en spatule flotte agréablement dans la neige molle.",
    ],
    ru: [
      "Боковой вырез облегчает вход в поворот на любой скорости.",
      "Прочная спечённая скользящая поверхность хорошо скользит и легко впитывает мазь.",
      "Наш сервис установит крепления и подготовит лыжи прямо в магазине.",
      "Рокер в носке отлично держит лыжу на поверхности мягкого снега.",
    ],
  },
  binding: {
    en: [
      "Mounting takes only a few minutes in our ski service.",
      "The release settings are adjusted to the skier's weight and ability.",
      "A wide platform transmits power efficiently to the ski.",
      "Brakes stop the ski quickly after a release.",
    ],
    fi: [
      "Asennus vie suksihuollossamme vain muutaman minuutin.",
      "Laukaisuarvot säädetään hiihtäjän painon ja taidon mukaan.",
      "Leveä alusta välittää voiman tehokkaasti suksille.",
      "Jarrut pysäyttävät suksen nopeasti laukeamisen jälkeen.",
    ],
    sv: [
      "Monteringen tar bara några minuter i vår skidservice.",
      "Utlösningsvärdena anpassas efter åkarens vikt och förmåga.",
      "En bred platta överför kraften effektivt till skidan.",
      "Bromsarna stoppar skidan snabbt efter en utlösning.",
    ],
    de: [
      "Die Montage dauert in unserem Skiservice nur wenige Minuten.",
      "Die Auslösewerte werden an Gewicht und Können angepasst.",
      "Eine breite Standplatte überträgt die Kraft effizient auf den Ski.",
      "Stopper bremsen den Ski nach einer Auslösung schnell ab.",
    ],
    fr: [
      "Le montage ne prend que quelques minutes dans notre atelier.",
      "Les valeurs de déclenchement sont réglées selon le poids et le niveau.",
      "Une large plateforme transmet efficacement l'énergie au ski.",
      "Les stoppeurs arrêtent vite le ski après un déclenchement.",
    ],
    ru: [
      "Установка в нашем сервисе занимает всего несколько минут.",
      "Усилие срабатывания настраивается по весу и уровню лыжника.",
      "Широкая площадка эффективно передаёт усилие на лыжу.",
      "Ски-стопы быстро останавливают лыжу после отстёгивания.",
    ],
  },
  skiboot: {
    en: [
      "The liner can be heat moulded in store for a personal fit.",
      "Micro-adjustable buckles stay put in the cold.",
      "A grippy sole makes walking in the lift queue safer.",
      "The shell keeps its flex consistent in freezing temperatures.",
    ],
    fi: [
      "Sisäkengän voi lämpömuotoilla myymälässä yksilölliseen istuvuuteen.",
      "Hienosäädettävät soljet pysyvät paikallaan pakkasessa.",
      "Pitävä pohja tekee hissijonossa kävelystä turvallisempaa.",
      "Kuori säilyttää jäykkyytensä tasaisena pakkasessakin.",
    ],
    sv: [
      "Innerskon kan värmeformas i butiken för personlig passform.",
      "Finjusterbara spännen sitter kvar i kylan.",
      "En greppvänlig sula gör det säkrare att gå i liftkön.",
      "Skalet behåller sin styvhet även i minusgrader.",
    ],
    de: [
      "Der Innenschuh kann im Geschäft für eine individuelle Passform thermogeformt werden.",
      "Mikroverstellbare Schnallen halten auch bei Kälte.",
      "Eine griffige Sohle macht das Gehen an der Liftschlange sicherer.",
      "Die Schale behält ihren Flex auch bei Frost.",
    ],
    fr: [
      "Le chausson peut être thermoformé en magasin pour un ajustement personnalisé.",
      "Les boucles micro-réglables tiennent dans le froid.",
      "Une semelle adhérente sécurise la marche dans la file des remontées.",
      "La coque garde une flexion constante par temps de gel.",
    ],
    ru: [
      "Внутренник можно термоформовать в магазине для индивидуальной посадки.",
      "Микрорегулируемые клипсы надёжно держат даже на морозе.",
      "Цепкая подошва делает ходьбу в очереди к подъёмнику безопаснее.",
      "Скорлупа сохраняет жёсткость даже в сильный мороз.",
    ],
  },
  pole: {
    en: [
      "Ergonomic grips give a firm hold with or without gloves.",
      "The baskets can be changed for powder or hard tracks.",
      "Adjustable straps release quickly in a fall.",
    ],
    fi: [
      "Ergonomiset kahvat antavat tukevan otteen käsineiden kanssa tai ilman.",
      "Sompat voi vaihtaa puuterilumeen tai koville laduille sopiviksi.",
      "Säädettävät hihnat irtoavat nopeasti kaatuessa.",
    ],
    sv: [
      "Ergonomiska handtag ger fast grepp med eller utan handskar.",
      "Trugorna kan bytas för pudersnö eller hårda spår.",
      "Justerbara remmar lossnar snabbt vid fall.",
    ],
    de: [
      "Ergonomische Griffe bieten mit und ohne Handschuhe sicheren Halt.",
      "Die Teller lassen sich für Pulverschnee oder harte Loipen tauschen.",
      "Verstellbare Schlaufen lösen sich bei einem Sturz schnell.",
    ],
    fr: [
      "Les poignées ergonomiques offrent une prise ferme avec ou sans gants.",
      "Les rondelles s'échangent pour la poudreuse ou les pistes dures.",
      "Les dragonnes réglables se libèrent vite en cas de chute.",
    ],
    ru: [
      "Эргономичные рукоятки надёжно лежат в руке в перчатках и без них.",
      "Кольца можно заменить для пухляка или жёсткой лыжни.",
      "Регулируемые темляки быстро отстёгиваются при падении.",
    ],
  },
  climbing: {
    en: [
      "Certified to the current European safety standards.",
      "Tested by our climbing staff on Finnish granite.",
      "Check the product before every climb and store it away from sunlight.",
      "Light construction saves energy on long multi-pitch routes.",
    ],
    fi: [
      "Sertifioitu voimassa olevien eurooppalaisten turvallisuusstandardien mukaan.",
      "Kiipeilyhenkilökuntamme on testannut tuotteen suomalaisella graniitilla.",
      "Tarkista tuote ennen jokaista kiipeilykertaa ja säilytä se auringolta suojassa.",
      "Kevyt rakenne säästää voimia pitkillä monen köydenmitan reiteillä.",
    ],
    sv: [
      "Certifierad enligt gällande europeiska säkerhetsstandarder.",
      "Testad av vår klätterpersonal på finsk granit.",
      "Kontrollera produkten före varje klättring och förvara den skyddad från solljus.",
      "Den lätta konstruktionen sparar krafter på långa flerreplängdsleder.",
    ],
    de: [
      "Zertifiziert nach den geltenden europäischen Sicherheitsnormen.",
      "Von unserem Kletterteam auf finnischem Granit getestet.",
      "Prüfen Sie das Produkt vor jeder Tour und lagern Sie es vor Sonnenlicht geschützt.",
      "Die leichte Bauweise spart Kraft auf langen Mehrseillängenrouten.",
    ],
    fr: [
      "Certifié selon les normes de sécurité européennes en vigueur.",
      "Testé par notre équipe d'escalade sur le granit finlandais.",
      "Vérifiez le produit avant chaque sortie et rangez-le à l'abri du soleil.",
      "Sa construction légère économise l'énergie dans les longues voies.",
    ],
    ru: [
      "Сертифицировано по действующим европейским стандартам безопасности.",
      "Протестировано нашими сотрудниками-скалолазами на финском граните.",
      "Проверяйте изделие перед каждым восхождением и храните вдали от солнца.",
      "Лёгкая конструкция экономит силы на длинных многоверёвочных маршрутах.",
    ],
  },
  handwear: {
    en: [
      "A soft lining keeps hands and head warm on frosty days.",
      "The fabric stretches for a snug, comfortable fit.",
      "It dries quickly on a radiator or in the drying room.",
    ],
    fi: [
      "Pehmeä vuori pitää lämpimänä pakkaspäivinä.",
      "Joustava materiaali istuu mukavan napakasti.",
      "Se kuivuu nopeasti patterilla tai kuivaushuoneessa.",
    ],
    sv: [
      "Ett mjukt foder håller värmen kalla dagar.",
      "Materialet töjer sig för en tät och bekväm passform.",
      "Den torkar snabbt på elementet eller i torkrummet.",
    ],
    de: [
      "Ein weiches Futter hält an frostigen Tagen warm.",
      "Das dehnbare Material sorgt für einen bequemen, engen Sitz.",
      "Es trocknet schnell auf der Heizung oder im Trockenraum.",
    ],
    fr: [
      "Une doublure douce garde au chaud par temps de gel.",
      "La matière extensible assure un ajustement confortable.",
      "Sèche rapidement sur un radiateur ou au séchoir.",
    ],
    ru: [
      "Мягкая подкладка сохраняет тепло в морозные дни.",
      "Эластичный материал обеспечивает плотную и удобную посадку.",
      "Быстро сохнет на батарее или в сушилке.",
    ],
  },
};

/** Sentences that fit any product; one or two end each description. */
export const GENERIC_SENTENCES: Sentences = {
  en: [
    "Designed and tested in Nordic conditions.",
    "Made to last for years of use, and repairable when needed.",
    "Our staff in every store are happy to help you choose the right size.",
    "You can return unused products within 100 days.",
  ],
  fi: [
    "Suunniteltu ja testattu pohjoisissa olosuhteissa.",
    "Tehty kestämään vuosien käyttöä, ja tarvittaessa korjattavissa.",
    "Myymälöidemme henkilökunta auttaa mielellään oikean koon valinnassa.",
    "Käyttämättömät tuotteet voit palauttaa 100 päivän kuluessa.",
  ],
  sv: [
    "Designad och testad under nordiska förhållanden.",
    "Gjord för att hålla i många år och går att reparera vid behov.",
    "Personalen i våra butiker hjälper dig gärna att välja rätt storlek.",
    "Oanvända produkter kan returneras inom 100 dagar.",
  ],
  de: [
    "Entwickelt und getestet unter nordischen Bedingungen.",
    "Gebaut für viele Jahre und bei Bedarf reparierbar.",
    "Unser Team in jedem Geschäft hilft Ihnen gern bei der Wahl der richtigen Größe.",
    "Unbenutzte Produkte können innerhalb von 100 Tagen zurückgegeben werden.",
  ],
  fr: [
    "Conçu et testé dans les conditions nordiques.",
    "Fait pour durer des années et réparable si besoin.",
    "Dans chaque magasin, notre équipe vous aide volontiers à choisir la bonne taille.",
    "Les produits non utilisés peuvent être retournés sous 100 jours.",
  ],
  ru: [
    "Разработано и протестировано в северных условиях.",
    "Сделано на долгие годы и при необходимости подлежит ремонту.",
    "Сотрудники наших магазинов помогут подобрать правильный размер.",
    "Неиспользованные товары можно вернуть в течение 100 дней.",
  ],
};

/** Heading of the technical details list in a description. */
export const DETAILS_HEADING: L = {
  en: "Details",
  fi: "Tekniset tiedot",
  sv: "Detaljer",
  de: "Details",
  fr: "Détails",
  ru: "Характеристики",
};

/** Notice shown on a model (`model_notice`), for a few models. */
export const MODEL_NOTICES: L[] = [
  {
    en: "This model runs small: we recommend one size up.",
    fi: "Malli on pienikokoinen: suosittelemme kokoa suurempaa.",
    sv: "Modellen är liten i storleken: vi rekommenderar en storlek större.",
    de: "Dieses Modell fällt klein aus: Wir empfehlen eine Nummer größer.",
    fr: "Ce modèle taille petit : nous conseillons de prendre la taille au-dessus.",
    ru: "Модель маломерит: рекомендуем взять на размер больше.",
  },
  {
    en: "Ski bindings are mounted free of charge when bought together with skis.",
    fi: "Siteiden asennus on maksuton, kun ostat ne suksien kanssa.",
    sv: "Bindningarna monteras kostnadsfritt när du köper dem tillsammans med skidor.",
    de: "Die Bindungsmontage ist kostenlos, wenn Sie sie zusammen mit Ski kaufen.",
    fr: "Le montage des fixations est offert pour tout achat avec des skis.",
    ru: "Установка креплений бесплатна при покупке вместе с лыжами.",
  },
  {
    en: "Limited stock: this colour will not return to our range.",
    fi: "Rajoitettu erä: tämä väri ei palaa valikoimaamme.",
    sv: "Begränsat lager: den här färgen kommer inte tillbaka i sortimentet.",
    de: "Begrenzter Bestand: Diese Farbe kehrt nicht ins Sortiment zurück.",
    fr: "Stock limité : ce coloris ne reviendra pas dans notre gamme.",
    ru: "Ограниченный запас: этот цвет больше не появится в ассортименте.",
  },
];

/** Captions of extra product images by view number. */
export const VIEW_CAPTIONS: Record<number, L> = {
  1: { en: "Back", fi: "Takaa", sv: "Bakifrån", de: "Rückansicht", fr: "Vue de dos", ru: "Вид сзади" },
  2: { en: "Detail", fi: "Yksityiskohta", sv: "Detalj", de: "Detail", fr: "Détail", ru: "Деталь" },
  3: { en: "In use", fi: "Käytössä", sv: "I användning", de: "Im Einsatz", fr: "En action", ru: "В использовании" },
};

// Reviews -------------------------------------------------------------------------------------

export const REVIEWER_NAMES: Record<Lang, string[]> = {
  en: ["Emma", "Oliver", "Sophie", "James", "Lucy", "Daniel", "Grace", "Tom", "Hannah", "Sam"],
  fi: ["Aino", "Matti", "Liisa", "Juha", "Sanna", "Mikko", "Elina", "Antti", "Katja", "Ville", "Heidi", "Tuomas", "Noora", "Jari"],
  sv: ["Elsa", "Erik", "Maja", "Lars", "Ingrid", "Johan", "Karin", "Anders"],
  de: ["Lena", "Jonas", "Anna", "Felix", "Marie", "Lukas", "Katrin", "Stefan"],
  fr: ["Camille", "Louis", "Chloé", "Hugo", "Léa", "Julien", "Manon", "Antoine"],
  ru: ["Анна", "Дмитрий", "Ольга", "Сергей", "Мария", "Алексей", "Елена", "Иван"],
};

/** Review comments by sentiment: high (8-10), mid (5-7), low (0-4). */
export const REVIEW_COMMENTS: Record<Lang, { high: string[]; mid: string[]; low: string[] }> = {
  en: {
    high: [
      "Excellent quality and exactly as described. Used it on a week-long trek in Lapland and it worked perfectly.",
      "Fits well and feels solid. Would definitely buy again.",
      "Great value for money. Delivery was fast, too.",
      "Light, comfortable and well made. My new favourite for weekend trips.",
    ],
    mid: [
      "Decent product, but the sizing is a little on the small side.",
      "Works as expected. The colour is slightly darker than in the pictures.",
      "Good overall, though I expected a bit more for the price.",
    ],
    low: [
      "Unfortunately it did not suit me, so I returned it. The return was easy.",
      "The zip broke after a few uses. Customer service handled the complaint quickly.",
    ],
  },
  fi: {
    high: [
      "Erinomainen laatu ja juuri kuten kuvattu. Käytin viikon vaelluksella Lapissa ja toimi moitteettomasti.",
      "Istuu hyvin ja tuntuu laadukkaalta. Ostaisin uudelleen.",
      "Hinta-laatusuhde kohdallaan. Toimituskin oli nopea.",
      "Kevyt, mukava ja hyvin tehty. Uusi suosikkini viikonloppuretkille.",
      "Ostin myymälästä ja sain hyvää palvelua koon valinnassa. Olen tyytyväinen.",
    ],
    mid: [
      "Ihan hyvä tuote, mutta koko on hieman pieni.",
      "Toimii odotetusti. Väri on vähän tummempi kuin kuvissa.",
      "Kokonaisuutena hyvä, vaikka odotin hinnalle hieman enemmän.",
    ],
    low: [
      "Valitettavasti ei sopinut minulle, joten palautin. Palautus oli helppo.",
      "Vetoketju hajosi muutaman käyttökerran jälkeen. Asiakaspalvelu hoiti reklamaation nopeasti.",
    ],
  },
  sv: {
    high: [
      "Utmärkt kvalitet och precis som beskrivet. Fungerade perfekt på en veckas vandring i fjällen.",
      "Sitter bra och känns gedigen. Skulle köpa igen.",
      "Mycket prisvärd. Leveransen gick snabbt också.",
    ],
    mid: [
      "Bra produkt, men storleken är lite liten.",
      "Fungerar som väntat. Färgen är något mörkare än på bilderna.",
    ],
    low: ["Passade tyvärr inte mig, så jag returnerade den. Returen var enkel."],
  },
  de: {
    high: [
      "Hervorragende Qualität und genau wie beschrieben. Auf einer Woche Trekking in Lappland hat alles perfekt funktioniert.",
      "Sitzt gut und wirkt sehr robust. Würde ich wieder kaufen.",
      "Sehr gutes Preis-Leistungs-Verhältnis. Die Lieferung war auch schnell.",
    ],
    mid: [
      "Gutes Produkt, fällt aber etwas klein aus.",
      "Funktioniert wie erwartet. Die Farbe ist etwas dunkler als auf den Bildern.",
    ],
    low: ["Hat mir leider nicht gepasst, deshalb habe ich es zurückgeschickt. Die Rücksendung war einfach."],
  },
  fr: {
    high: [
      "Excellente qualité, conforme à la description. Parfait pendant une semaine de trek en Laponie.",
      "Taille bien et semble très solide. Je rachèterais sans hésiter.",
      "Très bon rapport qualité-prix. Livraison rapide en plus.",
    ],
    mid: [
      "Bon produit, mais il taille un peu petit.",
      "Fonctionne comme prévu. La couleur est un peu plus foncée que sur les photos.",
    ],
    low: ["Il ne me convenait pas, je l'ai donc retourné. Le retour a été simple."],
  },
  ru: {
    high: [
      "Отличное качество, всё как в описании. Неделю ходил в поход по Лапландии, всё работало безупречно.",
      "Хорошо сидит и ощущается надёжно. Купил бы снова.",
      "Отличное соотношение цены и качества. Доставка тоже была быстрой.",
    ],
    mid: [
      "Неплохой товар, но размер немного маломерит.",
      "Работает как ожидалось. Цвет немного темнее, чем на фото.",
    ],
    low: ["К сожалению, не подошло, поэтому вернул. Возврат прошёл легко."],
  },
};

/** Languages reviews are written in, with weights (most customers are Finnish). */
export const REVIEW_LANGS: [Lang, number][] = [
  ["fi", 60],
  ["en", 12],
  ["sv", 10],
  ["de", 8],
  ["fr", 5],
  ["ru", 5],
];
