import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MouseEvent } from "react";
import { expect, fn, userEvent } from "storybook/test";
import {
  LEARN_PAGE,
  coursePageActions,
  getCourse,
  type CoursePage,
  type LearnLink,
  type MessageId,
} from "@studio/content";
import { ALL_STATES_PARAMETERS, collapse, sameText, storyMessage } from "../../test/story-helpers.ts";
import { CourseActions } from "./course-actions.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

const BROCHURE = "/brochures/full-stack-development.pdf";
const fullStackPage: CoursePage = getCourse("fullStack").page!;
const LEARN_HERO_ACTIONS: LearnLink[] = [LEARN_PAGE.hero.primary, LEARN_PAGE.hero.secondary];

const meta = {
  title: "Sections/Learn/CourseActions",
  id: "learn-courseactions",
  component: CourseActions,
  args: {
    actions: LEARN_HERO_ACTIONS,
    tone: "dark",
    onActionClick: fn((_action: LearnLink, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
  },
  argTypes: {
    tone: { control: "inline-radio", options: ["dark", "light"] },
    actions: {
      control: "select",
      options: ["learnHero", "coursePage", "coursePageWithBrochure"],
      mapping: {
        learnHero: LEARN_HERO_ACTIONS,
        coursePage: coursePageActions(fullStackPage),
        coursePageWithBrochure: coursePageActions({ ...fullStackPage, brochureHref: BROCHURE }),
      },
    },
    localizeHref: { control: false },
  },
  decorators: [
    (Story, { args }) => (
      <div className={args.tone === "light" ? "p-6" : "bg-brand-950 p-6"}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseActions>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

/** The links' visible names and targets, in order. */
const linksOf = (canvas: Canvas) =>
  canvas.getAllByRole("link").map((link) => [collapse(link.textContent), link.getAttribute("href")]);

const label = (globals: Globals, id: MessageId) => storyMessage(globals, id);

/** Controls for every prop. */
export const Playground: Story = {};

/** The /learn hero: 'Start Learning Now' to the course cards, 'Contact Us' to the enrolment form. */
export const LearnHero: Story = {
  play: async ({ step, canvas, globals }) => {
    await step(
      `finds "${label(globals, "learn.actions.startLearning")}" leading to the courses, then "${label(globals, "learn.actions.contact")}" to the enrolment form`,
      async () => {
        await expect(linksOf(canvas)).toEqual([
          [label(globals, "learn.actions.startLearning"), "#courses"],
          [label(globals, "learn.actions.contact"), "#enroll"],
        ]);
      },
    );
  },
};

/** A course page without a brochure: 'Enroll Now' and 'View Full Curriculum', no 'Download Brochure'. */
export const CoursePageWithoutBrochure: Story = {
  args: { actions: coursePageActions(fullStackPage) },
  play: async ({ step, canvas, globals }) => {
    await step(
      `finds "${label(globals, "learn.actions.enroll")}" and "${label(globals, "learn.actions.viewCurriculum")}", leading down the page`,
      async () => {
        await expect(linksOf(canvas)).toEqual([
          [label(globals, "learn.actions.enroll"), "#enroll"],
          [label(globals, "learn.actions.viewCurriculum"), "#curriculum"],
        ]);
      },
    );
    await step(`finds no "${label(globals, "learn.actions.downloadBrochure")}": there is no brochure`, async () => {
      await expect(
        canvas.queryByRole("link", { name: sameText(label(globals, "learn.actions.downloadBrochure")) }),
      ).not.toBeInTheDocument();
    });
  },
};

/** With a brochure: 'Download Brochure' downloads the file. */
export const CoursePageWithBrochure: Story = {
  args: { actions: coursePageActions({ ...fullStackPage, brochureHref: BROCHURE }) },
  play: async ({ step, canvas, globals }) => {
    const brochure = () =>
      canvas.getByRole("link", { name: sameText(label(globals, "learn.actions.downloadBrochure")) });
    await step(`finds "${label(globals, "learn.actions.downloadBrochure")}"`, async () => {
      await expect(brochure()).toHaveAttribute("href", BROCHURE);
    });
    await step("sees it download the file rather than open it", async () => {
      await expect(brochure()).toHaveAttribute("download");
    });
  },
};

/** Activating a button reports which one, so the site can scroll smoothly to the anchor. */
export const ReportsClick: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvas, globals }) => {
    await step(
      `clicks "${label(globals, "learn.actions.contact")}": the site is told which one, to scroll there`,
      async () => {
        await userEvent.click(canvas.getByRole("link", { name: sameText(label(globals, "learn.actions.contact")) }));
        await expect(args.onActionClick).toHaveBeenCalledOnce();
        await expect(args.onActionClick).toHaveBeenCalledWith(LEARN_PAGE.hero.secondary, expect.anything());
      },
    );
  },
};

/** Every action on dark and light backgrounds: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  args: { actions: coursePageActions({ ...fullStackPage, brochureHref: BROCHURE }) },
  render: (args) => (
    <SpecSheet layout="stack">
      {(["default", "hover", "focus-visible"] as const).map((state) => (
        <SpecCell key={state} spec={["coursePage", "tone=dark"]} state={state} tone="dark">
          <CourseActions {...args} />
        </SpecCell>
      ))}
      <SpecCell spec={["learnHero", "tone=dark"]} state="default" tone="dark">
        <CourseActions {...args} actions={LEARN_HERO_ACTIONS} />
      </SpecCell>
      <div className="flex flex-col gap-6 rounded-lg bg-surface p-6">
        {(["default", "hover", "focus-visible"] as const).map((state) => (
          <SpecCell key={state} spec={["coursePage", "tone=light"]} state={state}>
            <CourseActions {...args} tone="light" />
          </SpecCell>
        ))}
      </div>
    </SpecSheet>
  ),
};
