// `npm run storybook`: Storybook's development server, with the language and viewport toolbars, on
// STORYBOOK_PORT (default in packages/content/src/ports.ts).
import { portOf } from "@studio/content/ports";
import { run } from "./processes.ts";

const port = portOf("storybook");
process.exit(await run("storybook", ["dev", "--port", String(port), "--no-open"]));
