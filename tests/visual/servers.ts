import { originOf, portOf } from "@studio/content/ports";

/** Ports of the visual suite's servers (packages/content/src/ports.ts: apart from the others', so all can run at once). */
export const VISUAL_PORTS = {
  storybook: portOf("visualStorybook"),
  api: portOf("visualApi"),
  site: portOf("visualSite"),
};

export const STORYBOOK_URL = originOf("visualStorybook");
export const SITE_URL = originOf("visualSite");
