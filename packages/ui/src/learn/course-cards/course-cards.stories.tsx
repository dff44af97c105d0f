import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MouseEvent } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  COURSES,
  courseFactValues,
  getCourse,
  LEARN_PAGE,
  localizedPath,
  type Course,
  type CourseKey,
  type LearnLink,
  type MessageId,
} from "@studio/content";
import { localizeHrefFor } from "../../landing/localize-href.ts";
import {
  ALL_STATES_PARAMETERS,
  collapse,
  containsText,
  nthLandmarkName,
  sameText,
  storyLocale,
  storyMessage,
} from "../../test/story-helpers.ts";
import { CourseCards } from "./course-cards.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

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

type Globals = Record<string, unknown>;
type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

/** A course's card: the list item under its title. */
const cardOf = (canvas: Canvas, globals: Globals, key: CourseKey) =>
  within(
    canvas
      .getByRole("heading", { level: 3, name: sameText(storyMessage(globals, getCourse(key).titleId)) })
      .closest("li")!,
  );

/** Controls for every prop. */
export const Playground: Story = {};

/** All six courses in order, each with its title, facts formatted for the language and what you learn. */
export const AllCourses: Story = {
  play: async ({ step, canvas, globals }) => {
    const title = storyMessage(globals, "learn.courses.title");
    await step(`sees the six courses in order under "${title}", at #courses`, async () => {
      await expect(canvas.getByRole("region", { name: sameText(title) })).toHaveAttribute("id", "courses");
      await expect(
        canvas.getAllByRole("heading", { level: 3 }).map((heading) => collapse(heading.textContent)),
      ).toEqual(COURSES.map((course) => storyMessage(globals, course.titleId)));
    });
    await step(
      "reads each card: duration and fee as this language writes them, what you learn, technologies",
      async () => {
        for (const course of COURSES) {
          const card = cardOf(canvas, globals, course.key);
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
  tags: ["play-only"],
  play: async ({ step, canvas, globals }) => {
    const card = () => cardOf(canvas, globals, "placement");
    await step("reads the outcomes on the placement training card", async () => {
      await expect(
        card().getByRole("heading", {
          level: 4,
          name: sameText(storyMessage(globals, "learn.coursePage.outcomesTitle")),
        }),
      ).toBeInTheDocument();
      for (const id of getCourse("placement").page!.outcomeIds)
        await expect(card().getByText(storyMessage(globals, id))).toBeVisible();
    });
    await step("finds no technologies there: it has none", async () => {
      await expect(
        card().queryByRole("heading", { name: sameText(storyMessage(globals, "learn.coursePage.technologiesTitle")) }),
      ).not.toBeInTheDocument();
    });
  },
};

/**
 * Card actions without brochures: 'View Course Details' to the course page (localized), or
 * 'Enroll Now' to the form for a course without a page; no 'Download Brochure' anywhere.
 */
export const WithoutBrochure: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvas, globals }) => {
    const code = storyLocale(globals).code;
    const named = (actionId: MessageId, course: Course) =>
      sameText(`${storyMessage(globals, actionId)} ${storyMessage(globals, course.titleId)}`);
    await step(
      `finds "${storyMessage(globals, "learn.actions.viewCourseDetails")}" on each course with a page, leading to it in this language`,
      async () => {
        for (const course of ALL_COURSES.filter((candidate) => candidate.page)) {
          const link = cardOf(canvas, globals, course.key).getByRole("link", {
            name: named("learn.actions.viewCourseDetails", course),
          });
          await expect(link).toHaveAttribute("href", localizedPath(course.page!.path, code));
        }
      },
    );
    await step(
      `finds "${storyMessage(globals, "learn.actions.enroll")}" on each course without one, leading to the form`,
      async () => {
        for (const course of ALL_COURSES.filter((candidate) => !candidate.page)) {
          const link = cardOf(canvas, globals, course.key).getByRole("link", {
            name: named("learn.actions.enroll", course),
          });
          await expect(link).toHaveAttribute("href", "#enroll");
        }
      },
    );
    await step(`finds no "${storyMessage(globals, "learn.actions.downloadBrochure")}" anywhere`, async () => {
      await expect(
        canvas.queryByRole("link", { name: containsText(storyMessage(globals, "learn.actions.downloadBrochure")) }),
      ).not.toBeInTheDocument();
    });
    await step(
      `clicks "${storyMessage(globals, "learn.actions.enroll")}" on AI/ML: the site is told which course`,
      async () => {
        await userEvent.click(canvas.getByRole("link", { name: named("learn.actions.enroll", getCourse("aiMl")) }));
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
  play: async ({ step, canvas, globals }) => {
    const brochure = storyMessage(globals, "learn.actions.downloadBrochure");
    await step(`finds "${brochure}" on the full-stack card: it downloads the file`, async () => {
      const title = storyMessage(globals, "learn.course.fullStack.title");
      const link = cardOf(canvas, globals, "fullStack").getByRole("link", { name: sameText(`${brochure} ${title}`) });
      await expect(link).toHaveAttribute("href", BROCHURE);
      await expect(link).toHaveAttribute("download");
    });
    await step("finds none on the app development card, which has no brochure", async () => {
      await expect(
        cardOf(canvas, globals, "appDev").queryByRole("link", { name: containsText(brochure) }),
      ).not.toBeInTheDocument();
    });
  },
};

/** The six cards, one with a brochure: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  args: { courses: COURSES_WITH_BROCHURE },
  render: (args, { globals }) => {
    const title = storyMessage(globals, LEARN_PAGE.courses.titleId);
    return (
      <SpecSheet layout="stack">
        {(["default", "hover", "focus-visible"] as const).map((state, position) => (
          <SpecCell key={state} spec={["brochure"]} state={state} bleed>
            <CourseCards
              localizeHref={localizeHrefFor(storyLocale(globals).code)}
              {...args}
              {...(position === 0
                ? {}
                : { "aria-labelledby": undefined, "aria-label": nthLandmarkName(globals, title, position, 3) })}
            />
          </SpecCell>
        ))}
      </SpecSheet>
    );
  },
};
