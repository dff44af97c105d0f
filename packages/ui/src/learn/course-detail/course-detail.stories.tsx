import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  COURSES,
  getCourse,
  localizedPath,
  relatedCourses,
  type Course,
  type CourseKey,
  type MessageId,
} from "@studio/content";
import { localizeHrefFor } from "../../landing/localize-href.ts";
import {
  ALL_STATES_PARAMETERS,
  expectPartsOnSheet,
  sameText,
  storyLocale,
  storyMessage,
} from "../../test/story-helpers.ts";
import { CourseDetail } from "./course-detail.tsx";
import { inSpecCell, specPartsPseudo, type SpecPart } from "../../test/spec-sheet.tsx";

const PAGE_COURSES = Object.fromEntries(
  (COURSES as readonly Course[]).filter((course) => course.page).map((course) => [course.key, course]),
);

const meta = {
  title: "Sections/Learn/CourseDetail",
  id: "learn-coursedetail",
  component: CourseDetail,
  parameters: { layout: "fullscreen" },
  args: { course: getCourse("fullStack") },
  argTypes: {
    course: { control: "select", options: Object.keys(PAGE_COURSES), mapping: PAGE_COURSES },
    related: { control: false },
    localizeHref: { control: false },
  },
  render: (args, { globals }) => <CourseDetail localizeHref={localizeHrefFor(storyLocale(globals).code)} {...args} />,
} satisfies Meta<typeof CourseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overview, the numbered curriculum at #curriculum, technologies and outcomes of a course. */
function detailStory(key: CourseKey): Story {
  const course = getCourse(key);
  const page = course.page!;
  return {
    args: { course },
    play: async ({ step, canvas, globals }) => {
      const region = (id: MessageId) => canvas.getByRole("region", { name: sameText(storyMessage(globals, id)) });
      await step(`reads the overview of ${storyMessage(globals, course.titleId)}`, async () => {
        for (const id of page.overviewIds)
          await expect(region("learn.coursePage.overviewTitle")).toHaveTextContent(storyMessage(globals, id));
      });
      await step(`sees the ${page.modules.length} numbered modules of the curriculum, at #curriculum`, async () => {
        const curriculum = region("learn.coursePage.curriculumTitle");
        await expect(curriculum).toHaveAttribute("id", "curriculum");
        const modules = within(within(curriculum).getByRole("list")).getAllByRole("listitem");
        await expect(modules).toHaveLength(page.modules.length);
        for (const [index, module] of page.modules.entries()) {
          await expect(modules[index]).toHaveTextContent(
            storyMessage(globals, "learn.coursePage.moduleLabel", { number: index + 1 }),
          );
          await expect(
            within(modules[index]!).getByRole("heading", {
              level: 3,
              name: sameText(storyMessage(globals, module.titleId)),
            }),
          ).toBeInTheDocument();
        }
      });
      const technologies = () =>
        canvas.queryByRole("heading", {
          name: sameText(storyMessage(globals, "learn.coursePage.technologiesTitle")),
        });
      if (course.technologies.length > 0) {
        await step("reads the technologies it teaches", async () => {
          await expect(technologies()).toBeInTheDocument();
          for (const name of course.technologies)
            await expect(region("learn.coursePage.overviewTitle")).toHaveTextContent(name);
        });
      } else {
        await step("finds no technology list: it teaches none", async () => {
          await expect(technologies()).not.toBeInTheDocument();
        });
      }
      await step("reads what the course leads to", async () => {
        for (const id of page.outcomeIds)
          await expect(region("learn.coursePage.outcomesTitle")).toHaveTextContent(storyMessage(globals, id));
      });
    },
  };
}

/** Controls for every prop. */
export const Playground: Story = {};

export const FullStack: Story = detailStory("fullStack");
export const SoftwareTesting: Story = detailStory("softwareTesting");

/** Placement training: no technology list; two outcomes (career readiness, professional development). */
export const PlacementTraining: Story = detailStory("placement");

/** 'Other Courses You May Like': the other course pages, each with a 'Learn more' link named after it. */
export const RelatedCourses: Story = {
  play: async ({ step, canvas, globals }) => {
    const title = storyMessage(globals, "learn.coursePage.relatedTitle");
    await step(
      `finds a "${storyMessage(globals, "learn.actions.learnMore")}" link to each other course under "${title}"`,
      async () => {
        const region = canvas.getByRole("region", { name: sameText(title) });
        for (const other of relatedCourses("fullStack")) {
          await expect(
            within(region).getByRole("link", {
              name: sameText(
                `${storyMessage(globals, "learn.actions.learnMore")} ${storyMessage(globals, other.titleId)}`,
              ),
            }),
          ).toHaveAttribute("href", localizedPath(other.page!.path, storyLocale(globals).code));
        }
      },
    );
  },
};

/** The app development page body: the visual-regression story. */
/** The "Learn more" links of the first two related courses: hovered, and focused from the keyboard. */
const RELATED_LINK_PARTS: readonly SpecPart[] = (["hover", "focus-visible"] as const).map((state, index) => ({
  name: `related link ${index + 1}`,
  state,
  selector: `[data-slot="course-detail"] :nth-child(${index + 1} of [data-slot="related-course"]) a[href]`,
}));

export const AllStates: Story = {
  tags: ["every-language"],
  parameters: { ...ALL_STATES_PARAMETERS, pseudo: specPartsPseudo(RELATED_LINK_PARTS) },
  decorators: [inSpecCell({ spec: ["appDev"], state: "default", parts: RELATED_LINK_PARTS, bleed: true })],
  args: { course: getCourse("appDev") },
  play: async ({ step }) => {
    await step("finds the related courses' links the label names hovered and focused", async () => {
      await expectPartsOnSheet(RELATED_LINK_PARTS);
    });
  },
};
