import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  NO_THIRD_PARTIES,
  PRIVACY_DATA_TABLE,
  PRIVACY_RIGHTS,
  PRIVACY_SECTIONS,
  PRIVACY_THIRD_PARTIES,
  lastUpdatedDate,
  privacyMessageValues,
  type PrivacyThirdParties,
} from "@studio/content";
import {
  ALL_STATES_PARAMETERS,
  collapse,
  containsText,
  expectPartsOnSheet,
  sameText,
  storyLocale,
  storyMessage,
} from "../../test/story-helpers.ts";
import { PrivacyPolicy, type PrivacyPolicyProps } from "./privacy-policy.tsx";
import { inSpecCell, specPartsPseudo, type SpecPart } from "../../test/spec-sheet.tsx";

/** The support address comes from the site configuration; a reserved example domain here. */
const SUPPORT_EMAIL = "support@studio.example";

/**
 * The default build: the three public country lookups (docs/product.md#43-country-detection),
 * nothing else on another host.
 */
const DEFAULT_BUILD: PrivacyThirdParties = {
  ...NO_THIRD_PARTIES,
  countryLookups: [
    { host: "www.cloudflare.com", provider: "Cloudflare, Inc." },
    { host: "ipinfo.io", provider: "IPinfo, Inc." },
    { host: "api.db-ip.com", provider: "DB-IP" },
  ],
};

/** A build with regional websites, one lookup of its own choosing, an analytics server and a registry badge elsewhere. */
const EVERY_SERVICE: PrivacyThirdParties = {
  countryLookups: [{ host: "geo.lookup.example" }],
  regionalRedirect: true,
  analyticsHost: "stats.studio.example",
  registryBadgeHost: "badge.registry.example",
};

/** Keeps the opt-out choice like the site does (there: in the opt-out cookie). */
function ControlledPolicy({ optedOut, onOptedOutChange, ...props }: PrivacyPolicyProps) {
  const [current, setCurrent] = useState(optedOut);
  return (
    <PrivacyPolicy
      {...props}
      optedOut={current}
      onOptedOutChange={(next) => {
        setCurrent(next);
        onOptedOutChange(next);
      }}
    />
  );
}

const meta = {
  title: "Sections/Privacy/PrivacyPolicy",
  id: "privacy-privacypolicy",
  component: PrivacyPolicy,
  parameters: { layout: "fullscreen" },
  args: {
    supportEmail: SUPPORT_EMAIL,
    thirdParties: DEFAULT_BUILD,
    optedOut: false,
    cookiesBlocked: false,
    onOptedOutChange: fn(),
  },
  argTypes: { sections: { control: false } },
  render: (args) => <ControlledPolicy {...args} />,
} satisfies Meta<typeof PrivacyPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numeric ICU arguments of the privacy messages, as the story helper takes them. */
const values = {
  ...privacyMessageValues(SUPPORT_EMAIL),
  date: lastUpdatedDate().getTime(),
};

/** Controls for every prop. */
export const Playground: Story = {};

/**
 * The document: title, last-updated date in the language's long format (June 8, 2025 in every
 * time zone), then the eight numbered sections in order. The title fits a phone's width in every
 * language (German and Russian have one long word).
 */
