/**
 * The keys pages find their data by: the verticals, the landing and promo pages and the courses.
 * A module that imports nothing, so that the route table (which names a page's data by its key)
 * and the data modules (which link pages by the route table's paths) both import it and never
 * each other.
 */

/**
 * The eight verticals of the white-label store products, in the order of the Products menu:
 * grocery, milk, meat, fashion, electronics, home needs, beauty, furniture.
 */
export const VERTICAL_KEYS = [
  "grocery",
  "milk",
  "meat",
  "fashion",
  "electronics",
  "homeNeeds",
  "beauty",
  "furniture",
] as const;

/** One of the eight verticals. */
export type VerticalKey = (typeof VERTICAL_KEYS)[number];

/** The three landing pages. */
export type LandingKey = "training" | "services" | "englishTraining";

/** Name of a promo page (its route table entry finds it by this key). */
export type PromoKey =
  "inquiry" | "services" | "englishCourses" | "englishServices" | "frenchCourses" | "frenchServices";

/** The six courses. */
export type CourseKey = "fullStack" | "appDev" | "softwareTesting" | "dataScience" | "aiMl" | "placement";
