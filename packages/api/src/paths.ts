/**
 * Paths of the API contract that need no schema (docs/product.md#121-base-url-and-paths), in a
 * module of their own so that code needing only them (picture URLs) does not load the payload
 * schemas.
 */

/** Paths of the form submissions, the visitor counter and the two image folders. */
export const API_PATHS = {
  /** POST, no body: counts a visit, answers `{ count }`. */
  visitor: "/api/visitor",
  /** POST: home page contact enquiry; success is HTTP 200. */
  homeEnquiry: "/api/site-contactus",
  /** POST: demo booking on the store product pages; success is 200 with `data.status === "success"`. */
  demoBooking: "/api/product-query",
  /** POST: contact form of the training and services pages; success is HTTP 201. */
  submitContact: "/api/submit-contact",
  /** POST: contact form with a script-level check; success is `success: true`. */
  contact: "/api/contact",
  /** GET `{bannerImages}/{imageName}`: a banner picture. */
  bannerImages: "/api/bannerimages",
  /** GET `{productImages}/{image}`: a product picture. */
  productImages: "/api/productimages",
} as const;
