// Serves the static Storybook build to the visual suite, like the site's preview server serves the site.
import { LOCAL_HOST } from "@studio/content/ports";
import { createStaticServer } from "../../packages/site/server/static-server.ts";
import { STORYBOOK_URL, VISUAL_PORTS } from "./servers.ts";
import { STORYBOOK_DIR } from "./storybook-index.ts";

createStaticServer({ root: STORYBOOK_DIR }).listen(VISUAL_PORTS.storybook, LOCAL_HOST, () => {
  console.log(`Storybook (static build): ${STORYBOOK_URL}`);
});
