import type { Meta, StoryObj } from "@storybook/react-vite";
import { useIntl } from "react-intl";
import { expect, within } from "storybook/test";
import { FOOTER_LINKS, SOCIAL_NETWORKS, localizedPath } from "@studio/content";
import { ALL_STATES_PARAMETERS, decorativePart, storyLocale, storyMessage } from "../../test/story-helpers.ts";
import { Footer, type FooterAddresses } from "./footer.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

/** SAMPLE street lines, as the site's configuration would give them. */
const ADDRESSES: FooterAddresses = {
  registered: ["12 Sample Street, T. Nagar", "600017"],
  branch: ["Pavyzdžio g. 1", "LT-01100"],
};

/** SAMPLE long street lines: the columns wrap them without overflowing. */
const LONG_ADDRESSES: FooterAddresses = {
  registered: [
    "Unit 1204, 12th Floor, Tower B, Example Technology and Business Park",
    "No. 123/45, Extraordinarily Long Sample Road Name Extension, Thousand Lights West",
    "Teynampet, Chennai Metropolitan Area 600018",
  ],
  branch: ["Verslo centras „Pavyzdys“, 7 aukštas", "Labai ilgo pavadinimo pavyzdinė gatvė 123A-45", "LT-01100"],
};

const SUPPORT_EMAIL = "support@example.com";

/** Stands in for the third-party registry badge that the site mounts with its script. */
function SampleRegistryBadge() {
  const intl = useIntl();
  return (
    <svg
      role="img"
      aria-label={intl.formatMessage({ id: "footer.registryBadge.label" })}
      viewBox="0 0 96 48"
      className="h-12 w-24"
    >
      <rect width="96" height="48" rx="6" className="fill-white" />
      <path d="M16 12h10l6 6v18H16z" className="fill-brand-600" />
      <path d="M40 16h40M40 24h32M40 32h36" strokeWidth="3" strokeLinecap="round" className="stroke-brand-200" />
    </svg>
  );
}

const meta = {
  title: "Sections/Shell/Footer",
  id: "shell-footer",
  component: Footer,
  args: {
    locale: "en",
    addresses: ADDRESSES,
    supportEmail: SUPPORT_EMAIL,
    companyName: "Example Software Studio Pvt Ltd",
    year: 2030,
  },
  argTypes: {
    locale: { control: false, description: "Follows the toolbar's Language in these stories." },
    registryBadge: { control: false },
    socialNetworks: { control: false },
    links: { control: false },
    year: { control: "number" },
  },
  // The footer's links follow the story's language (the toolbar's Language global).
  render: (args, { globals }) => <Footer {...args} locale={storyLocale(globals).code} />,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

const footer = (canvasElement: HTMLElement) => within(canvasElement).getByRole("contentinfo");

type Office = "registered" | "branch";
const OFFICE_COPY = {
  registered: { headingId: "footer.registeredOffice.heading", localityId: "footer.registeredOffice.locality" },
  branch: { headingId: "footer.branchOffice.heading", localityId: "footer.branchOffice.locality" },
} as const;

/** The block of an office: its heading and, under it, the address. */
const officeBlock = (root: HTMLElement, globals: Globals, office: Office) =>
  within(root).getByRole("heading", { level: 2, name: storyMessage(globals, OFFICE_COPY[office].headingId) })
    .parentElement!;

/** Each line of an office's address is its own line of text, in order: street lines, then the city. */
async function expectAddress(root: HTMLElement, globals: Globals, office: Office, lines: readonly string[]) {
  const block = officeBlock(root, globals, office);
  const all = [...lines, storyMessage(globals, OFFICE_COPY[office].localityId)];
  for (const line of all) await expect(within(block).getByText(line)).toBeVisible();
  await expect(block).toHaveTextContent(new RegExp(all.map(escapeRegExp).join("\\s*")));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Controls for every prop, without a registry badge. */
export const Playground: Story = {};

/**
 * The offices: the registered office's street lines and 'Chennai, India', the branch office's and
 * 'Vilnius, Lithuania', each under its heading, as an address.
 */
export const Offices: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvasElement, globals }) => {
    const root = () => footer(canvasElement);
    await step(
      `reads the registered office: its street lines, then "${storyMessage(globals, OFFICE_COPY.registered.localityId)}"`,
      async () => {
        await expectAddress(root(), globals, "registered", ADDRESSES.registered);
      },
    );
    await step(
      `reads the branch office: its street lines, then "${storyMessage(globals, OFFICE_COPY.branch.localityId)}"`,
      async () => {
        await expectAddress(root(), globals, "branch", ADDRESSES.branch);
      },
    );
    const top = (office: Office) => Math.round(officeBlock(root(), globals, office).getBoundingClientRect().top);
    if (window.innerWidth >= 1024) {
      await step("sees the two offices side by side", async () => {
        await expect(top("branch"), "the branch office's top, px").toBe(top("registered"));
      });
    }
    if (window.innerWidth < 768) {
      await step("sees the branch office under the registered one", async () => {
        await expect(top("branch"), "the branch office's top, px").toBeGreaterThan(top("registered"));
      });
    }
  },
};