export const Document: Story = {
  play: async ({ step, canvas, globals }) => {
    const locale = storyLocale(globals);
    await step(`sees the title, "${storyMessage(globals, "privacy.title")}", fit the window`, async () => {
      const title = canvas.getByRole("heading", { level: 1, name: sameText(storyMessage(globals, "privacy.title")) });
      await expect(title.scrollWidth, "the title's content width, px").toBeLessThanOrEqual(title.clientWidth);
    });
    await step("reads when it was last updated, as this language writes a long date", async () => {
      const updated = canvas.getByRole("time");
      await expect(updated).toHaveAttribute("datetime", "2025-06-08");
      await expect(updated).toHaveTextContent(storyMessage(globals, "privacy.lastUpdated", values));
      await expect(updated).toHaveTextContent(
        new Intl.DateTimeFormat(locale.tag, { dateStyle: "long" }).format(lastUpdatedDate()),
      );
    });
    await step(`reads the ${PRIVACY_SECTIONS.length} numbered sections in order`, async () => {
      const headings = canvas.getAllByRole("heading", { level: 2 });
      await expect(headings.map((heading) => collapse(heading.textContent))).toEqual(
        PRIVACY_SECTIONS.map(
          (section) =>
            `${new Intl.NumberFormat(locale.tag).format(section.number)}${storyMessage(globals, section.headingId)}`,
        ),
      );
    });
    await step("can jump to each section by its key: a region named by its numbered heading", async () => {
      for (const section of PRIVACY_SECTIONS) {
        const region = canvas.getByRole("region", {
          name: sameText(`${section.number} ${storyMessage(globals, section.headingId)}`),
        });
        await expect(region).toHaveAttribute("id", section.key);
      }
    });
  },
};

/**
 * Section 3's collected-data table: a real table with a caption, column headers and row headers.
 * On phones it keeps readable columns and scrolls sideways, in a named region the keyboard reaches.
 */
export const DataTable: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvas, globals }) => {
    const caption = sameText(storyMessage(globals, PRIVACY_DATA_TABLE.captionId));
    const table = () => canvas.getByRole("table", { name: caption });
    // The table's frame scrolls it; it is a named region only when it has to scroll.
    const frame = () => table().parentElement!;
    await step("reads the collected-data table: its caption, column headers and row headers", async () => {
      const columns = within(table()).getAllByRole("columnheader");
      await expect(columns.map((cell) => collapse(cell.textContent))).toEqual(
        Object.values(PRIVACY_DATA_TABLE.columns).map((id) => storyMessage(globals, id)),
      );
      for (const cell of columns) await expect(cell).toHaveAttribute("scope", "col");
      const rows = within(table()).getAllByRole("rowheader");
      await expect(rows.map((cell) => collapse(cell.textContent))).toEqual(
        PRIVACY_DATA_TABLE.rows.map((row) => storyMessage(globals, row.itemId, values)),
      );
      for (const cell of rows) await expect(cell).toHaveAttribute("scope", "row");
      await expect(table()).toHaveTextContent(storyMessage(globals, "privacy.data.retention.standard", values));
    });
    if (window.innerWidth < 640) {
      await step("finds the table in a named region the keyboard reaches, scrolling sideways", async () => {
        await waitFor(() => expect(frame(), "the table's frame").toHaveAttribute("data-scrollable", "true"));
        await expect(frame(), "the table's frame").toHaveAttribute("tabindex", "0");
        await expect(canvas.getByRole("region", { name: caption })).toBe(frame());
      });
      await step("scrolls it to the end: the last column comes fully into view", async () => {
        frame().scrollLeft = frame().scrollWidth;
        await waitFor(() =>
          expect(frame().scrollLeft + frame().clientWidth, "the visible right edge, px").toBeGreaterThanOrEqual(
            frame().scrollWidth - 1,
          ),
        );
      });
    } else {
      await step("sees the whole table: nothing to scroll, no extra tab stop", async () => {
        await waitFor(() => expect(frame(), "the table's frame").toHaveAttribute("data-scrollable", "false"));
        await expect(frame(), "the table's frame").not.toHaveAttribute("tabindex");
      });
    }
  },
};

/** The section on other services as a story checks it: the region, and its list of services. */
function otherServices(canvas: Parameters<NonNullable<Story["play"]>>[0]["canvas"], globals: Record<string, unknown>) {
  return canvas.getByRole("region", {
    name: containsText(storyMessage(globals, "privacy.thirdParties.heading")),
  });
}

/** The section's items that each describe one kind of service, in order. */
const serviceItems = (region: HTMLElement) =>
  within(region)
    .getAllByRole("listitem")
    .filter((item) => item.dataset.service);

