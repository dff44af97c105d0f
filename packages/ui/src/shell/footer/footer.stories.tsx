import type { Meta, StoryObj } from "@storybook/react-vite";
import { useIntl } from "react-intl";
import { expect, within } from "storybook/test";
import { FOOTER_LINKS, SOCIAL_NETWORKS, localizedPath } from "@studio/content";
import { ALL_STATES_PARAMETERS, storyLocale, storyMessage } from "../../test/story-helpers.ts";
import { Footer, type FooterAddresses } from "./footer.tsx";

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

/** The heading of an office block and its text (street lines, then the city line). */
const officeBlock = (root: HTMLElement, globals: Globals, headingId: "registered" | "branch") => {
  const heading = within(root).getByRole("heading", {
    level: 2,
    name: storyMessage(
      globals,
      headingId === "registered" ? "footer.registeredOffice.heading" : "footer.branchOffice.heading",
    ),
  });
  return heading.parentElement!;
};

/** Controls for every prop, without a registry badge. */
export const Playground: Story = {};

/**
 * The offices: the registered office's street lines and 'Chennai, India', the branch office's and
 * 'Vilnius, Lithuania', each under its heading, as an address.
 */
export const Offices: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "the offices: the registered office's street lines and 'Chennai, India', the branch office's and 'Vilnius, Lithuania', each under its heading, as an address",
      async () => {
        const root = footer(canvasElement);
        const registered = officeBlock(root, globals, "registered");
        const branch = officeBlock(root, globals, "branch");
        for (const [block, lines, localityId] of [
          [registered, ADDRESSES.registered, "footer.registeredOffice.locality"],
          [branch, ADDRESSES.branch, "footer.branchOffice.locality"],
        ] as const) {
          const address = block.querySelector("address")!;
          await expect(Array.from(address.children, (line) => line.textContent)).toEqual([
            ...lines,
            storyMessage(globals, localityId),
          ]);
        }
        // Side by side on wide screens, one under the other on phones.
        const top = (element: HTMLElement) => Math.round(element.getBoundingClientRect().top);
        if (window.innerWidth >= 1024) await expect(top(branch)).toBe(top(registered));
        if (window.innerWidth < 768) await expect(top(branch)).toBeGreaterThan(top(registered));
      },
    );
  },
};

/** The support address is a `mailto:` link that names the address. */
export const SupportEmail: Story = {
  play: async ({ step, canvasElement, globals }) => {
    await step("the support address is a `mailto:` link that names the address", async () => {
      const root = footer(canvasElement);
      await expect(
        within(root).getByRole("heading", { level: 2, name: storyMessage(globals, "footer.support.heading") }),
      ).toBeVisible();
      const link = within(root).getByRole("link", {
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
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "follow us: one link per network, named 'Follow us on <network>' plus the new-tab hint, opening the profile in a new tab without giving it access to this page; each shows the network's logo",
      async () => {
        const root = footer(canvasElement);
        await expect(
          within(root).getByRole("heading", { level: 2, name: storyMessage(globals, "footer.followUs") }),
        ).toBeVisible();
        const hint = storyMessage(globals, "shell.newTabHint");
        for (const network of SOCIAL_NETWORKS) {
          const link = within(root).getByRole("link", {
            name: `${storyMessage(globals, "footer.social.link", { network: network.name })} ${hint}`,
          });
          await expect(link).toHaveAttribute("href", network.url);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
          await expect(link.querySelector("svg path")).toBeVisible();
          await expect(Math.round(link.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
        }
      },
    );
  },
};

/** The logo leads home, the privacy policy link to the current language's page, and the copyright names year and company. */
export const LinksAndCopyright: Story = {
  play: async ({ step, args, canvasElement, globals }) => {
    await step(
      "the logo leads home, the privacy policy link to the current language's page, and the copyright names year and company",
      async () => {
        const locale = storyLocale(globals);
        const root = footer(canvasElement);
        await expect(
          within(root).getByRole("link", { name: storyMessage(globals, "header.homeLink") }),
        ).toHaveAttribute("href", localizedPath("/", locale.code));
        for (const link of FOOTER_LINKS) {
          await expect(within(root).getByRole("link", { name: storyMessage(globals, link.labelId) })).toHaveAttribute(
            "href",
            localizedPath(link.href, locale.code),
          );
        }
        await expect(
          within(root).getByText(storyMessage(globals, "footer.copyright", { year: 2030, company: args.companyName })),
        ).toBeVisible();
      },
    );
  },
};

/** Without a `year`, the copyright shows the current year. */
export const CurrentYear: Story = {
  args: { year: undefined },
  play: async ({ step, args, canvasElement, globals }) => {
    await step("without a `year`, the copyright shows the current year", async () => {
      const year = new Date().getFullYear();
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
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "the certification seal is an image with its name; without `registryBadge` nothing stands in for it",
      async () => {
        const root = footer(canvasElement);
        await expect(
          within(root).getByRole("img", { name: storyMessage(globals, "footer.certificationBadge.alt") }),
        ).toBeVisible();
        await expect(
          within(root).queryByRole("group", { name: storyMessage(globals, "footer.registryBadge.label") }),
        ).not.toBeInTheDocument();
      },
    );
  },
};

/** With the registry badge the site mounts: shown next to the certification seal, in a named group. */
export const WithRegistryBadge: Story = {
  args: { registryBadge: <SampleRegistryBadge /> },
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "with the registry badge the site mounts: shown next to the certification seal, in a named group",
      async () => {
        const root = footer(canvasElement);
        const group = within(root).getByRole("group", { name: storyMessage(globals, "footer.registryBadge.label") });
        await expect(within(group).getByRole("img")).toBeVisible();
        const seal = within(root).getByRole("img", { name: storyMessage(globals, "footer.certificationBadge.alt") });
        await expect(Math.round(seal.getBoundingClientRect().height)).toBe(64);
      },
    );
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
    await step(
      "long street lines and a long e-mail address wrap inside their columns: nothing overflows the page",
      async () => {
        const root = footer(canvasElement);
        await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
        const address = officeBlock(root, globals, "registered").querySelector("address")!;
        await expect(address.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
        await expect(address).toHaveTextContent(LONG_ADDRESSES.registered[1]!);
      },
    );
  },
};

/** With the registry badge and long addresses: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  args: { registryBadge: <SampleRegistryBadge />, addresses: LONG_ADDRESSES },
  play: async ({ step, canvasElement }) => {
    await step("with the registry badge and long addresses: the visual-regression story", async () => {
      await expect(footer(canvasElement)).toBeVisible();
    });
  },
};
