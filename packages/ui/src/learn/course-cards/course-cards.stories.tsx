import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MouseEvent } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { COURSES, courseFactValues, getCourse, localizedPath, type Course, type LearnLink } from "@studio/content";
import { localizeHrefFor } from "../../landing/localize-href.ts";
import {
  ALL_STATES_PARAMETERS,
  collapse,
  containsText,
  sameText,
  storyLocale,
  storyMessage,
} from "../../test/story-helpers.ts";
import { CourseCards } from "./course-cards.tsx";

const BROCHURE = "/brochures/full-stack-development.pdf";
const withBrochure = (course: Course): Course =>
  course.page ? { ...course, page: { ...course.page, brochureHref: BROCHURE } } : course;
const ALL_COURSES: readonly Course[] = COURSES;
const COURSES_WITH_BROCHURE = ALL_COURSES.map((course) => (course.key === "fullStack" ? withBrochure(course) : course));

const meta = {
  title: "Sections/Learn/CourseCards",
  id: "learn-coursecards",
  component: CourseCards,
  parameters: { layout: "fullscreen" },
  args: {
    courses: COURSES,
    onActionClick: fn((_action: LearnLink, _course: Course, event: MouseEvent<HTMLAnchorElement>) =>
      event.preventDefault(),
    ),
  },
  argTypes: {
    courses: { control: false },
    titleId: { control: false },
    introId: { control: false },
    localizeHref: { control: false },
  },
  render: (args, { globals }) => <CourseCards localizeHref={localizeHrefFor(storyLocale(globals).code)} {...args} />,
} satisfies Meta<typeof CourseCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement, key: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-slot="course-card"][data-key="${key}"]`)!;

/** Controls for every prop. */
export const Playground: Story = {};

/** All six courses in order, each with its title, facts formatted for the language and what you learn. */
export const AllCourses: Story = {
  play: async ({ step, canvas, canvasElement, globals }) => {
    await step(
      "all six courses in order, each with its title, facts formatted for the language and what you learn",
      async () => {
        const region = canvas.getByRole("region", { name: sameText(storyMessage(globals, "learn.courses.title")) });
        await expect(region).toHaveAttribute("id", "courses");
        await expect(
          canvas.getAllByRole("heading", { level: 3 }).map((heading) => collapse(heading.textContent)),
        ).toEqual(COURSES.map((course) => storyMessage(globals, course.titleId)));
        for (const course of COURSES) {
          const card = within(cardOf(canvasElement, course.key));
          const values = courseFactValues(course);
          await expect(card.getByText(storyMessage(globals, "learn.course.duration", values))).toBeVisible();
          await expect(card.getByText(storyMessage(globals, "learn.course.price", values))).toBeVisible();
          for (const id of course.highlights.itemIds)
            await expect(card.getByText(storyMessage(globals, id))).toBeVisible();
          for (const name of course.technologies) await expect(card.getByText(name)).toBeVisible();
        }
      },
    );
  },
};

/** Placement training has no technologies, so its card lists its outcomes instead. */
export const PlacementOutcomes: Story = {
  play: async ({ step, canvasElement, globals }) => {
    await step("placement training has no technologies, so its card lists its outcomes instead", async () => {
      const placement = getCourse("placement");
      const card = within(cardOf(canvasElement, "placement"));
      await expect(
        card.getByRole("heading", {
          level: 4,
          name: sameText(storyMessage(globals, "learn.coursePage.outcomesTitle")),
        }),
      ).toBeInTheDocument();
      for (const id of placement.page!.outcomeIds)
        await expect(card.getByText(storyMessage(globals, id))).toBeVisible();
      await expect(
        card.queryByRole("heading", { name: sameText(storyMessage(globals, "learn.coursePage.technologiesTitle")) }),
      ).not.toBeInTheDocument();
    });
  },
};

/**
 * Card actions without brochures: 'View Course Details' to the course page (localized), or
 * 'Enroll Now' to the form for a course without a page; no 'Download Brochure' anywhere.
 */
export const WithoutBrochure: Story = {
  play: async ({ step, args, canvas, canvasElement, globals }) => {
    await step(
      "card actions without brochures: 'View Course Details' to the course page (localized), or 'Enroll Now' to the form for a course without a page; no 'Download Brochure' anywhere",
      async () => {
        const code = storyLocale(globals).code;
        for (const course of ALL_COURSES) {
          const title = storyMessage(globals, course.titleId);
          const card = within(cardOf(canvasElement, course.key));
          if (course.page) {
            const link = card.getByRole("link", {
              name: sameText(`${storyMessage(globals, "learn.actions.viewCourseDetails")} ${title}`),
            });
            await expect(link).toHaveAttribute("href", localizedPath(course.page.path, code));
          } else {
            const link = card.getByRole("link", {
              name: sameText(`${storyMessage(globals, "learn.actions.enroll")} ${title}`),
            });
            await expect(link).toHaveAttribute("href", "#enroll");
          }
        }
        await expect(
          canvas.queryByRole("link", { name: containsText(storyMessage(globals, "learn.actions.downloadBrochure")) }),
        ).not.toBeInTheDocument();
        await userEvent.click(
          canvas.getByRole("link", {
            name: sameText(
              `${storyMessage(globals, "learn.actions.enroll")} ${storyMessage(globals, "learn.course.aiMl.title")}`,
            ),
          }),
        );
        await expect(args.onActionClick).toHaveBeenCalledWith(
          expect.objectContaining({ href: "#enroll" }),
          getCourse("aiMl"),
          expect.anything(),
        );
      },
    );
  },
};

/** A course with a brochure also offers 'Download Brochure' (the file downloads). */
export const WithBrochure: Story = {
  args: { courses: COURSES_WITH_BROCHURE },
  play: async ({ step, canvasElement, globals }) => {
    await step("a course with a brochure also offers 'Download Brochure' (the file downloads)", async () => {
      const title = storyMessage(globals, "learn.course.fullStack.title");
      const link = within(cardOf(canvasElement, "fullStack")).getByRole("link", {
        name: sameText(`${storyMessage(globals, "learn.actions.downloadBrochure")} ${title}`),
      });
      await expect(link).toHaveAttribute("href", BROCHURE);
      await expect(link).toHaveAttribute("download");
      await expect(
        within(cardOf(canvasElement, "appDev")).queryByRole("link", {
          name: containsText(storyMessage(globals, "learn.actions.downloadBrochure")),
        }),
      ).not.toBeInTheDocument();
    });
  },
};

/** The six cards, one with a brochure: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  args: { courses: COURSES_WITH_BROCHURE },
};
