import type { BannerRecord, LocaleCode } from "@studio/api";

/**
 * Banner lists of every language as the API sends them (a copy of the mock API's seed), for the
 * stories. Lithuanian has a banner without a picture and Portuguese has none, like the seed, so
 * `resolveBanners` shows its fallbacks.
 */
export const STORY_BANNER_RECORDS: Readonly<Record<LocaleCode, readonly BannerRecord[]>> = {
  en: [
    {
      _id: "en-banner-apps",
      image: "banner-apps.svg",
      title: "Apps your customers love to open",
      desc: "We design and build native and cross-platform mobile apps for iOS and Android, from the first prototype to launch in the app stores and every update after.",
    },
    {
      _id: "en-banner-web",
      image: "banner-web.svg",
      title: "Websites that work as hard as you do",
      desc: "Fast, accessible and search-friendly web applications built with React, Next.js and Node.js, tailored to your business and ready to grow with it.",
    },
    {
      _id: "en-banner-stores",
      image: "banner-stores.svg",
      title: "Your own online store, live in weeks",
      desc: "Launch a white-label store for groceries, fashion, electronics and more, with your brand on the website and the mobile app, 24/7 support included and no in-house IT department to pay for.",
    },
    {
      _id: "en-banner-courses",
      image: "banner-courses.svg",
      title: "Learn the skills the industry hires for",
      desc: "Hands-on courses in full stack development, app development and software testing, taught by working engineers and finished with real-world projects and placement training.",
    },
  ],
  de: [
    {
      _id: "de-banner-apps",
      image: "banner-apps.svg",
      title: "Apps, die Ihre Kunden gerne öffnen",
      desc: "Wir konzipieren und entwickeln native und plattformübergreifende Apps für iOS und Android – vom ersten Prototyp bis zur Veröffentlichung in den App Stores und bei jedem Update danach.",
    },
    {
      _id: "de-banner-web",
      image: "banner-web.svg",
      title: "Websites, die für Ihr Geschäft arbeiten",
      desc: "Schnelle, barrierefreie und suchmaschinenfreundliche Webanwendungen mit React, Next.js und Node.js – maßgeschneidert für Ihr Unternehmen und bereit, mit ihm zu wachsen.",
    },
    {
      _id: "de-banner-stores",
      image: "banner-stores.svg",
      title: "Ihr eigener Onlineshop – in wenigen Wochen live",
      desc: "Starten Sie einen White-Label-Shop für Lebensmittel, Mode, Elektronik und mehr: mit Ihrer Marke auf Website und App, ganz ohne eigene IT-Abteilung.",
    },
    {
      _id: "de-banner-courses",
      image: "banner-courses.svg",
      title: "Lernen Sie, was die Branche sucht",
      desc: "Praxisnahe Kurse in Full-Stack-Entwicklung, App-Entwicklung und Softwaretests, geleitet von erfahrenen Entwicklern – mit echten Projekten und Vorbereitung auf den Berufseinstieg.",
    },
  ],
  lt: [
    {
      _id: "lt-banner-apps",
      image: "banner-apps.svg",
      title: "Programėlės, kurias klientai mėgsta atsidaryti",
      desc: "Kuriame natūralias ir daugiaplatformes programėles „iOS“ ir „Android“ įrenginiams – nuo pirmojo prototipo iki paskelbimo programėlių parduotuvėse ir kiekvieno vėlesnio atnaujinimo.",
    },
    {
      _id: "lt-banner-web",
      image: "banner-web.svg",
      title: "Svetainės, kurios dirba jūsų verslui",
      desc: "Greitos, prieinamos ir paieškos sistemoms draugiškos žiniatinklio programos su „React“, „Next.js“ ir „Node.js“, pritaikytos jūsų verslui ir pasirengusios augti kartu su juo.",
    },
    {
      _id: "lt-banner-stores",
      image: "banner-stores.svg",
      title: "Jūsų internetinė parduotuvė – vos per kelias savaites",
      desc: "Paleiskite baltosios etiketės parduotuvę maisto prekėms, madai, elektronikai ir kitoms prekėms: jūsų prekės ženklas svetainėje ir programėlėje, be savo IT skyriaus išlaidų.",
    },
    {
      _id: "lt-banner-courses",
      image: "banner-courses.svg",
      title: "Išmokite to, ko ieško darbdaviai",
      desc: "Praktiniai pilno ciklo programavimo, programėlių kūrimo ir programinės įrangos testavimo kursai su dirbančiais inžinieriais, realiais projektais ir pasiruošimu darbo paieškai.",
    },
    {
      _id: "lt-banner-support",
      title: "Pagalba, kuri niekada nemiega",
      desc: "Pateikite užklausą mūsų valdymo programėlėje bet kuriuo paros metu – ji iškart pasieks jūsų produktą sukūrusius programuotojus. Dirbame 24/7, ištisus metus.",
    },
  ],
  ru: [
    {
      _id: "ru-banner-apps",
      image: "banner-apps.svg",
      title: "Приложения, которые клиенты открывают с удовольствием",
      desc: "Мы проектируем и разрабатываем нативные и кроссплатформенные приложения для iOS и Android — от первого прототипа до публикации в магазинах приложений и каждого следующего обновления.",
    },
    {
      _id: "ru-banner-web",
      image: "banner-web.svg",
      title: "Сайты, которые работают на ваш бизнес",
      desc: "Быстрые, доступные и удобные для поисковых систем веб-приложения на React, Next.js и Node.js, созданные под ваши задачи и готовые расти вместе с вами.",
    },
    {
      _id: "ru-banner-stores",
      image: "banner-stores.svg",
      title: "Собственный интернет-магазин за несколько недель",
      desc: "Запустите магазин под своим брендом для продуктов, одежды, электроники и не только — сайт и мобильное приложение без затрат на собственный ИТ-отдел.",
    },
    {
      _id: "ru-banner-courses",
      image: "banner-courses.svg",
      title: "Освойте навыки, которые ценят работодатели",
      desc: "Практические курсы по full-stack-разработке, созданию мобильных приложений и тестированию ПО от действующих инженеров — с реальными проектами и подготовкой к трудоустройству.",
    },
  ],
  po: [],
  fr: [
    {
      _id: "fr-banner-apps",
      image: "banner-apps.svg",
      title: "Des applications que vos clients adorent ouvrir",
      desc: "Nous concevons et développons des applications natives et multiplateformes pour iOS et Android, du premier prototype à la publication sur les stores, puis à chaque mise à jour.",
    },
    {
      _id: "fr-banner-web",
      image: "banner-web.svg",
      title: "Des sites web qui travaillent pour vous",
      desc: "Des applications web rapides, accessibles et optimisées pour le référencement, construites avec React, Next.js et Node.js, adaptées à votre activité et prêtes à évoluer avec elle.",
    },
    {
      _id: "fr-banner-stores",
      image: "banner-stores.svg",
      title: "Votre boutique en ligne, opérationnelle en quelques semaines",
      desc: "Lancez une boutique en marque blanche pour l'épicerie, la mode, l'électronique et bien plus : votre marque sur le site et l'application mobile, sans service informatique interne à financer.",
    },
    {
      _id: "fr-banner-courses",
      image: "banner-courses.svg",
      title: "Apprenez les compétences que recherchent les recruteurs",
      desc: "Des formations pratiques en développement full stack, développement d'applications et test logiciel, animées par des ingénieurs en activité, avec des projets concrets et une préparation à l'emploi.",
    },
    {
      _id: "fr-banner-support",
      image: "banner-support.svg",
      title: "Un support qui ne dort jamais",
      desc: "Soumettez une demande dans notre application de gestion à toute heure : elle arrive directement aux développeurs qui ont créé votre produit, 24 h/24 et 7 j/7.",
    },
  ],
  sp: [
    {
      _id: "sp-banner-apps",
      image: "banner-apps.svg",
      title: "Apps que tus clientes disfrutan abrir",
      desc: "Diseñamos y desarrollamos aplicaciones nativas y multiplataforma para iOS y Android, desde el primer prototipo hasta su publicación en las tiendas y cada actualización posterior.",
    },
    {
      _id: "sp-banner-web",
      image: "banner-web.svg",
      title: "Sitios web que trabajan para tu negocio",
      desc: "Aplicaciones web rápidas, accesibles y optimizadas para buscadores, creadas con React, Next.js y Node.js, a la medida de tu empresa y listas para crecer con ella.",
    },
    {
      _id: "sp-banner-stores",
      image: "banner-stores.svg",
      title: "Tu propia tienda online, lista en semanas",
      desc: "Lanza una tienda de marca blanca para alimentación, moda, electrónica y mucho más: tu marca en la web y en la app móvil, sin pagar un departamento de TI propio.",
    },
    {
      _id: "sp-banner-courses",
      image: "banner-courses.svg",
      title: "Aprende las habilidades que buscan las empresas",
      desc: "Cursos prácticos de desarrollo full stack, desarrollo de apps y pruebas de software, impartidos por ingenieros en activo, con proyectos reales y preparación para el empleo.",
    },
  ],
};

/** Image name whose story picture is plain white: the worst case for white text over a picture. */
export const STORY_WHITE_IMAGE = "white.svg";

function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * A picture URL for stories that needs no network: a small SVG scene (gradient and two shapes,
 * coloured from the name) as a `data:` URL. `STORY_WHITE_IMAGE` gives a plain white picture.
 */
export function storyImageUrl(name: string): string {
  const hue = hueOf(name);
  const svg =
    name === STORY_WHITE_IMAGE
      ? "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'><rect width='16' height='9' fill='#fff'/></svg>"
      : [
          "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1600 900' preserveAspectRatio='xMidYMid slice'>",
          "<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'>",
          `<stop offset='0' stop-color='hsl(${hue} 65% 62%)'/>`,
          `<stop offset='1' stop-color='hsl(${(hue + 40) % 360} 60% 38%)'/>`,
          "</linearGradient></defs>",
          "<rect width='1600' height='900' fill='url(#g)'/>",
          "<circle cx='1220' cy='260' r='260' fill='#fff' fill-opacity='.22'/>",
          "<rect x='860' y='520' width='560' height='220' rx='36' fill='#fff' fill-opacity='.16'/>",
          "</svg>",
        ].join("");
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