/** The support address is a `mailto:` link that names the address. */
export const SupportEmail: Story = {
  tags: ["play-only"],
  play: async ({ step, canvasElement, globals }) => {
    await step(`sees "${storyMessage(globals, "footer.support.heading")}"`, async () => {
      await expect(
        within(footer(canvasElement)).getByRole("heading", {
          level: 2,
          name: storyMessage(globals, "footer.support.heading"),
        }),
      ).toBeVisible();
    });
    await step("finds the support address as a link that writes to it", async () => {
      const link = within(footer(canvasElement)).getByRole("link", {
        name: storyMessage(globals, "footer.support.email", { email: SUPPORT_EMAIL }),
      });
      await expect(link).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
    });
  },
};

/**
 * Follow us: one link per network, named 'Follow us on <network>' plus the new-tab hint, opening
 * the profile in a new tab without giving it access to this page; each shows the network's logo.
 */
export const SocialLinks: Story = {
  tags: ["play-only"],
  play: async ({ step, canvasElement, globals }) => {
    const hint = storyMessage(globals, "shell.newTabHint");
    const link = (network: (typeof SOCIAL_NETWORKS)[number]) =>
      within(footer(canvasElement)).getByRole("link", {
        name: `${storyMessage(globals, "footer.social.link", { network: network.name })} ${hint}`,
      });
    await step(`sees "${storyMessage(globals, "footer.followUs")}"`, async () => {
      await expect(
        within(footer(canvasElement)).getByRole("heading", {
          level: 2,
          name: storyMessage(globals, "footer.followUs"),
        }),
      ).toBeVisible();
    });
    await step(
      "finds a link per network, named, opening its profile in a new tab without access to this page",
      async () => {
        for (const network of SOCIAL_NETWORKS) {
          await expect(link(network)).toHaveAttribute("href", network.url);
          await expect(link(network)).toHaveAttribute("target", "_blank");
          await expect(link(network)).toHaveAttribute("rel", "noopener noreferrer");
        }
      },
    );
    await step("sees each network's logo, on a target at least 44 px tall", async () => {
      for (const network of SOCIAL_NETWORKS) {
        // The logo is decoration, hidden from assistive technology: the link's name speaks for it.
        await expect(decorativePart(link(network), "svg path"), `${network.name}'s logo`).toBeVisible();
        await expect(
          Math.round(link(network).getBoundingClientRect().height),
          "the link's height, px",
        ).toBeGreaterThanOrEqual(44);
      }
    });
  },
};

/** The logo leads home, the privacy policy link to the current language's page, and the copyright names year and company. */
export const LinksAndCopyright: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const root = () => footer(canvasElement);
    await step("finds the logo leading to the home page in this language", async () => {
      await expect(
        within(root()).getByRole("link", { name: storyMessage(globals, "header.homeLink") }),
      ).toHaveAttribute("href", localizedPath("/", locale.code));
    });
    await step("finds the footer's links leading to this language's pages", async () => {
      for (const link of FOOTER_LINKS) {
        await expect(within(root()).getByRole("link", { name: storyMessage(globals, link.labelId) })).toHaveAttribute(
          "href",
          localizedPath(link.href, locale.code),
        );
      }
    });
    await step("reads the copyright: the year and the company", async () => {
      await expect(
        within(root()).getByText(storyMessage(globals, "footer.copyright", { year: 2030, company: args.companyName })),
      ).toBeVisible();
    });
  },
};

