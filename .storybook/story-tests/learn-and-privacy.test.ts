// The stories of the group "learn-and-privacy" (story-groups.ts), in every mode that tests the group.
import { testStoriesOf } from "./story-tests.ts";

await testStoriesOf("learn-and-privacy");