/**
 * Section 5 for the default build: the country lookup, why it happens, the three services in the
 * order they are asked (company and host), what they receive and how to avoid them, then the
 * legal basis. The policy says what the build does: the site fills `thirdParties` from its
 * configuration.
 */
export const OtherServices: Story = {
  tags: ["play-only"],
  play: async ({ step, canvas, globals }) => {
    const copy = PRIVACY_THIRD_PARTIES;
    const lookups = () => serviceItems(otherServices(canvas, globals))[0]!;
    await step("reads which other services the browser asks: only the country lookup", async () => {
      await expect(otherServices(canvas, globals)).toHaveTextContent(storyMessage(globals, copy.introId));
      await expect(serviceItems(otherServices(canvas, globals)).map((item) => item.dataset.service)).toEqual([
        "country-lookups",
      ]);
    });
    await step("reads what the lookup is for: the page's language, not regional websites", async () => {
      await expect(lookups()).toHaveTextContent(storyMessage(globals, copy.countryLookups.titleId));
      await expect(lookups()).toHaveTextContent(storyMessage(globals, copy.countryLookups.languageId));
      await expect(lookups()).not.toHaveTextContent(storyMessage(globals, copy.countryLookups.regionalId));
    });
    await step("reads the three services asked, in order, each by company and host", async () => {
      await expect(lookups()).toHaveTextContent(storyMessage(globals, copy.countryLookups.servicesId, { count: 3 }));
      const services = within(within(lookups()).getByRole("list")).getAllByRole("listitem");
      await expect(services.map((item) => collapse(item.textContent))).toEqual(
        DEFAULT_BUILD.countryLookups.map(({ provider, host }) =>
          storyMessage(globals, copy.serviceId, { provider: provider!, host }),
        ),
      );
    });
    await step("reads what they receive and how to avoid them, then the legal basis", async () => {
      await expect(lookups()).toHaveTextContent(storyMessage(globals, copy.countryLookups.useId));
      await expect(lookups()).toHaveTextContent(storyMessage(globals, copy.countryLookups.avoidId));
      await expect(otherServices(canvas, globals)).toHaveTextContent(storyMessage(globals, copy.basisId));
    });
  },
};

/**
 * A build whose browser contacts no other host (lookups off or on the site's own origin, no
 * analytics or badge elsewhere): the section says so, and lists nothing.
 */
export const NoOtherServices: Story = {
  args: { thirdParties: NO_THIRD_PARTIES },
  play: async ({ step, canvas, globals }) => {
    await step("reads that the browser asks no other service", async () => {
      await expect(otherServices(canvas, globals)).toHaveTextContent(
        storyMessage(globals, PRIVACY_THIRD_PARTIES.noneId),
      );
    });
    await step("finds no list of services, and no legal basis for them", async () => {
      await expect(within(otherServices(canvas, globals)).queryByRole("list")).toBeNull();
      await expect(otherServices(canvas, globals)).not.toHaveTextContent(
        storyMessage(globals, PRIVACY_THIRD_PARTIES.basisId),
      );
    });
  },
};

/**
 * Every kind of service: regional websites (the lookup also runs once per session), a lookup of
 * the site's own choosing (named by its host), the analytics server and the registry badge on
 * other hosts, each with its host.
 */
export const EveryService: Story = {
  args: { thirdParties: EVERY_SERVICE },
  play: async ({ step, canvas, globals }) => {
    const copy = PRIVACY_THIRD_PARTIES;
    const items = () => serviceItems(otherServices(canvas, globals));
    await step("reads three kinds of service: the country lookup, analytics, the registry badge", async () => {
      await expect(items().map((item) => item.dataset.service)).toEqual([
        "country-lookups",
        "analytics",
        "registry-badge",
      ]);
    });
    await step("reads that regional websites add a lookup, by one service named by its host", async () => {
      const lookups = items()[0]!;
      await expect(lookups).toHaveTextContent(storyMessage(globals, copy.countryLookups.regionalId));
      await expect(lookups).toHaveTextContent(storyMessage(globals, copy.countryLookups.servicesId, { count: 1 }));
      await expect(within(lookups).getByText("geo.lookup.example")).toHaveAttribute("translate", "no");
    });
    await step("reads the analytics server's and the registry badge's hosts", async () => {
      await expect(items()[1]).toHaveTextContent(
        storyMessage(globals, copy.analytics.textId, { host: "stats.studio.example" }),
      );
      await expect(items()[2]).toHaveTextContent(
        storyMessage(globals, copy.registryBadge.textId, { host: "badge.registry.example" }),
      );
    });
  },
};

