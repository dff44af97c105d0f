import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  LIFECYCLE_BREAKPOINT_PX,
  LIFECYCLE_PHASES,
  LIFECYCLE_TITLE_ID,
  NARROW_LIFECYCLE_PHASES,
  type LifecyclePhase,
  type MessageId,
} from "@studio/content";
import { ALL_STATES_PARAMETERS, sameText, storyMessage, readText } from "../../test/story-helpers.ts";

/**
 * Matches an accessible name as the visitor reads it, whatever its white space: French puts a
 * no-break space before "?", which `storyMessage` turns into a plain space.
 */
const storyName = (globals: Record<string, unknown>, id: MessageId) => sameText(storyMessage(globals, id));
import { Lifecycle, LifecyclePhaseList } from "./lifecycle.tsx";

const meta = {
  title: "Sections/Home/Lifecycle",
  id: "home-lifecycle",
  component: Lifecycle,
  parameters: { layout: "fullscreen" },
  args: { phaseSet: "auto", tone: "muted", align: "center" },
  argTypes: {
    phaseSet: { control: "inline-radio", options: ["auto", "wide", "narrow"] },
    tone: { control: "inline-radio", options: ["plain", "muted", "brand"] },
    align: { control: "inline-radio", options: ["start", "center"] },
    phases: { control: false },
    narrowPhases: { control: false },
  },
} satisfies Meta<typeof Lifecycle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list items as a visitor reads them: number, name, description. */
async function expectPhases(list: HTMLElement, globals: Record<string, unknown>, phases: readonly LifecyclePhase[]) {
  const items = within(list).getAllByRole("listitem");
  await expect(items).toHaveLength(phases.length);
  for (const [index, phase] of phases.entries()) {
    const item = items[index]!;
    await expect(item.querySelector('[data-slot="lifecycle-number"]')).toHaveTextContent(
      String(index + 1).padStart(2, "0"),
    );
    await expect(item.querySelector('[data-slot="lifecycle-number"]')).toBeVisible();
    await expect(within(item).getByRole("heading", { level: 3, name: storyName(globals, phase.nameId) })).toBeVisible();
    await expect(item).toHaveTextContent(storyMessage(globals, phase.descId));
    // Cogwheels are decoration.
    for (const wheel of item.querySelectorAll("svg")) await expect(wheel).toHaveAttribute("aria-hidden", "true");
  }
}

/** Controls for every prop; `auto` follows the window width. */
export const Playground: Story = {};

/**
 * The set follows the window: seven phases numbered 01–07 when it is wider than 768 px, else the
 * three phases requirements, implementation and deployment, numbered 01–03 — chosen by CSS, so a
 * prerendered page shows the right set before any script runs.
 */
export const Responsive: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvas, globals }) => {
    await step(
      "the set follows the window: seven phases numbered 01–07 when it is wider than 768 px, else the three phases requirements, implementation and deployment, numbered 01–03 — chosen by CSS, so a prerendered page shows the right set before any script runs",
      async () => {
        const section = canvas.getByRole("region", { name: storyName(globals, LIFECYCLE_TITLE_ID) });
        // Both sets are in the HTML; the one for the other width is not displayed (no list role then).
        const list = within(section).getByRole("list");
        await expect(list.tagName).toBe("OL");
        await expect(section.querySelectorAll('[data-slot="lifecycle-phases"]')).toHaveLength(2);
        const wide = window.innerWidth > LIFECYCLE_BREAKPOINT_PX;
        await expect(list).toHaveAttribute("data-phase-set", wide ? "wide" : "narrow");
        await expectPhases(list, globals, wide ? LIFECYCLE_PHASES : NARROW_LIFECYCLE_PHASES);
        if (!wide) {
          const names = within(list).getAllByRole("heading").map(readText);
          await expect(names).toEqual(
            ["requirements", "implementation", "deployment"].map((key) =>
              storyMessage(globals, LIFECYCLE_PHASES.find((phase) => phase.key === key)!.nameId),
            ),
          );
        }
      },
    );
  },
};

/** The seven phases pinned, whatever the width (cards in rows, the last row centred). */
export const WidePhases: Story = {
  args: { phaseSet: "wide" },
  play: async ({ step, canvas, globals }) => {
    await step("the seven phases pinned, whatever the width (cards in rows, the last row centred)", async () => {
      await expectPhases(canvas.getByRole("list"), globals, LIFECYCLE_PHASES);
    });
  },
};

/** The three phases of narrow screens pinned, as a path of cogwheels. */
export const NarrowPhases: Story = {
  args: { phaseSet: "narrow" },
  play: async ({ step, canvas, globals }) => {
    await step("the three phases of narrow screens pinned, as a path of cogwheels", async () => {
      const list = canvas.getByRole("list");
      await expectPhases(list, globals, NARROW_LIFECYCLE_PHASES);
      // A vertical path: each phase below the previous one.
      const items = within(list).getAllByRole("listitem");
      for (let index = 1; index < items.length; index++) {
        await expect(items[index]!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
          items[index - 1]!.getBoundingClientRect().bottom - 1,
        );
      }
    });
  },
};

/** Cogwheels turn with the page's scroll, and stand still when the visitor asks for reduced motion. */
export const CogwheelsFollowScroll: Story = {
  decorators: [
    (Story) => (
      <div className="pb-[100vh]">
        <Story />
      </div>
    ),
  ],
  play: async ({ step, canvasElement }) => {
    await step(
      "cogwheels turn with the page's scroll, and stand still when the visitor asks for reduced motion",
      async () => {
        const motion = canvasElement.querySelector<HTMLElement>("[data-motion]")!;
        const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        await expect(motion).toHaveAttribute("data-motion", reduced ? "off" : "on");
        const turn = () => motion.style.getPropertyValue("--lifecycle-turn");
        const before = turn();
        window.scrollTo(0, 400);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const after = turn();
        window.scrollTo(0, 0);
        if (reduced) {
          await expect(after).toBe("");
        } else {
          await expect(Number(after)).toBeGreaterThan(Number(before));
        }
      },
    );
  },
};

/** Long descriptions: cards of a row keep one height, the text wraps. */
export const LongText: Story = {
  args: {
    phaseSet: "wide",
    phases: LIFECYCLE_PHASES.map((phase, index) =>
      index === 1 ? { ...phase, descId: "privacy.introduction.p1" as const } : phase,
    ),
  },
  play: async ({ step, canvas, globals }) => {
    await step("long descriptions: cards of a row keep one height, the text wraps", async () => {
      await expect(canvas.getAllByRole("listitem")[1]).toHaveTextContent(
        storyMessage(globals, "privacy.introduction.p1"),
      );
    });
  },
};

/** No phases: the section is left out. */
export const Empty: Story = {
  args: { phaseSet: "wide", phases: [] },
  play: async ({ step, canvasElement }) => {
    await step("no phases: the section is left out", async () => {
      await expect(within(canvasElement).queryByRole("region")).not.toBeInTheDocument();
    });
  },
};

/** The wide section and, below it, the narrow path: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  args: { phaseSet: "wide" },
  render: (args) => (
    <>
      <Lifecycle {...args} />
      <div className="bg-surface-muted px-gutter pb-section">
        <LifecyclePhaseList layout="timeline" phases={NARROW_LIFECYCLE_PHASES} />
      </div>
    </>
  ),
};
