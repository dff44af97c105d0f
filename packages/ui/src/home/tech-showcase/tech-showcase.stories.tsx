import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TECHNOLOGIES_TITLE_ID, TECHNOLOGY_GROUPS, type TechnologyGroup, type MessageId } from "@studio/content";
import { ALL_STATES_PARAMETERS, readText, sameText, storyMessage } from "../../test/story-helpers.ts";

/**
 * Matches an accessible name as the visitor reads it, whatever its white space: French puts a
 * no-break space before "?", which `storyMessage` turns into a plain space.
 */
const storyName = (globals: Record<string, unknown>, id: MessageId) => sameText(storyMessage(globals, id));
import { TECH_ICONS } from "./tech-icon.tsx";
import { TechShowcase } from "./tech-showcase.tsx";

type Globals = Record<string, unknown>;

const meta = {
  title: "Sections/Home/TechShowcase",
  id: "home-techshowcase",
  component: TechShowcase,
  parameters: { layout: "fullscreen" },
  args: { groups: TECHNOLOGY_GROUPS, tone: "muted" },
  argTypes: {
    tone: { control: "inline-radio", options: ["plain", "muted"] },
    align: { control: "inline-radio", options: ["start", "center"] },
    groups: { control: "object" },
  },
} satisfies Meta<typeof TechShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group's card, found through its visible title. */
function getGroup(section: HTMLElement, globals: Globals, group: TechnologyGroup) {
  const heading = within(section).getByRole("heading", { level: 3, name: storyName(globals, group.titleId) });
  return heading.closest<HTMLElement>('[data-slot="tech-group"]')!;
}

/** Every shown group lists exactly its technologies, each with a decorative logo and its name as text. */
async function expectGroups(canvas: HTMLElement, globals: Globals, groups: readonly TechnologyGroup[]) {
  const section = within(canvas).getByRole("region", { name: storyName(globals, TECHNOLOGIES_TITLE_ID) });
  await expect(section.querySelectorAll('[data-slot="tech-group"]')).toHaveLength(groups.length);
  for (const group of groups) {
    const card = getGroup(section, globals, group);
    for (const subgroup of group.subgroups) {
      // Each list is named by its subgroup's title (Frontend, Backend) or else the group's title.
      const list = within(card).getByRole("list", {
        name: storyName(globals, subgroup.titleId ?? group.titleId),
      });
      const items = within(list).getAllByRole("listitem");
      // The name is the text a visitor reads; the logo (or monogram) beside it is decoration.
      await expect(items.map((item) => readText(item.querySelector("[translate=no]")))).toEqual(
        subgroup.tiles.map((tile) => tile.name),
      );
      for (const item of items) {
        const icon = item.querySelector("svg")!;
        await expect(icon).toHaveAttribute("aria-hidden", "true");
        await expect(icon.getBoundingClientRect().width).toBeGreaterThan(0);
      }
    }
  }
}

/** Controls for every prop. */
export const Playground: Story = {};

/**
 * Five tinted cards; Web Development splits into Frontend and Backend. Brands simple-icons lacks
 * (AWS, the Adobe apps) show neutral monograms.
 */
export const AllGroups: Story = {
  play: async ({ step, canvasElement, globals }) => {
    await step("five tinted cards; Web Development splits into Frontend and Backend", async () => {
      await expectGroups(canvasElement, globals, TECHNOLOGY_GROUPS);
      const tints = [...canvasElement.querySelectorAll('[data-slot="tech-group"]')].map((card) =>
        card.getAttribute("data-tint"),
      );
      await expect(tints).toEqual(["blue", "green", "orange", "purple", "pink"]);
      // Different backgrounds tell the cards apart.
      const backgrounds = [...canvasElement.querySelectorAll('[data-slot="tech-group"]')].map(
        (card) => getComputedStyle(card).backgroundColor,
      );
      await expect(new Set(backgrounds).size).toBe(5);
      for (const id of ["aws", "illustrator", "xd", "premierpro", "photoshop", "aftereffects"]) {
        await expect(canvasElement.querySelector(`[data-tile="${id}"] svg`)).toHaveAttribute("data-icon", "monogram");
      }
      for (const id of ["angular", "react", "next", "docker", "ios", "figma"]) {
        await expect(canvasElement.querySelector(`[data-tile="${id}"] svg`)).toHaveAttribute("data-icon", "logo");
      }
      // Every tile of the content has a logo or monogram of its own.
      const ids = TECHNOLOGY_GROUPS.flatMap((group) => group.subgroups.flatMap((sub) => sub.tiles.map((t) => t.icon)));
      await expect(ids.filter((id) => !(id in TECH_ICONS))).toEqual([]);
    });
  },
};

