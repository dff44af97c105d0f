/** Viewport presets of the toolbar, story tests and Chromatic modes (phone 375, tablet 768, desktop 1280: decision 0014). */
export const VIEWPORTS = {
  mobile: { name: "Mobile 375", styles: { width: "375px", height: "812px" }, type: "mobile" },
  small: { name: "Small 480", styles: { width: "480px", height: "854px" }, type: "mobile" },
  tablet: { name: "Tablet 768", styles: { width: "768px", height: "1024px" }, type: "tablet" },
  desktop: { name: "Desktop 1280", styles: { width: "1280px", height: "800px" }, type: "desktop" },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
