import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  TECHNOLOGIES_TITLE_ID,
  TECHNOLOGY_GROUPS,
  type MessageId,
  type TechnologyGroup,
  type TechnologyTile,
} from "@studio/content";
import { ALL_STATES_PARAMETERS, decorativePart, sameText, storyMessage } from "../../test/story-helpers.ts";

/**
 * Matches an accessible name as the visitor reads it, whatever its white space: French puts a
 * no-break space before "?", which `storyMessage` turns into a plain space.
 */
const storyName = (globals: Record<string, unknown>, id: MessageId) => sameText(storyMessage(globals, id));
import { TECH_ICONS } from "./tech-icon.tsx";
import { TechShowcase } from "./tech-showcase.tsx";
import { inSpecCell } from "../../test/spec-sheet.tsx";

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
  // One card per group, each under its own title.
  await expect(within(section).getAllByRole("heading", { level: 3 })).toHaveLength(groups.length);
  for (const group of groups) {
    const card = getGroup(section, globals, group);
    for (const subgroup of group.subgroups) {
      // Each list is named by its subgroup's title (Frontend, Backend) or else the group's title.
      const list = within(card).getByRole("list", {
        name: storyName(globals, subgroup.titleId ?? group.titleId),
      });
      const items = within(list).getAllByRole("listitem");
      await expect(items).toHaveLength(subgroup.tiles.length);
      for (const [index, tile] of subgroup.tiles.entries()) {
        // The name is the text a visitor reads (not a monogram's letters), never machine-translated.
        await expect(within(items[index]!).getByText(tile.name, { ignore: "svg *" })).toHaveAttribute(
          "translate",
          "no",
        );
        // The logo (or monogram) beside it is decoration, hidden from assistive technology.
        const icon = decorativePart(items[index]!, "svg");
        await expect(icon, `${tile.name}'s logo, hidden from screen readers`).toHaveAttribute("aria-hidden", "true");
        await expect(icon.getBoundingClientRect().width, `${tile.name}'s logo width, px`).toBeGreaterThan(0);
      }
    }
  }
}

/** The drawn mark of a technology's tile, by its id: decoration, hidden from assistive technology. */
const tileIcon = (scope: Element, id: string) => decorativePart(scope, `[data-tile="${id}"] svg`);

/** Controls for every prop. */
export const Playground: Story = {};

/**
 * Five tinted cards; Web Development splits into Frontend and Backend. Brands simple-icons lacks
 * (AWS, the Adobe apps) show neutral monograms.
 */
export const AllGroups: Story = {
  play: async ({ step, canvasElement, globals }) => {
    const section = () =>
      within(canvasElement).getByRole("region", { name: storyName(globals, TECHNOLOGIES_TITLE_ID) });
    await step("sees five cards, each listing its technologies by name with a logo beside", async () => {
      await expectGroups(canvasElement, globals, TECHNOLOGY_GROUPS);
    });
    await step("tells the five cards apart by their tints", async () => {
      const cards = TECHNOLOGY_GROUPS.map((group) => getGroup(section(), globals, group));
      await expect(cards.map((card) => card.getAttribute("data-tint"))).toEqual([
        "blue",
        "green",
        "orange",
        "purple",
        "pink",
      ]);
      const backgrounds = new Set(cards.map((card) => getComputedStyle(card).backgroundColor));
      await expect(backgrounds, "the cards' background colours").toHaveProperty("size", 5);
    });
    await step("sees monograms for brands without a drawn logo (AWS, the Adobe apps), logos for the rest", async () => {
      for (const id of ["aws", "illustrator", "xd", "premierpro", "photoshop", "aftereffects"]) {
        await expect(tileIcon(canvasElement, id), `${id}: a monogram`).toHaveAttribute("data-icon", "monogram");
      }
      for (const id of ["angular", "react", "next", "docker", "ios", "figma"]) {
        await expect(tileIcon(canvasElement, id), `${id}: a logo`).toHaveAttribute("data-icon", "logo");
      }
      // Every tile of the content has a logo or monogram of its own.
      const ids = TECHNOLOGY_GROUPS.flatMap((group) => group.subgroups.flatMap((sub) => sub.tiles.map((t) => t.icon)));
      await expect(
        ids.filter((id) => !(id in TECH_ICONS)),
        "tiles without a drawn mark",
      ).toEqual([]);
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
    const section = () =>
      within(canvasElement).getByRole("region", { name: storyName(globals, TECHNOLOGIES_TITLE_ID) });
    await step(
      `finds no "${storyMessage(globals, TECHNOLOGY_GROUPS[1].titleId)}" card: it has no technologies`,
      async () => {
        await expect(
          within(section()).queryByRole("heading", { name: storyName(globals, TECHNOLOGY_GROUPS[1].titleId) }),
        ).not.toBeInTheDocument();
      },
    );
    await step(
      `finds no empty "${storyMessage(globals, TECHNOLOGY_GROUPS[0].subgroups[1].titleId)}" list`,
      async () => {
        await expect(
          within(section()).queryByRole("heading", {
            name: storyName(globals, TECHNOLOGY_GROUPS[0].subgroups[1].titleId),
          }),
        ).not.toBeInTheDocument();
      },
    );
    await step("sees the other cards as usual", async () => {
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

/** The extra group of `EXTRA` and its two tiles: one without a drawn logo, one with a very long name. */
const EXTRA_GROUP = EXTRA.at(-1)!;
const [FASTAPI, LONG_NAME] = EXTRA_GROUP.subgroups[0]!.tiles as [TechnologyTile, TechnologyTile];

/**
 * A group with an unknown tint gets a neutral card; technologies without a drawn logo get their
 * initials; a very long name wraps inside its tile.
 */
export const UnknownTintIconAndLongName: Story = {
  args: { groups: EXTRA },
  play: async ({ step, canvasElement, globals }) => {
    const card = () =>
      getGroup(
        within(canvasElement).getByRole("region", { name: storyName(globals, TECHNOLOGIES_TITLE_ID) }),
        globals,
        EXTRA_GROUP,
      );
    await step("sees every card, the extra group's last", async () => {
      await expectGroups(canvasElement, globals, EXTRA);
    });
    await step("sees the extra group's card in a neutral tint: its own is unknown", async () => {
      await expect(card()).toHaveAttribute("data-tint", "neutral");
    });
    await step("sees the initials of technologies without a drawn logo", async () => {
      await expect(tileIcon(card(), FASTAPI.id), `${FASTAPI.name}: a monogram`).toHaveAttribute(
        "data-icon",
        "monogram",
      );
      await expect(tileIcon(card(), FASTAPI.id)).toHaveTextContent("FA");
      await expect(tileIcon(card(), LONG_NAME.id)).toHaveTextContent("MP");
    });
    await step("sees a very long name wrap inside its tile", async () => {
      const tile = within(card()).getByText(LONG_NAME.name, { ignore: "svg *" }).closest("li")!;
      await expect(tile.scrollWidth, "the tile's content width, px").toBeLessThanOrEqual(tile.clientWidth);
    });
  },
};

/** Every group, an unknown tint, monograms and a long name: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  decorators: [inSpecCell({ spec: ["tone=muted", "extraGroups"], state: "default", bleed: true })],
  args: { groups: EXTRA },
};
