/** Id of the home page's contact section, the target of the navigation's contact link. */
export const CONTACT_SECTION_ID = "contact";

/** Id of a product page's demo-booking section, the target of 'Contact Us' and of 'Book a Demo.'. */
export const BOOK_DEMO_SECTION_ID = "book-demo";
