import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormattedMessage } from "react-intl";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  DEFAULT_SERVICE,
  SERVICES,
  SERVICES_TITLE_ID,
  type ServiceItem,
  type ServiceKey,
  type MessageId,
} from "@studio/content";
import {
  ALL_STATES_PARAMETERS,
  decorativePart,
  decorativeParts,
  nthLandmarkName,
  readText,
  sameText,
  storyMessage,
} from "../../test/story-helpers.ts";

/**
 * Matches an accessible name as the visitor reads it, whatever its white space: French puts a
 * no-break space before "?", which `storyMessage` turns into a plain space.
 */
const storyName = (globals: Record<string, unknown>, id: MessageId) => sameText(storyMessage(globals, id));
import { ServiceIllustration } from "./service-illustrations.tsx";
import { ServicesAccordion } from "./services-accordion.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

/** rgb() of the orange selection colour, accent-700 (#c2410c). */
const SELECTED_BACKGROUND = "rgb(194, 65, 12)";

type Globals = Record<string, unknown>;

const meta = {
  title: "Sections/Home/ServicesAccordion",
  id: "home-servicesaccordion",
  component: ServicesAccordion,
  parameters: { layout: "fullscreen" },
  args: { onValueChange: fn(), tone: "plain" },
  argTypes: {
    value: { control: "select", options: [undefined, ...SERVICES.map((item) => item.key)] },
    defaultValue: { control: "select", options: SERVICES.map((item) => item.key) },
    tone: { control: "inline-radio", options: ["plain", "muted"] },
    items: { control: false },
  },
} satisfies Meta<typeof ServicesAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const serviceOf = (key: ServiceKey, items: readonly ServiceItem[] = SERVICES) =>
  items.find((item) => item.key === key)!;

/** The accessible name of an item's header button: its number and title, as shown. */
const triggerName = (globals: Globals, item: ServiceItem) =>
  sameText(`${item.number} ${storyMessage(globals, item.titleId)}`);

/** The section and its five header buttons, in order. */
function getServices(canvas: HTMLElement, globals: Globals) {
  const section = within(canvas).getByRole("region", { name: storyName(globals, SERVICES_TITLE_ID) });
  const triggers = SERVICES.map((item) => within(section).getByRole("button", { name: triggerName(globals, item) }));
  return { section, triggers };
}

/** A service's title in the story's language. */
const title = (globals: Globals, key: ServiceKey) => storyMessage(globals, serviceOf(key).titleId);

/** What a visitor sees of the selected item: orange header, chips, description, matching illustration. */
async function expectSelected(canvas: HTMLElement, globals: Globals, key: ServiceKey) {
  const { section, triggers } = getServices(canvas, globals);
  for (const [index, item] of SERVICES.entries()) {
    const trigger = triggers[index]!;
    const isSelected = item.key === key;
    await expect(trigger).toHaveAttribute("aria-expanded", String(isSelected));
    // Each button inside a level-3 heading under the section's h2 (APG accordion).
    await expect(within(section).getByRole("heading", { level: 3, name: triggerName(globals, item) })).toContainElement(
      trigger,
    );
    // Colours change with a short transition.
    await waitFor(async () => {
      if (isSelected) {
        await expect(trigger).toHaveStyle({ backgroundColor: SELECTED_BACKGROUND, color: "rgb(255, 255, 255)" });
      } else {
        await expect(trigger).not.toHaveStyle({ backgroundColor: SELECTED_BACKGROUND });
      }
    });
  }
  const item = serviceOf(key);
  const panel = within(section).getByRole("region", { name: triggerName(globals, item) });
  await expect(panel).toBeVisible();
  const chips = within(panel).getAllByRole("listitem");
  await expect(chips.map(readText)).toEqual(
    item.chips.map((chip) => ("labelId" in chip ? storyMessage(globals, chip.labelId) : chip.name)),
  );
  await expect(panel).toHaveTextContent(storyMessage(globals, item.descId));
  // Only the selected item is expanded; the others' panels are hidden (out of the accessibility tree).
  await expect(within(section).getAllByRole("region")).toEqual([panel]);
  // Illustrations are decoration, hidden from assistive technology: no accessible query reaches them.
  const shown = decorativeParts(section, '[data-slot="service-illustration"][data-state="visible"]');
  await expect(shown, "the illustrations shown").toHaveLength(1);
  await expect(shown[0], "the illustration shown").toHaveAttribute("data-illustration", item.illustration);
}

/** Controls for every prop. */
export const Playground: Story = {};

/** On load 'Evaluation & Design' is selected: orange, expanded, its illustration beside the list. */
export const DefaultSelection: Story = {
  play: async ({ step, canvasElement, globals }) => {
    await step(
      `sees "${title(globals, DEFAULT_SERVICE)}" selected on load: orange, open, its picture beside`,
      async () => {
        await expect(DEFAULT_SERVICE).toBe("evaluationdesign");
        await expectSelected(canvasElement, globals, DEFAULT_SERVICE);
      },
    );
    await step("sees the picture, which screen readers skip: the heading carries the meaning", async () => {
      const { section } = getServices(canvasElement, globals);
      const illustration = decorativePart(section, '[data-slot="services-illustration"] svg');
      await expect(illustration, "the illustration, hidden from screen readers").toHaveAttribute("aria-hidden", "true");
    });
  },
};

