// `npm run chromatic`: publishes the Storybook to Chromatic for visual review in every mode
// (locale × viewport, see .storybook/modes.ts). Needs CHROMATIC_PROJECT_TOKEN and the network.
import { run } from "./processes.ts";

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error("Set CHROMATIC_PROJECT_TOKEN to publish to Chromatic (the project's token from chromatic.com).");
  process.exit(1);
}

// Chromatic never exits when the network is unreachable; give up after 20 minutes.
const code = await run("timeout", [
  "1200",
  "npx",
  "--no-install",
  "chromatic",
  "--build-script-name",
  "build-storybook",
  "--exit-zero-on-changes",
  "--only-changed",
]);
process.exit(code);