/** Section 6: the seven rights, and the 30-day answer promise. */
export const Rights: Story = {
  tags: ["play-only"],
  play: async ({ step, canvas, globals }) => {
    const region = () =>
      canvas.getByRole("region", { name: containsText(storyMessage(globals, "privacy.rights.heading")) });
    await step(`reads the ${PRIVACY_RIGHTS.length} rights, in order`, async () => {
      const items = within(within(region()).getByRole("list")).getAllByRole("listitem");
      await expect(items).toHaveLength(PRIVACY_RIGHTS.length);
      for (const [index, right] of PRIVACY_RIGHTS.entries()) {
        await expect(items[index]).toHaveTextContent(storyMessage(globals, right.titleId));
      }
    });
    await step("reads the promise to answer within 30 days", async () => {
      await expect(region()).toHaveTextContent(storyMessage(globals, "privacy.rights.p2", values));
    });
  },
};

/** Section 8: the support address from the configuration as a mailto link. */
export const ContactEmail: Story = {
  tags: ["play-only"],
  play: async ({ step, canvas }) => {
    await step("finds the support address as a link that writes to it", async () => {
      await expect(canvas.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
        "href",
        `mailto:${SUPPORT_EMAIL}`,
      );
    });
  },
};

/** Section 7's opt-out works inside the page: it reports the choice and the status text follows. */
export const OptOutControl: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvas, globals }) => {
    await step("reads that visits are counted, anonymously", async () => {
      await expect(canvas.getByRole("status")).toHaveTextContent(storyMessage(globals, "privacy.optOut.statusOptedIn"));
    });
    await step(
      `ticks "${storyMessage(globals, "privacy.optOut.checkboxLabel")}": the site is told, the status follows`,
      async () => {
        await userEvent.click(
          canvas.getByRole("checkbox", { name: sameText(storyMessage(globals, "privacy.optOut.checkboxLabel")) }),
        );
        await expect(args.onOptedOutChange).toHaveBeenCalledWith(true);
        await expect(canvas.getByRole("status")).toHaveTextContent(
          storyMessage(globals, "privacy.optOut.statusOptedOut"),
        );
      },
    );
  },
};

/** A visitor who has opted out. */
export const OptedOut: Story = {
  args: { optedOut: true },
  play: async ({ step, canvas }) => {
    await step("finds the opt-out ticked, as this visitor chose", async () => {
      await expect(canvas.getByRole("checkbox")).toBeChecked();
    });
  },
};

/**
 * The policy's own interactive parts: the support e-mail link hovered, and the data table's
 * scrollable region focused from the keyboard (it takes focus so the keyboard can scroll it).
 */
const POLICY_PARTS: readonly SpecPart[] = [
  { name: "email link", state: "hover", selector: '[data-slot="privacy-policy"] a[href^="mailto:"]' },
  { name: "table", state: "focus-visible", selector: '[data-slot="privacy-policy"] [data-slot="table"]' },
];

/** The whole policy, opted in, its e-mail link hovered and its table focused: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: { ...ALL_STATES_PARAMETERS, pseudo: specPartsPseudo(POLICY_PARTS) },
  decorators: [inSpecCell({ spec: ["optedOut=false"], state: "default", parts: POLICY_PARTS, bleed: true })],
  play: async ({ step }) => {
    await step("finds the e-mail link and the table the label names hovered and focused", async () => {
      await expectPartsOnSheet(POLICY_PARTS);
    });
  },
};