/**
 * Pressing another item selects it: it turns orange and expands, the previous one collapses and the
 * illustration changes. Pressing the selected item again keeps it open.
 */
export const SelectsAnother: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvasElement, globals }) => {
    const triggers = () => getServices(canvasElement, globals).triggers;
    await step(
      `presses "${title(globals, "webdevelopment")}": it turns orange and opens, the picture changes`,
      async () => {
        await userEvent.click(triggers()[2]!);
        await expect(args.onValueChange).toHaveBeenCalledOnce();
        await expect(args.onValueChange).toHaveBeenCalledWith("webdevelopment");
        await expectSelected(canvasElement, globals, "webdevelopment");
      },
    );
    await step("presses it again: it stays open, and nothing new is reported", async () => {
      await userEvent.click(triggers()[2]!);
      await expect(args.onValueChange).toHaveBeenCalledOnce();
      await expectSelected(canvasElement, globals, "webdevelopment");
    });
    await step(`presses "${title(globals, "maintenancesupport")}": that one opens instead`, async () => {
      await userEvent.click(triggers()[4]!);
      await expect(args.onValueChange).toHaveBeenLastCalledWith("maintenancesupport");
      await expectSelected(canvasElement, globals, "maintenancesupport");
    });
  },
};

/**
 * Keyboard (APG accordion): Tab reaches the headers, ArrowDown/ArrowUp move between them (wrapping),
 * Home and End jump to the first and last; Enter or Space selects the focused one.
 */
export const KeyboardOperation: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvasElement, globals }) => {
    const triggers = () => getServices(canvasElement, globals).triggers;
    await step("presses ArrowDown on the first header: focus moves to the second", async () => {
      triggers()[0]!.focus();
      await userEvent.keyboard("{ArrowDown}");
      await expect(triggers()[1]).toHaveFocus();
    });
    await step("presses End, Home, then ArrowUp: the last, the first, then round to the last", async () => {
      await userEvent.keyboard("{End}");
      await expect(triggers()[4]).toHaveFocus();
      await userEvent.keyboard("{Home}");
      await expect(triggers()[0]).toHaveFocus();
      await userEvent.keyboard("{ArrowUp}");
      await expect(triggers()[4]).toHaveFocus();
    });
    await step("sees that moving the focus selected nothing", async () => {
      await expectSelected(canvasElement, globals, DEFAULT_SERVICE);
    });
    await step(`presses Enter: "${title(globals, "maintenancesupport")}" opens, focus stays on it`, async () => {
      await userEvent.keyboard("{Enter}");
      await expectSelected(canvasElement, globals, "maintenancesupport");
      await expect(triggers()[4]).toHaveFocus();
    });
    await step(`presses ArrowUp, then Space: "${title(globals, "mobiledevelopment")}" opens`, async () => {
      await userEvent.keyboard("{ArrowUp}");
      await expect(triggers()[3]).toHaveFocus();
      await userEvent.keyboard(" ");
      await expectSelected(canvasElement, globals, "mobiledevelopment");
      await expect(args.onValueChange).toHaveBeenNthCalledWith(1, "maintenancesupport");
      await expect(args.onValueChange).toHaveBeenNthCalledWith(2, "mobiledevelopment");
    });
    await step("presses Tab: focus goes on to the next header, past the open panel's text", async () => {
      // The open panel has nothing focusable: the next stop is the next header.
      await userEvent.tab();
      await expect(triggers()[4]).toHaveFocus();
    });
  },
};

/** Controlled: the page owns the selection; a press is reported and shows once the page applies it. */
export const Controlled: Story = {
  args: { value: "mobiledevelopment" },
  play: async ({ step, args, canvasElement, globals }) => {
    await step(`sees the page's choice open: "${title(globals, "mobiledevelopment")}"`, async () => {
      await expectSelected(canvasElement, globals, "mobiledevelopment");
    });
    await step("presses the first header: the press is reported to the page", async () => {
      await userEvent.click(getServices(canvasElement, globals).triggers[0]!);
      await expect(args.onValueChange).toHaveBeenCalledOnce();
      await expect(args.onValueChange).toHaveBeenCalledWith("evaluationdesign");
    });
    await step("sees the selection stay until the page applies it", async () => {
      // Not applied by the page (this story keeps `value`), so the selection stays.
      await expectSelected(canvasElement, globals, "mobiledevelopment");
    });
  },
};

function selectedStory(key: ServiceKey): Story {
  return {
    args: { defaultValue: key },
    play: async ({ step, canvasElement, globals }) => {
      await step(`sees "${title(globals, key)}" open, with its chips, description and picture`, async () => {
        await expectSelected(canvasElement, globals, key);
      });
    },
  };
}

