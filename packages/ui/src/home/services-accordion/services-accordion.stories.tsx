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
import { ALL_STATES_PARAMETERS, sameText, storyMessage, readText } from "../../test/story-helpers.ts";

/**
 * Matches an accessible name as the visitor reads it, whatever its white space: French puts a
 * no-break space before "?", which `storyMessage` turns into a plain space.
 */
const storyName = (globals: Record<string, unknown>, id: MessageId) => sameText(storyMessage(globals, id));
import { ServiceIllustration } from "./service-illustrations.tsx";
import { ServicesAccordion } from "./services-accordion.tsx";

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

/** What a visitor sees of the selected item: orange header, chips, description, matching illustration. */
async function expectSelected(canvas: HTMLElement, globals: Globals, key: ServiceKey) {
  const { section, triggers } = getServices(canvas, globals);
  for (const [index, item] of SERVICES.entries()) {
    const trigger = triggers[index]!;
    const isSelected = item.key === key;
    await expect(trigger).toHaveAttribute("aria-expanded", String(isSelected));
    // Heading level 3 under the section's h2 (APG accordion: each button inside a heading).
    await expect(trigger.parentElement!.tagName).toBe("H3");
    // Colours change with a short transition.
    await waitFor(async () => {
      if (isSelected) {
        await expect(getComputedStyle(trigger).backgroundColor).toBe(SELECTED_BACKGROUND);
        await expect(getComputedStyle(trigger).color).toBe("rgb(255, 255, 255)");
      } else {
        await expect(getComputedStyle(trigger).backgroundColor).not.toBe(SELECTED_BACKGROUND);
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
  // Only the selected item is expanded; the others' panels are hidden.
  const panels = [...section.querySelectorAll<HTMLElement>('[data-slot="services-accordion-content"]')];
  await expect(panels.filter((element) => !element.hidden)).toEqual([panel]);
  const illustration = section.querySelector('[data-slot="services-illustration"]')!;
  await expect(illustration).toHaveAttribute("data-illustration", item.illustration);
  await expect(illustration.querySelector('[data-state="visible"]')).toHaveAttribute(
    "data-illustration",
    item.illustration,
  );
  await expect(illustration.querySelectorAll('[data-state="visible"]')).toHaveLength(1);
}

/** Controls for every prop. */
export const Playground: Story = {};

/** On load 'Evaluation & Design' is selected: orange, expanded, its illustration beside the list. */
export const DefaultSelection: Story = {
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "on load 'Evaluation & Design' is selected: orange, expanded, its illustration beside the list",
      async () => {
        await expect(DEFAULT_SERVICE).toBe("evaluationdesign");
        await expectSelected(canvasElement, globals, DEFAULT_SERVICE);
        // The illustration is decoration; the item's heading carries the meaning.
        const illustration = canvasElement.querySelector('[data-slot="services-illustration"] svg');
        await expect(illustration).toHaveAttribute("aria-hidden", "true");
      },
    );
  },
};

/**
 * Pressing another item selects it: it turns orange and expands, the previous one collapses and the
 * illustration changes. Pressing the selected item again keeps it open.
 */
export const SelectsAnother: Story = {
  play: async ({ step, args, canvasElement, globals }) => {
    await step(
      "pressing another item selects it: it turns orange and expands, the previous one collapses and the illustration changes",
      async () => {
        const { triggers } = getServices(canvasElement, globals);
        await userEvent.click(triggers[2]!);
        await expect(args.onValueChange).toHaveBeenCalledOnce();
        await expect(args.onValueChange).toHaveBeenCalledWith("webdevelopment");
        await expectSelected(canvasElement, globals, "webdevelopment");

        await userEvent.click(triggers[2]!);
        await expect(args.onValueChange).toHaveBeenCalledOnce();
        await expectSelected(canvasElement, globals, "webdevelopment");

        await userEvent.click(triggers[4]!);
        await expect(args.onValueChange).toHaveBeenLastCalledWith("maintenancesupport");
        await expectSelected(canvasElement, globals, "maintenancesupport");
      },
    );
  },
};

/**
 * Keyboard (APG accordion): Tab reaches the headers, ArrowDown/ArrowUp move between them (wrapping),
 * Home and End jump to the first and last; Enter or Space selects the focused one.
 */
export const KeyboardOperation: Story = {
  play: async ({ step, args, canvasElement, globals }) => {
    await step(
      "keyboard (APG accordion): Tab reaches the headers, ArrowDown/ArrowUp move between them (wrapping), Home and End jump to the first and last; Enter or Space selects the focused one",
      async () => {
        const { triggers } = getServices(canvasElement, globals);
        triggers[0]!.focus();
        await userEvent.keyboard("{ArrowDown}");
        await expect(triggers[1]).toHaveFocus();
        await userEvent.keyboard("{End}");
        await expect(triggers[4]).toHaveFocus();
        await userEvent.keyboard("{Home}");
        await expect(triggers[0]).toHaveFocus();
        await userEvent.keyboard("{ArrowUp}");
        await expect(triggers[4]).toHaveFocus();
        // Moving focus does not select.
        await expectSelected(canvasElement, globals, DEFAULT_SERVICE);

        await userEvent.keyboard("{Enter}");
        await expectSelected(canvasElement, globals, "maintenancesupport");
        await expect(triggers[4]).toHaveFocus();

        await userEvent.keyboard("{ArrowUp}");
        await expect(triggers[3]).toHaveFocus();
        await userEvent.keyboard(" ");
        await expectSelected(canvasElement, globals, "mobiledevelopment");
        await expect(args.onValueChange).toHaveBeenNthCalledWith(1, "maintenancesupport");
        await expect(args.onValueChange).toHaveBeenNthCalledWith(2, "mobiledevelopment");

        // Tab leaves the headers for the open panel's content, which has nothing focusable: next stop is
        // the next header, not inside the panel.
        await userEvent.tab();
        await expect(triggers[4]).toHaveFocus();
      },
    );
  },
};

/** Controlled: the page owns the selection; a press is reported and shows once the page applies it. */
export const Controlled: Story = {
  args: { value: "mobiledevelopment" },
  play: async ({ step, args, canvasElement, globals }) => {
    await step(
      "controlled: the page owns the selection; a press is reported and shows once the page applies it",
      async () => {
        await expectSelected(canvasElement, globals, "mobiledevelopment");
        const { triggers } = getServices(canvasElement, globals);
        await userEvent.click(triggers[0]!);
        await expect(args.onValueChange).toHaveBeenCalledOnce();
        await expect(args.onValueChange).toHaveBeenCalledWith("evaluationdesign");
        // Not applied by the page (this story keeps `value`), so the selection stays.
        await expectSelected(canvasElement, globals, "mobiledevelopment");
      },
    );
  },
};

function selectedStory(key: ServiceKey): Story {
  return {
    args: { defaultValue: key },
    play: async ({ step, canvasElement, globals }) => {
      await step("shows the chosen service open, with its details", async () => {
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
    await step(
      "many chips and a long description wrap inside the panel; an item without chips shows its description only",
      async () => {
        const section = within(canvasElement).getByRole("region", { name: storyName(globals, SERVICES_TITLE_ID) });
        const first = within(section).getByRole("region", { name: triggerName(globals, LONG_ITEMS[0]!) });
        await expect(within(first).getAllByRole("listitem")).toHaveLength(18);
        await expect(first).toHaveTextContent(storyMessage(globals, "privacy.introduction.p1"));
        // Nothing sticks out of the panel sideways.
        await expect(first.scrollWidth).toBeLessThanOrEqual(first.clientWidth);

        await userEvent.click(within(section).getByRole("button", { name: triggerName(globals, LONG_ITEMS[1]!) }));
        const second = await within(section).findByRole("region", { name: triggerName(globals, LONG_ITEMS[1]!) });
        await expect(within(second).queryByRole("list")).not.toBeInTheDocument();
        await expect(second).toHaveTextContent(storyMessage(globals, LONG_ITEMS[1]!.descId));
      },
    );
  },
};

/** A `defaultValue` that is not in `items` falls back to the first item. */
export const UnknownDefault: Story = {
  args: { items: SERVICES.slice(2), defaultValue: "evaluationdesign" },
  play: async ({ step, canvasElement, globals }) => {
    await step("a `defaultValue` that is not in `items` falls back to the first item", async () => {
      const first = within(canvasElement).getByRole("button", { name: triggerName(globals, SERVICES[2]) });
      await expect(first).toHaveAttribute("aria-expanded", "true");
    });
  },
};

/** No items: the section is left out. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ step, canvasElement }) => {
    await step("no items: the section is left out", async () => {
      await expect(within(canvasElement).queryByRole("region")).not.toBeInTheDocument();
    });
  },
};

/** The default state and every illustration with its service's title: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  args: { disableParallax: true },
  render: (args) => (
    <>
      <ServicesAccordion {...args} />
      <ul className="mx-auto grid max-w-7xl gap-6 px-gutter pb-section sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((item) => (
          <li key={item.key} className="rounded-2xl bg-brand-50 p-4">
            <ServiceIllustration name={item.illustration} />
            <p className="mt-2 text-center font-semibold">
              {item.number} <FormattedMessage id={item.titleId} />
            </p>
          </li>
        ))}
        <li className="rounded-2xl bg-brand-50 p-4">
          <ServiceIllustration name="notDrawnYet" />
        </li>
      </ul>
    </>
  ),
  play: async ({ step, canvasElement }) => {
    await step(
      "the default state and every illustration with its service's title: the visual-regression story",
      async () => {
        await waitFor(() =>
          expect(canvasElement.querySelectorAll('li [data-slot="service-illustration"]')).toHaveLength(
            SERVICES.length + 1,
          ),
        );
        await expect(canvasElement.querySelector('li [data-illustration="fallback"]')).toBeInTheDocument();
      },
    );
  },
};