const WITH_EMPTY: readonly TechnologyGroup[] = [
  {
    ...TECHNOLOGY_GROUPS[0],
    subgroups: [TECHNOLOGY_GROUPS[0].subgroups[0], { ...TECHNOLOGY_GROUPS[0].subgroups[1], tiles: [] }],
  },
  { ...TECHNOLOGY_GROUPS[1], subgroups: [{ tiles: [] }] },
  ...TECHNOLOGY_GROUPS.slice(2),
];

/** A group without tiles is left out, and so is an empty subgroup (Backend here). */
export const EmptyGroup: Story = {
  args: { groups: WITH_EMPTY },
  play: async ({ step, canvasElement, globals }) => {
    await step("a group without tiles is left out, and so is an empty subgroup (Backend here)", async () => {
      const section = within(canvasElement).getByRole("region", {
        name: storyName(globals, TECHNOLOGIES_TITLE_ID),
      });
      await expect(
        within(section).queryByRole("heading", { name: storyName(globals, TECHNOLOGY_GROUPS[1].titleId) }),
      ).not.toBeInTheDocument();
      await expect(
        within(section).queryByRole("heading", {
          name: storyName(globals, TECHNOLOGY_GROUPS[0].subgroups[1].titleId),
        }),
      ).not.toBeInTheDocument();
      await expectGroups(canvasElement, globals, [
        { ...TECHNOLOGY_GROUPS[0], subgroups: [TECHNOLOGY_GROUPS[0].subgroups[0]] },
        ...TECHNOLOGY_GROUPS.slice(2),
      ]);
    });
  },
};

const EXTRA: readonly TechnologyGroup[] = [
  ...TECHNOLOGY_GROUPS,
  {
    key: "data",
    titleId: "home.services.customSoftware.title",
    tint: "teal",
    subgroups: [
      {
        tiles: [
          { id: "fastapi", icon: "fastapi", name: "FastAPI" },
          { id: "power", icon: "powerbi", name: "Microsoft Power Platform Business Intelligence" },
        ],
      },
    ],
  },
];

/**
 * A group with an unknown tint gets a neutral card; technologies without a drawn logo get their
 * initials; a very long name wraps inside its tile.
 */
export const UnknownTintIconAndLongName: Story = {
  args: { groups: EXTRA },
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "a group with an unknown tint gets a neutral card; technologies without a drawn logo get their initials; a very long name wraps inside its tile",
      async () => {
        await expectGroups(canvasElement, globals, EXTRA);
        const card = canvasElement.querySelector('[data-group="data"]')!;
        await expect(card).toHaveAttribute("data-tint", "neutral");
        await expect(card.querySelector('[data-tile="fastapi"] svg')).toHaveAttribute("data-icon", "monogram");
        await expect(card.querySelector('[data-tile="fastapi"] svg text')).toHaveTextContent("FA");
        await expect(card.querySelector('[data-tile="power"] svg text')).toHaveTextContent("MP");
        const tile = card.querySelector<HTMLElement>('[data-tile="power"]')!;
        await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
      },
    );
  },
};

/** No tiles at all: the section is left out. */
export const Empty: Story = {
  args: { groups: [] },
  play: async ({ step, canvasElement }) => {
    await step("no tiles at all: the section is left out", async () => {
      await expect(within(canvasElement).queryByRole("region")).not.toBeInTheDocument();
    });
  },
};

/** Every group, an unknown tint, monograms and a long name: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  args: { groups: EXTRA },
};