/** 01 Evaluation & Design selected. */
export const SelectedEvaluationDesign = selectedStory("evaluationdesign");
/** 02 Custom Software selected. */
export const SelectedCustomSoftware = selectedStory("customsoftware");
/** 03 Web Development selected: chips are product names, shown as they are in every language. */
export const SelectedWebDevelopment = selectedStory("webdevelopment");
/** 04 Mobile Development selected: translated chips mixed with product names. */
export const SelectedMobileDevelopment = selectedStory("mobiledevelopment");
/** 05 Maintenance & Support selected. */
export const SelectedMaintenanceSupport = selectedStory("maintenancesupport");

const LONG_ITEMS: readonly ServiceItem[] = SERVICES.map((item, index) =>
  index === 0
    ? {
        ...item,
        descId: "privacy.introduction.p1",
        chips: [...SERVICES.flatMap((service) => service.chips).slice(0, 18)],
      }
    : index === 1
      ? { ...item, chips: [] }
      : item,
);

/** Many chips and a long description wrap inside the panel; an item without chips shows its description only. */
export const LongTextAndNoChips: Story = {
  args: { items: LONG_ITEMS },
  play: async ({ step, canvasElement, globals }) => {
    const section = () => within(canvasElement).getByRole("region", { name: storyName(globals, SERVICES_TITLE_ID) });
    await step("sees the first panel's 18 chips and long description wrap inside it", async () => {
      const first = within(section()).getByRole("region", { name: triggerName(globals, LONG_ITEMS[0]!) });
      await expect(within(first).getAllByRole("listitem")).toHaveLength(18);
      await expect(first).toHaveTextContent(storyMessage(globals, "privacy.introduction.p1"));
      await expect(first.scrollWidth, "the panel's content width, px").toBeLessThanOrEqual(first.clientWidth);
    });
    await step("opens the second service: its description, and no chips", async () => {
      await userEvent.click(within(section()).getByRole("button", { name: triggerName(globals, LONG_ITEMS[1]!) }));
      const second = await within(section()).findByRole("region", { name: triggerName(globals, LONG_ITEMS[1]!) });
      await expect(within(second).queryByRole("list")).not.toBeInTheDocument();
      await expect(second).toHaveTextContent(storyMessage(globals, LONG_ITEMS[1]!.descId));
    });
  },
};

/** A `defaultValue` that is not in `items` falls back to the first item. */
export const UnknownDefault: Story = {
  args: { items: SERVICES.slice(2), defaultValue: "evaluationdesign" },
  play: async ({ step, canvasElement, globals }) => {
    await step(`sees the first service given, "${title(globals, SERVICES[2].key)}", open instead`, async () => {
      const first = within(canvasElement).getByRole("button", { name: triggerName(globals, SERVICES[2]) });
      await expect(first).toHaveAttribute("aria-expanded", "true");
    });
  },
};

/** The default state and every illustration with its service's title: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  args: { disableParallax: true },
  render: (args, { globals }) => {
    const title = storyMessage(globals, SERVICES_TITLE_ID);
    return (
      <SpecSheet layout="stack">
        {(["default", "hover", "focus-visible"] as const).map((state, position) => (
          <SpecCell key={state} spec={["trigger"]} state={state} bleed>
            {/* Each copy opens another service: the open panels are regions, named by their trigger. */}
            <ServicesAccordion
              {...args}
              defaultValue={SERVICES[position]!.key}
              {...(position === 0
                ? {}
                : { "aria-labelledby": undefined, "aria-label": nthLandmarkName(globals, title, position, 3) })}
            />
          </SpecCell>
        ))}
        <ul className="mx-auto grid max-w-7xl gap-6 px-gutter pb-section sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((item) => (
            <li key={item.key} className="rounded-2xl bg-brand-50 p-4">
              <SpecCell spec={["illustration", item.illustration]}>
                <ServiceIllustration name={item.illustration} />
                <p className="mt-2 text-center font-semibold">
                  {item.number} <FormattedMessage id={item.titleId} />
                </p>
              </SpecCell>
            </li>
          ))}
          <li className="rounded-2xl bg-brand-50 p-4">
            <SpecCell spec={["illustration", "notDrawnYet"]}>
              <ServiceIllustration name="notDrawnYet" />
            </SpecCell>
          </li>
        </ul>
      </SpecSheet>
    );
  },
  play: async ({ step, canvasElement }) => {
    await step(
      "sees every service's picture with its title, and the neutral one for a picture not drawn yet",
      async () => {
        // Illustrations are decoration, hidden from assistive technology: no accessible query reaches them.
        await waitFor(() =>
          expect(decorativeParts(canvasElement, 'li [data-slot="service-illustration"]')).toHaveLength(
            SERVICES.length + 1,
          ),
        );
        await expect(decorativeParts(canvasElement, 'li [data-illustration="fallback"]')).toHaveLength(1);
      },
    );
  },
};
