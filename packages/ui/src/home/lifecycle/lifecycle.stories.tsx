import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import {
  LIFECYCLE_PHASES,
  LIFECYCLE_TITLE_ID,
  NARROW_LIFECYCLE_PHASES,
  type LifecyclePhase,
  type MessageId,
} from "@studio/content";
import {
  ALL_STATES_PARAMETERS,
  decorativePart,
  decorativeParts,
  readText,
  sameText,
  storyMessage,
} from "../../test/story-helpers.ts";

/**
 * Matches an accessible name as the visitor reads it, whatever its white space: French puts a
 * no-break space before "?", which `storyMessage` turns into a plain space.
 */
const storyName = (globals: Record<string, unknown>, id: MessageId) => sameText(storyMessage(globals, id));
import { BREAKPOINT_PX } from "../../tokens/breakpoints.ts";
import { Lifecycle, LifecyclePhaseList } from "./lifecycle.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

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
    const number = String(index + 1).padStart(2, "0");
    // The number comes first, on its cogwheel.
    await expect(item).toHaveTextContent(new RegExp(`^\\s*${number}`));
    await expect(within(item).getByText(number)).toBeVisible();
    await expect(within(item).getByRole("heading", { level: 3, name: storyName(globals, phase.nameId) })).toBeVisible();
    await expect(item).toHaveTextContent(storyMessage(globals, phase.descId));
    // Cogwheels are decoration, hidden from assistive technology.
    for (const wheel of decorativeParts(item, "svg")) {
      await expect(wheel, "a cogwheel, hidden from screen readers").toHaveAttribute("aria-hidden", "true");
    }
  }
}

/** A cogwheel's turn in degrees (it turns by the page's scroll). */
const turnOf = (wheel: Element) => Number.parseFloat(getComputedStyle(wheel).rotate) || 0;

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
    const wide = window.innerWidth > BREAKPOINT_PX.md;
    const section = () => canvas.getByRole("region", { name: storyName(globals, LIFECYCLE_TITLE_ID) });
    await step(
      wide
        ? "sees the seven phases, numbered 01 to 07, in a wide window"
        : "sees three phases, numbered 01 to 03, in a narrow window",
      async () => {
        const list = within(section()).getByRole("list");
        await expect(list, "an ordered list").toBeInstanceOf(HTMLOListElement);
        await expect(list).toHaveAttribute("data-phase-set", wide ? "wide" : "narrow");
        await expectPhases(list, globals, wide ? LIFECYCLE_PHASES : NARROW_LIFECYCLE_PHASES);
      },
    );
    if (!wide) {
      const names = ["requirements", "implementation", "deployment"].map((key) =>
        storyMessage(globals, LIFECYCLE_PHASES.find((phase) => phase.key === key)!.nameId),
      );
      await step(`reads ${names.join(", ")}`, async () => {
        await expect(within(within(section()).getByRole("list")).getAllByRole("heading").map(readText)).toEqual(names);
      });
    }
    await step("finds the other width's set in the page too, hidden: no script is needed to switch", async () => {
      // Both sets are in the HTML; the one for the other width is not displayed (no list role then).
      await expect(within(section()).getAllByRole("list", { hidden: true })).toHaveLength(2);
    });
  },
};

/** The seven phases pinned, whatever the width (cards in rows, the last row centred). */
export const WidePhases: Story = {
  args: { phaseSet: "wide" },
  play: async ({ step, canvas, globals }) => {
    await step("sees the seven phases, whatever the width", async () => {
      await expectPhases(canvas.getByRole("list"), globals, LIFECYCLE_PHASES);
    });
  },
};

/** The three phases of narrow screens pinned, as a path of cogwheels. */
export const NarrowPhases: Story = {
  args: { phaseSet: "narrow" },
  play: async ({ step, canvas, globals }) => {
    await step("sees the three phases of narrow screens, whatever the width", async () => {
      await expectPhases(canvas.getByRole("list"), globals, NARROW_LIFECYCLE_PHASES);
    });
    await step("follows them down a path: each phase below the one before", async () => {
      const items = within(canvas.getByRole("list")).getAllByRole("listitem");
      for (let index = 1; index < items.length; index++) {
        await expect(items[index]!.getBoundingClientRect().top, "a phase's top edge, px").toBeGreaterThanOrEqual(
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
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // Cogwheels are decoration, hidden from assistive technology: no accessible query reaches them.
    const wheel = () => decorativePart(canvasElement, '[data-slot="cogwheel"]');
    let before = 0;
    await step(
      reduced ? "asks for reduced motion: the cogwheels' motion is off" : "sees the cogwheels' motion on",
      async () => {
        // The section switches its motion on in an effect after the first paint: in a static
        // Storybook that can come after the play function starts, so wait for it.
        await waitFor(() =>
          expect(wheel().closest("[data-motion]"), "the section's motion").toHaveAttribute(
            "data-motion",
            reduced ? "off" : "on",
          ),
        );
        before = turnOf(wheel());
      },
    );
    await step(
      reduced
        ? "scrolls the page down: the cogwheels stand still"
        : "scrolls the page down: the cogwheels turn with it",
      async () => {
        window.scrollTo(0, 400);
        try {
          if (reduced) {
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            await expect(turnOf(wheel()), "the cogwheel's turn, deg").toBe(before);
          } else {
            await waitFor(() => expect(turnOf(wheel()), "the cogwheel's turn, deg").toBeGreaterThan(before));
          }
        } finally {
          window.scrollTo(0, 0);
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
    await step("reads the long description of the second phase", async () => {
      await expect(canvas.getAllByRole("listitem")[1]).toHaveTextContent(
        storyMessage(globals, "privacy.introduction.p1"),
      );
    });
  },
};

/** The wide section and, below it, the narrow path: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  args: { phaseSet: "wide" },
  render: (args) => (
    <SpecSheet layout="stack">
      <SpecCell spec={["phaseSet=wide"]} state="default" bleed>
        <Lifecycle {...args} />
      </SpecCell>
      <SpecCell spec={["layout=timeline", "narrowPhases"]} state="default" bleed>
        <div className="bg-surface-muted px-gutter pb-section">
          <LifecyclePhaseList layout="timeline" phases={NARROW_LIFECYCLE_PHASES} />
        </div>
      </SpecCell>
    </SpecSheet>
  ),
};
