// Serves the static Storybook build to the visual suite, like the site's preview server serves the site.
import { createStaticServer } from "../../packages/site/server/static-server.ts";
import { VISUAL_PORTS } from "./servers.ts";
import { STORYBOOK_DIR } from "./storybook-index.ts";

createStaticServer({ root: STORYBOOK_DIR }).listen(VISUAL_PORTS.storybook, "localhost", () => {
  console.log(`Storybook (static build): http://localhost:${VISUAL_PORTS.storybook}`);
});
