// The stories of the group "landing-and-product" (story-groups.ts), in every mode that tests the group.
import { testStoriesOf } from "./story-tests.ts";

await testStoriesOf("landing-and-product");
