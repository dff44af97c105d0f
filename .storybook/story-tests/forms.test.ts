// The stories of the group "forms" (story-groups.ts), in every mode that tests the group.
import { testStoriesOf } from "./story-tests.ts";

await testStoriesOf("forms");
