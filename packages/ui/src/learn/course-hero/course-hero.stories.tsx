import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MouseEvent } from "react";
import { expect, fn } from "storybook/test";
import {
  COURSES,
  courseFactValues,
  getCourse,
  localizedPath,
  type Course,
  type CourseKey,
  type LearnLink,
  type MessageId,
} from "@studio/content";
import { localizeHrefFor } from "../../landing/localize-href.ts";
import {
  ALL_STATES_PARAMETERS,
  expectPartsOnSheet,
  nthLandmarkName,
  sameText,
  storyLocale,
  storyMessage,
} from "../../test/story-helpers.ts";
import { CourseHero } from "./course-hero.tsx";
import { SpecCell, SpecSheet, specCellSelector, specPartsPseudo, type SpecPart } from "../../test/spec-sheet.tsx";

const BROCHURE = "/brochures/full-stack-development.pdf";
const COURSE_OPTIONS = Object.fromEntries(COURSES.map((course) => [course.key, course]));

const meta = {
  title: "Sections/Learn/CourseHero",
  id: "learn-coursehero",
  component: CourseHero,
  parameters: { layout: "fullscreen" },
  args: {
    onActionClick: fn((_action: LearnLink, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
  },
  argTypes: {
    course: { control: "select", options: [undefined, ...Object.keys(COURSE_OPTIONS)], mapping: COURSE_OPTIONS },
    localizeHref: { control: false },
  },
  render: (args, { globals }) => <CourseHero localizeHref={localizeHrefFor(storyLocale(globals).code)} {...args} />,
} satisfies Meta<typeof CourseHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop. */
export const Playground: Story = {};

type Globals = Record<string, unknown>;
type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

/** A link of the hero, by its text in the story's language. */
const link = (canvas: Canvas, globals: Globals, id: MessageId) =>
  canvas.getByRole("link", { name: sameText(storyMessage(globals, id)) });

/** /learn: 'Embark on Your Full Stack Development Journey', Start Learning Now and Contact Us. */
export const LearnIndex: Story = {
  play: async ({ step, canvas, globals }) => {
    await step(`sees "${storyMessage(globals, "learn.hero.title")}" as the page's heading, and the lead`, async () => {
      await expect(
        canvas.getByRole("heading", { level: 1, name: sameText(storyMessage(globals, "learn.hero.title")) }),
      ).toBeInTheDocument();
      await expect(canvas.getByText(storyMessage(globals, "learn.hero.lead"))).toBeVisible();
    });
    await step(
      `finds "${storyMessage(globals, "learn.actions.startLearning")}" leading to the courses, "${storyMessage(globals, "learn.actions.contact")}" to the form`,
      async () => {
        await expect(link(canvas, globals, "learn.actions.startLearning")).toHaveAttribute("href", "#courses");
        await expect(link(canvas, globals, "learn.actions.contact")).toHaveAttribute("href", "#enroll");
      },
    );
    await step(
      `finds no "${storyMessage(globals, "learn.coursePage.allCourses")}": this page is all courses`,
      async () => {
        await expect(
          canvas.queryByRole("link", { name: sameText(storyMessage(globals, "learn.coursePage.allCourses")) }),
        ).not.toBeInTheDocument();
      },
    );
  },
};

/** A course page's hero: title, tagline, duration and fee, page buttons and a link back to all courses. */
function courseStory(key: CourseKey): Story {
  const course = getCourse(key);
  return {
    args: { course },
    play: async ({ step, canvas, globals }) => {
      await step(`sees "${storyMessage(globals, course.titleId)}" as the page's heading, and its tagline`, async () => {
        await expect(
          canvas.getByRole("heading", { level: 1, name: sameText(storyMessage(globals, course.titleId)) }),
        ).toBeInTheDocument();
        await expect(canvas.getByText(storyMessage(globals, course.page!.taglineId))).toBeVisible();
      });
      await step("reads its duration and fee, as this language writes them", async () => {
        const values = courseFactValues(course);
        await expect(canvas.getByText(storyMessage(globals, "learn.course.duration", values))).toBeVisible();
        await expect(canvas.getByText(storyMessage(globals, "learn.course.price", values))).toBeVisible();
      });
      await step(
        `finds "${storyMessage(globals, "learn.actions.enroll")}" and "${storyMessage(globals, "learn.actions.viewCurriculum")}", leading down the page`,
        async () => {
          await expect(link(canvas, globals, "learn.actions.enroll")).toHaveAttribute("href", "#enroll");
          await expect(link(canvas, globals, "learn.actions.viewCurriculum")).toHaveAttribute("href", "#curriculum");
        },
      );
      await step(`finds "${storyMessage(globals, "learn.coursePage.allCourses")}", back in this language`, async () => {
        await expect(link(canvas, globals, "learn.coursePage.allCourses")).toHaveAttribute(
          "href",
          localizedPath("/learn", storyLocale(globals).code),
        );
      });
    },
  };
}

export const FullStack: Story = courseStory("fullStack");
export const AppDevelopment: Story = courseStory("appDev");
export const SoftwareTesting: Story = courseStory("softwareTesting");
export const PlacementTraining: Story = courseStory("placement");

/** A course page with a brochure adds 'Download Brochure'. */
export const WithBrochure: Story = {
  args: {
    course: {
      ...getCourse("fullStack"),
      page: { ...getCourse("fullStack").page!, brochureHref: BROCHURE },
    } satisfies Course,
  },
  play: async ({ step, canvas, globals }) => {
    await step(`finds "${storyMessage(globals, "learn.actions.downloadBrochure")}"`, async () => {
      await expect(link(canvas, globals, "learn.actions.downloadBrochure")).toHaveAttribute("href", BROCHURE);
    });
    await step("sees it download the file rather than open it", async () => {
      await expect(link(canvas, globals, "learn.actions.downloadBrochure")).toHaveAttribute("download");
    });
  },
};

/**
 * The course hero's link back to all courses, hovered and focused from the keyboard (its white
 * ring on the navy band), each in a cell of its own after the two whole heroes (cells 3 and 4).
 */
const BACK_LINK_PARTS: readonly SpecPart[] = (["hover", "focus-visible"] as const).map((state, index) => ({
  name: "back link",
  state,
  selector: `${specCellSelector(index + 3)} [data-slot="course-hero-back"]`,
}));

/**
 * The /learn hero and a course hero; then the course hero's back link hovered and focused, shown
 * on the top of the band, down to the heading (the rest is as in the cell above): the
 * visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: { ...ALL_STATES_PARAMETERS, pseudo: specPartsPseudo(BACK_LINK_PARTS) },
  render: (args, { globals }) => (
    <SpecSheet layout="stack">
      <SpecCell spec={["learn"]} state="default" bleed>
        <CourseHero {...args} localizeHref={localizeHrefFor(storyLocale(globals).code)} />
      </SpecCell>
      <SpecCell spec={["appDev"]} state="default" bleed>
        <CourseHero {...args} course={getCourse("appDev")} localizeHref={localizeHrefFor(storyLocale(globals).code)} />
      </SpecCell>
      {BACK_LINK_PARTS.map((part, index) => (
        // The band's top only: its padding and the link, ending above the heading (no text cut).
        <SpecCell key={part.state} spec={["appDev"]} parts={[part]} bleed className="h-30 overflow-hidden md:h-40">
          <CourseHero
            {...args}
            course={getCourse("appDev")}
            localizeHref={localizeHrefFor(storyLocale(globals).code)}
            // The copies of one landmark are named apart, as axe requires.
            aria-labelledby={undefined}
            aria-label={nthLandmarkName(globals, storyMessage(globals, getCourse("appDev").titleId), index + 1, 3)}
          />
        </SpecCell>
      ))}
    </SpecSheet>
  ),
  play: async ({ step }) => {
    await step("finds the back link of each cell whose label names it hovered or focused", async () => {
      await expectPartsOnSheet(BACK_LINK_PARTS);
    });
  },
};
