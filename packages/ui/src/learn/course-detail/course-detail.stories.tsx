import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { COURSES, getCourse, localizedPath, relatedCourses, type Course, type CourseKey } from "@studio/content";
import { localizeHrefFor } from "../../landing/localize-href.ts";
import { ALL_STATES_PARAMETERS, sameText, storyLocale, storyMessage } from "../../test/story-helpers.ts";
import { CourseDetail } from "./course-detail.tsx";

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
      await step(
        "overview, the numbered curriculum at #curriculum, technologies and outcomes of a course",
        async () => {
          const overview = canvas.getByRole("region", {
            name: sameText(storyMessage(globals, "learn.coursePage.overviewTitle")),
          });
          for (const id of page.overviewIds) await expect(overview).toHaveTextContent(storyMessage(globals, id));

          const curriculum = canvas.getByRole("region", {
            name: sameText(storyMessage(globals, "learn.coursePage.curriculumTitle")),
          });
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

          const technologies = canvas.queryByRole("heading", {
            name: sameText(storyMessage(globals, "learn.coursePage.technologiesTitle")),
          });
          if (course.technologies.length > 0) {
            await expect(technologies).toBeInTheDocument();
            for (const name of course.technologies) await expect(overview).toHaveTextContent(name);
          } else {
            await expect(technologies).not.toBeInTheDocument();
          }

          const outcomes = canvas.getByRole("region", {
            name: sameText(storyMessage(globals, "learn.coursePage.outcomesTitle")),
          });
          for (const id of page.outcomeIds) await expect(outcomes).toHaveTextContent(storyMessage(globals, id));
        },
      );
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
    await step(
      "'Other Courses You May Like': the other course pages, each with a 'Learn more' link named after it",
      async () => {
        const region = canvas.getByRole("region", {
          name: sameText(storyMessage(globals, "learn.coursePage.relatedTitle")),
        });
        for (const other of relatedCourses("fullStack")) {
          const title = storyMessage(globals, other.titleId);
          await expect(
            within(region).getByRole("link", {
              name: sameText(`${storyMessage(globals, "learn.actions.learnMore")} ${title}`),
            }),
          ).toHaveAttribute("href", localizedPath(other.page!.path, storyLocale(globals).code));
        }
      },
    );
  },
};

/** A course without a page of its own renders nothing. */
export const CourseWithoutPage: Story = {
  args: { course: getCourse("dataScience") },
  play: async ({ step, canvasElement }) => {
    await step("a course without a page of its own renders nothing", async () => {
      await expect(canvasElement.querySelector('[data-slot="course-detail"]')).not.toBeInTheDocument();
    });
  },
};

/** The app development page body: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  args: { course: getCourse("appDev") },
};