/** Without a `year`, the copyright shows the current year. */
export const CurrentYear: Story = {
  args: { year: undefined },
  play: async ({ step, args, canvasElement, globals }) => {
    const year = new Date().getFullYear();
    await step(`reads this year, ${year}, in the copyright`, async () => {
      await expect(
        within(footer(canvasElement)).getByText(
          storyMessage(globals, "footer.copyright", { year, company: args.companyName }),
        ),
      ).toBeVisible();
    });
  },
};

/** The certification seal is an image with its name; without `registryBadge` nothing stands in for it. */
export const WithoutRegistryBadge: Story = {
  tags: ["play-only"],
  play: async ({ step, canvasElement, globals }) => {
    await step("sees the certification seal, named for screen readers", async () => {
      await expect(
        within(footer(canvasElement)).getByRole("img", {
          name: storyMessage(globals, "footer.certificationBadge.alt"),
        }),
      ).toBeVisible();
    });
    await step("finds no registry badge: nothing stands in for it", async () => {
      await expect(
        within(footer(canvasElement)).queryByRole("group", {
          name: storyMessage(globals, "footer.registryBadge.label"),
        }),
      ).not.toBeInTheDocument();
    });
  },
};

/** With the registry badge the site mounts: shown next to the certification seal, in a named group. */
export const WithRegistryBadge: Story = {
  args: { registryBadge: <SampleRegistryBadge /> },
  play: async ({ step, canvasElement, globals }) => {
    await step("sees the registry badge, in a group named for it", async () => {
      const group = within(footer(canvasElement)).getByRole("group", {
        name: storyMessage(globals, "footer.registryBadge.label"),
      });
      await expect(within(group).getByRole("img")).toBeVisible();
    });
    await step("sees the certification seal beside it, 64 px tall", async () => {
      const seal = within(footer(canvasElement)).getByRole("img", {
        name: storyMessage(globals, "footer.certificationBadge.alt"),
      });
      await expect(Math.round(seal.getBoundingClientRect().height), "the seal's height, px").toBe(64);
    });
  },
};

/** Long street lines and a long e-mail address wrap inside their columns: nothing overflows the page. */
export const LongAddresses: Story = {
  tags: ["mobile-interaction"],
  args: {
    addresses: LONG_ADDRESSES,
    supportEmail: "customer.support.and.enquiries@a-very-long-example-domain-name.example",
  },
  play: async ({ step, canvasElement, globals }) => {
    await step("sees nothing run out of the footer sideways", async () => {
      const root = footer(canvasElement);
      await expect(root.scrollWidth, "the footer's content width, px").toBeLessThanOrEqual(root.clientWidth);
    });
    await step("reads the longest street line wrapped inside the window", async () => {
      const line = within(officeBlock(footer(canvasElement), globals, "registered")).getByText(
        LONG_ADDRESSES.registered[1]!,
      );
      await expect(line).toHaveTextContent(LONG_ADDRESSES.registered[1]!);
      await expect(line.getBoundingClientRect().right, "the line's right edge, px").toBeLessThanOrEqual(
        window.innerWidth,
      );
    });
  },
};

const STATES = ["default", "hover", "focus-visible"] as const;

/**
 * The spec sheet: the footer with the registry badge and long addresses at rest, then its links
 * hovered and focused from the keyboard. The copies beside the first sit inside a `section`, so
 * the page keeps one footer landmark (contentinfo). The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  args: { registryBadge: <SampleRegistryBadge />, addresses: LONG_ADDRESSES },
  render: (args, { globals }) => {
    const footerElement = <Footer {...args} locale={storyLocale(globals).code} />;
    return (
      <SpecSheet layout="stack">
        {STATES.map((state, index) => (
          <SpecCell
            key={state}
            spec={["registryBadge", "longAddresses", ...(index === 0 ? [] : ["links"])]}
            state={state}
            bleed
          >
            {index === 0 ? footerElement : <section>{footerElement}</section>}
          </SpecCell>
        ))}
      </SpecSheet>
    );
  },
  play: async ({ step, canvas }) => {
    await step("sees the footer with the registry badge and long addresses", async () => {
      // Testing Library counts the copies' footers (inside sections) as contentinfo too.
      const footers = canvas.getAllByRole("contentinfo");
      await expect(footers).toHaveLength(STATES.length);
      for (const element of footers) await expect(element).toBeVisible();
    });
  },
};
