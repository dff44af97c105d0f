// The stories of the group "pages" (story-groups.ts), in every mode that tests the group.
import { testStoriesOf } from "./story-tests.ts";

await testStoriesOf("pages");
