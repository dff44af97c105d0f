// The anchors of the sections the navigation and the calls to action lead to: defined with the
// pages' composition (@studio/content), so the site and the Pages stories give the same ids.
export { BOOK_DEMO_SECTION_ID, CONTACT_SECTION_ID } from "@studio/content";
