// The stories of the group "components" (story-groups.ts), in every mode that tests the group.
import { testStoriesOf } from "./story-tests.ts";

await testStoriesOf("components");
