import type { LocaleCode, ProductRecord } from "@studio/api";

/** Product lists of every language as the API sends them (a copy of the mock API's seed), for the stories. */
export const STORY_PRODUCT_RECORDS: Readonly<Record<LocaleCode, readonly ProductRecord[]>> = {
  en: [
    {
      _id: "en-grocerydelivery",
      image: "grocery.svg",
      productName: "Grocery Delivery",
      productDescription:
        "A complete grocery delivery platform: customers browse your aisles, fill their basket and pick a delivery slot, while you manage stock, orders and riders from one admin panel.",
      productPath: "/english/productpage",
    },
    {
      _id: "en-meatdelivery",
      image: "meat.svg",
      productName: "Meat Delivery",
      productDescription:
        "Sell fresh cuts online with weight-based pricing, cut and portion options and chilled delivery scheduling, all under your own brand.",
      productPath: "/english/meatdelivery",
    },
    {
      _id: "en-milkdelivery",
      image: "milk.svg",
      productName: "Milk Delivery",
      productDescription:
        "Run daily milk and dairy subscriptions with flexible plans, pause and resume, wallet payments and route planning for early-morning deliveries.",
      productPath: "/english/milkdelivery",
    },
    {
      _id: "en-fashionstore",
      image: "fashion.svg",
      productName: "Fashion Store",
      productDescription:
        "Showcase collections with sizes, colours and rich photo galleries, and turn browsers into buyers with wish lists, coupons and easy returns.",
      productPath: "/english/fashionstore",
    },
    {
      _id: "en-electronicstore",
      image: "electronics.svg",
      productName: "Electronics Store",
      productDescription:
        "Sell phones, laptops and accessories with detailed specifications, product comparisons, warranty information and secure online payments.",
      productPath: "/english/electronicstore",
    },
    {
      _id: "en-homeneedsstore",
      image: "home-needs.svg",
      productName: "Home Needs Store",
      productDescription:
        "Everything for the household in one app: cleaning supplies, kitchenware and everyday essentials, with repeat orders and doorstep delivery.",
      productPath: "/english/homeneedsstore",
    },
    {
      _id: "en-beautystore",
      image: "beauty.svg",
      productName: "Beauty Store",
      productDescription:
        "Present cosmetics, skincare and fragrances beautifully, with shade selectors, gift sets and offers that keep customers coming back.",
      productPath: "/english/beautystore",
    },
    {
      _id: "en-furniturestore",
      image: "furniture.svg",
      productName: "Furniture Store",
      productDescription:
        "Sell sofas, tables and chairs online with large product galleries, material and colour options, and delivery and assembly booking.",
      productPath: "/english/furniturestore",
    },
  ],
  de: [
    {
      _id: "de-grocerydelivery",
      image: "grocery.svg",
      productName: "Lebensmittellieferung",
      productDescription:
        "Eine komplette Plattform für Lebensmittellieferungen: Ihre Kunden stöbern im Sortiment, füllen den Warenkorb und wählen ein Lieferfenster, während Sie Bestand, Bestellungen und Fahrer in einem Admin-Panel steuern.",
      productPath: "/english/productpage",
    },
    {
      _id: "de-meatdelivery",
      image: "meat.svg",
      productName: "Fleischlieferung",
      productDescription:
        "Verkaufen Sie frisches Fleisch online – mit Preisen nach Gewicht, Zuschnitt- und Portionsoptionen und gekühlter Lieferplanung, alles unter Ihrer eigenen Marke.",
      productPath: "/english/meatdelivery",
    },
    {
      _id: "de-milkdelivery",
      image: "milk.svg",
      productName: "Milchlieferung",
      productDescription:
        "Verwalten Sie tägliche Milch- und Molkerei-Abos mit flexiblen Tarifen, Pausenfunktion, Wallet-Zahlungen und Routenplanung für die Lieferung am frühen Morgen.",
      productPath: "/english/milkdelivery",
    },
    {
      _id: "de-fashionstore",
      image: "fashion.svg",
      productName: "Modeshop",
      productDescription:
        "Präsentieren Sie Kollektionen mit Größen, Farben und großen Bildergalerien und machen Sie aus Besuchern Käufer – mit Wunschlisten, Gutscheinen und einfachen Retouren.",
      productPath: "/english/fashionstore",
    },
    {
      _id: "de-electronicstore",
      image: "electronics.svg",
      productName: "Elektronikshop",
      productDescription:
        "Verkaufen Sie Smartphones, Laptops und Zubehör mit ausführlichen technischen Daten, Produktvergleichen, Garantieinformationen und sicheren Onlinezahlungen.",
      productPath: "/english/electronicstore",
    },
    {
      _id: "de-homeneedsstore",
      image: "home-needs.svg",
      productName: "Haushaltswarenshop",
      productDescription:
        "Alles für den Haushalt in einer App: Reinigungsmittel, Küchenbedarf und Artikel für den täglichen Bedarf, mit Nachbestellung per Klick und Lieferung bis an die Haustür.",
      productPath: "/english/homeneedsstore",
    },
    {
      _id: "de-beautystore",
      image: "beauty.svg",
      productName: "Beautyshop",
      productDescription:
        "Präsentieren Sie Kosmetik, Hautpflege und Düfte ansprechend – mit Farbtonauswahl, Geschenksets und Angeboten, die Ihre Kundschaft wiederkommen lassen.",
      productPath: "/english/beautystore",
    },
    {
      _id: "de-furniturestore",
      image: "furniture.svg",
      productName: "Möbelshop",
      productDescription:
        "Verkaufen Sie Sofas, Tische und Stühle online mit großen Produktgalerien, Material- und Farboptionen sowie Buchung von Lieferung und Montage.",
      productPath: "/english/furniturestore",
    },
  ],
  lt: [
    {
      _id: "lt-grocerydelivery",
      image: "grocery.svg",
      productName: "Maisto prekių pristatymas",
      productDescription:
        "Visa maisto prekių pristatymo platforma: klientai naršo jūsų asortimentą, pildo krepšelį ir pasirenka pristatymo laiką, o jūs vienoje administravimo panelėje valdote atsargas, užsakymus ir kurjerius.",
      productPath: "/english/productpage",
    },
    {
      _id: "lt-meatdelivery",
      image: "meat.svg",
      productName: "Mėsos pristatymas",
      productDescription:
        "Parduokite šviežią mėsą internetu su kainomis pagal svorį, pjaustymo ir porcijų pasirinkimu bei atvėsintų prekių pristatymo planavimu – viskas su jūsų prekės ženklu.",
      productPath: "/english/meatdelivery",
    },
    {
      _id: "lt-milkdelivery",
      image: "milk.svg",
      productName: "Pieno pristatymas",
      productDescription:
        "Valdykite kasdienes pieno ir pieno produktų prenumeratas su lanksčiais planais, galimybe jas sustabdyti ir atnaujinti, mokėjimais elektronine pinigine ir ankstyvo ryto maršrutų planavimu.",
      productPath: "/english/milkdelivery",
    },
    {
      _id: "lt-fashionstore",
      image: "fashion.svg",
      productName: "Mados parduotuvė",
      productDescription:
        "Pristatykite kolekcijas su dydžiais, spalvomis ir gausiomis nuotraukų galerijomis, o lankytojus paverskite pirkėjais su norų sąrašais, nuolaidų kuponais ir paprastu grąžinimu.",
      productPath: "/english/fashionstore",
    },
    {
      _id: "lt-electronicstore",
      image: "electronics.svg",
      productName: "Elektronikos parduotuvė",
      productDescription:
        "Parduokite telefonus, nešiojamuosius kompiuterius ir priedus su išsamiomis specifikacijomis, prekių palyginimu, garantijos informacija ir saugiais mokėjimais internetu.",
      productPath: "/english/electronicstore",
    },
    {
      _id: "lt-homeneedsstore",
      image: "home-needs.svg",
      productName: "Namų prekių parduotuvė",
      productDescription:
        "Viskas namams vienoje programėlėje: valymo priemonės, virtuvės reikmenys ir kasdienės prekės, su pakartotiniais užsakymais ir pristatymu iki durų.",
      productPath: "/english/homeneedsstore",
    },
    {
      _id: "lt-beautystore",
      image: "beauty.svg",
      productName: "Grožio prekių parduotuvė",
      productDescription:
        "Patraukliai pristatykite kosmetiką, odos priežiūros priemones ir kvepalus su atspalvių pasirinkimu, dovanų rinkiniais ir pasiūlymais, dėl kurių klientai sugrįžta.",
      productPath: "/english/beautystore",
    },
    {
      _id: "lt-furniturestore",
      image: "furniture.svg",
      productName: "Baldų parduotuvė",
      productDescription:
        "Parduokite sofas, stalus ir kėdes internetu su didelėmis prekių galerijomis, medžiagų ir spalvų pasirinkimu bei pristatymo ir surinkimo užsakymu.",
      productPath: "/english/furniturestore",
    },
  ],
  ru: [
    {
      _id: "ru-grocerydelivery",
      image: "grocery.svg",
      productName: "Доставка продуктов",
      productDescription:
        "Полноценная платформа доставки продуктов: покупатели просматривают ассортимент, собирают корзину и выбирают время доставки, а вы управляете остатками, заказами и курьерами из одной панели администратора.",
      productPath: "/english/productpage",
    },
    {
      _id: "ru-meatdelivery",
      image: "meat.svg",
      productName: "Доставка мяса",
      productDescription:
        "Продавайте свежее мясо онлайн с ценой по весу, выбором разделки и порций и планированием охлаждённой доставки — всё под вашим брендом.",
      productPath: "/english/meatdelivery",
    },
    {
      _id: "ru-milkdelivery",
      image: "milk.svg",
      productName: "Доставка молока",
      productDescription:
        "Ведите ежедневные подписки на молоко и молочные продукты с гибкими тарифами, паузой и возобновлением, оплатой через кошелёк и планированием маршрутов для ранней утренней доставки.",
      productPath: "/english/milkdelivery",
    },
    {
      _id: "ru-fashionstore",
      image: "fashion.svg",
      productName: "Магазин одежды",
      productDescription:
        "Показывайте коллекции с размерами, цветами и большими фотогалереями и превращайте посетителей в покупателей с помощью списков желаний, купонов и простого возврата.",
      productPath: "/english/fashionstore",
    },
    {
      _id: "ru-electronicstore",
      image: "electronics.svg",
      productName: "Магазин электроники",
      productDescription:
        "Продавайте смартфоны, ноутбуки и аксессуары с подробными характеристиками, сравнением товаров, информацией о гарантии и безопасной онлайн-оплатой.",
      productPath: "/english/electronicstore",
    },
    {
      _id: "ru-homeneedsstore",
      image: "home-needs.svg",
      productName: "Магазин товаров для дома",
      productDescription:
        "Всё для дома в одном приложении: бытовая химия, посуда и товары на каждый день, с повтором заказов и доставкой до двери.",
      productPath: "/english/homeneedsstore",
    },
    {
      _id: "ru-beautystore",
      image: "beauty.svg",
      productName: "Магазин косметики",
      productDescription:
        "Красиво представляйте косметику, средства по уходу за кожей и ароматы — с подбором оттенков, подарочными наборами и акциями, ради которых покупатели возвращаются.",
      productPath: "/english/beautystore",
    },
    {
      _id: "ru-furniturestore",
      image: "furniture.svg",
      productName: "Мебельный магазин",
      productDescription:
        "Продавайте диваны, столы и стулья онлайн с большими галереями, выбором материалов и цветов, а также записью на доставку и сборку.",
      productPath: "/english/furniturestore",
    },
  ],
  po: [
    {
      _id: "po-grocerydelivery",
      image: "grocery.svg",
      productName: "Entrega de mercearia",
      productDescription:
        "Uma plataforma completa de entrega de mercearia: os clientes percorrem o seu catálogo, enchem o cesto e escolhem o horário de entrega, enquanto gere stock, encomendas e estafetas num único painel de administração.",
      productPath: "/english/productpage",
    },
    {
      _id: "po-meatdelivery",
      image: "meat.svg",
      productName: "Entrega de carne",
      productDescription:
        "Venda cortes frescos online com preço ao peso, opções de corte e porção e agendamento de entregas refrigeradas, tudo com a sua própria marca.",
      productPath: "/english/meatdelivery",
    },
    {
      _id: "po-milkdelivery",
      image: "milk.svg",
      productName: "Entrega de leite",
      productDescription:
        "Gira assinaturas diárias de leite e laticínios com planos flexíveis, pausa e retoma, pagamentos por carteira digital e planeamento de rotas para entregas de madrugada.",
      productPath: "/english/milkdelivery",
    },
    {
      _id: "po-fashionstore",
      image: "fashion.svg",
      productName: "Loja de moda",
      productDescription:
        "Apresente coleções com tamanhos, cores e galerias de fotografias, e transforme visitantes em compradores com listas de desejos, cupões e devoluções simples.",
      productPath: "/english/fashionstore",
    },
    {
      _id: "po-electronicstore",
      image: "electronics.svg",
      productName: "Loja de eletrónica",
      productDescription:
        "Venda telemóveis, portáteis e acessórios com especificações detalhadas, comparação de produtos, informação de garantia e pagamentos online seguros.",
      productPath: "/english/electronicstore",
    },
    {
      _id: "po-homeneedsstore",
      image: "home-needs.svg",
      productName: "Loja de artigos para o lar",
      productDescription:
        "Tudo para a casa numa só app: produtos de limpeza, utensílios de cozinha e bens essenciais do dia a dia, com encomendas repetidas e entrega à porta.",
      productPath: "/english/homeneedsstore",
    },
    {
      _id: "po-beautystore",
      image: "beauty.svg",
      productName: "Loja de beleza",
      productDescription:
        "Apresente cosmética, cuidados de pele e perfumes com elegância, com seletor de tons, conjuntos de oferta e promoções que fazem os clientes voltar.",
      productPath: "/english/beautystore",
    },
    {
      _id: "po-furniturestore",
      image: "furniture.svg",
      productName: "Loja de mobiliário",
      productDescription:
        "Venda sofás, mesas e cadeiras online com grandes galerias de produto, opções de materiais e cores e marcação de entrega e montagem.",
      productPath: "/english/furniturestore",
    },
  ],
  fr: [
    {
      _id: "fr-grocerydelivery",
      image: "grocery.svg",
      productName: "Livraison de courses",
      productDescription:
        "Une plateforme complète de livraison de courses : vos clients parcourent les rayons, remplissent leur panier et choisissent un créneau, pendant que vous gérez stocks, commandes et livreurs depuis un seul tableau de bord.",
      productPath: "/english/productpage",
    },
    {
      _id: "fr-meatdelivery",
      image: "meat.svg",
      productName: "Livraison de viande",
      productDescription:
        "Vendez des morceaux frais en ligne avec un prix au poids, le choix de la découpe et des portions, et une livraison réfrigérée planifiée, le tout sous votre propre marque.",
      productPath: "/english/meatdelivery",
    },
    {
      _id: "fr-milkdelivery",
      image: "milk.svg",
      productName: "Livraison de lait",
      productDescription:
        "Gérez les abonnements quotidiens au lait et aux produits laitiers avec des formules flexibles, la mise en pause, le paiement par portefeuille électronique et la planification des tournées du petit matin.",
      productPath: "/english/milkdelivery",
    },
    {
      _id: "fr-fashionstore",
      image: "fashion.svg",
      productName: "Boutique de mode",
      productDescription:
        "Mettez en valeur vos collections avec tailles, couleurs et grandes galeries photo, et transformez les visiteurs en clients grâce aux listes d'envies, aux coupons et aux retours simplifiés.",
      productPath: "/english/fashionstore",
    },
    {
      _id: "fr-electronicstore",
      image: "electronics.svg",
      productName: "Boutique d'électronique",
      productDescription:
        "Vendez smartphones, ordinateurs portables et accessoires avec fiches techniques détaillées, comparateur de produits, informations de garantie et paiement en ligne sécurisé.",
      productPath: "/english/electronicstore",
    },
    {
      _id: "fr-homeneedsstore",
      image: "home-needs.svg",
      productName: "Boutique pour la maison",
      productDescription:
        "Tout pour la maison dans une seule application : produits d'entretien, ustensiles de cuisine et essentiels du quotidien, avec commandes récurrentes et livraison à domicile.",
      productPath: "/english/homeneedsstore",
    },
    {
      _id: "fr-beautystore",
      image: "beauty.svg",
      productName: "Boutique de beauté",
      productDescription:
        "Présentez cosmétiques, soins de la peau et parfums avec élégance, avec sélecteur de teintes, coffrets cadeaux et offres qui fidélisent vos clients.",
      productPath: "/english/beautystore",
    },
    {
      _id: "fr-furniturestore",
      image: "furniture.svg",
      productName: "Magasin de meubles",
      productDescription:
        "Vendez canapés, tables et chaises en ligne avec de grandes galeries produit, le choix des matières et des coloris, et la réservation de la livraison et du montage.",
      productPath: "/english/furniturestore",
    },
  ],
  sp: [
    {
      _id: "sp-grocerydelivery",
      image: "grocery.svg",
      productName: "Entrega de supermercado",
      productDescription:
        "Una plataforma completa de reparto de supermercado: tus clientes recorren los pasillos, llenan la cesta y eligen la franja de entrega, mientras tú gestionas stock, pedidos y repartidores desde un único panel.",
      productPath: "/english/productpage",
    },
    {
      _id: "sp-meatdelivery",
      image: "meat.svg",
      productName: "Entrega de carne",
      productDescription:
        "Vende cortes frescos online con precio por peso, opciones de corte y ración y reparto refrigerado programado, todo con tu propia marca.",
      productPath: "/english/meatdelivery",
    },
    {
      _id: "sp-milkdelivery",
      image: "milk.svg",
      productName: "Entrega de leche",
      productDescription:
        "Gestiona suscripciones diarias de leche y lácteos con planes flexibles, pausa y reanudación, pagos con monedero digital y rutas planificadas para el reparto de madrugada.",
      productPath: "/english/milkdelivery",
    },
    {
      _id: "sp-fashionstore",
      image: "fashion.svg",
      productName: "Tienda de moda",
      productDescription:
        "Muestra tus colecciones con tallas, colores y amplias galerías de fotos, y convierte visitantes en compradores con listas de deseos, cupones y devoluciones sencillas.",
      productPath: "/english/fashionstore",
    },
    {
      _id: "sp-electronicstore",
      image: "electronics.svg",
      productName: "Tienda de electrónica",
      productDescription:
        "Vende móviles, portátiles y accesorios con especificaciones detalladas, comparador de productos, información de garantía y pagos online seguros.",
      productPath: "/english/electronicstore",
    },
    {
      _id: "sp-homeneedsstore",
      image: "home-needs.svg",
      productName: "Tienda para el hogar",
      productDescription:
        "Todo para la casa en una sola app: productos de limpieza, menaje de cocina y básicos del día a día, con pedidos recurrentes y entrega a domicilio.",
      productPath: "/english/homeneedsstore",
    },
    {
      _id: "sp-beautystore",
      image: "beauty.svg",
      productName: "Tienda de belleza",
      productDescription:
        "Presenta cosmética, cuidado de la piel y perfumes con estilo, con selector de tonos, packs de regalo y ofertas que hacen volver a tus clientes.",
      productPath: "/english/beautystore",
    },
    {
      _id: "sp-furniturestore",
      image: "furniture.svg",
      productName: "Tienda de muebles",
      productDescription:
        "Vende sofás, mesas y sillas online con grandes galerías de producto, opciones de materiales y colores, y reserva de entrega y montaje.",
      productPath: "/english/furniturestore",
    },
  ],
};
