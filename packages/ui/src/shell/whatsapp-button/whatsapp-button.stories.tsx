import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ALL_STATES_PARAMETERS, decorativePart, sameText, storyMessage } from "../../test/story-helpers.ts";
import { WhatsAppButton } from "./whatsapp-button.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

/** A number reserved for fiction (UK Ofcom drama range), as the site's configuration would give it. */
const SAMPLE_NUMBER = "+44 7700 900982";

const meta = {
  title: "Sections/Shell/WhatsAppButton",
  id: "shell-whatsappbutton",
  component: WhatsAppButton,
  args: { phoneNumber: SAMPLE_NUMBER, position: "fixed" },
  argTypes: {
    phoneNumber: { control: "text" },
    position: { control: "inline-radio", options: ["fixed", "inline"] },
    messageId: { control: false },
  },
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="min-h-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WhatsAppButton>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

const chatLink = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole("link", {
    name: sameText(`${storyMessage(globals, "whatsapp.label")} ${storyMessage(globals, "shell.newTabHint")}`),
  });

/** Controls for every prop: the button floats in the bottom-right corner. */
export const Playground: Story = {};

/**
 * The chat link: WhatsApp's click-to-chat address with the number's digits and the prefilled
 * message of the current language, URL-encoded; it opens a new tab without giving the chat page
 * access to this one.
 */
export const ChatLink: Story = {
  play: async ({ step, canvasElement, globals }) => {
    const href = () => chatLink(canvasElement, globals).getAttribute("href")!;
    await step("finds the link to WhatsApp's chat with the number's digits", async () => {
      await expect(href()).toMatch(/^https:\/\/wa\.me\/447700900982\?text=/);
      await expect(new URL(href()).origin, "the address's site").toBe("https://wa.me");
      await expect(new URL(href()).pathname, "the address's path: the number's digits").toBe("/447700900982");
    });
    await step("finds this language's greeting prefilled, encoded in the address", async () => {
      // Printable ASCII only: spaces and accents are %-encoded.
      await expect(href()).toMatch(/^[\x21-\x7e]+$/);
      await expect(new URL(href()).searchParams.get("text")?.replace(/\s+/g, " "), "the message, decoded").toBe(
        storyMessage(globals, "whatsapp.prefilledMessage"),
      );
    });
    await step("sees it open a new tab, without giving the chat page access to this one", async () => {
      await expect(chatLink(canvasElement, globals)).toHaveAttribute("target", "_blank");
      await expect(chatLink(canvasElement, globals)).toHaveAttribute("rel", "noopener noreferrer");
    });
  },
};

/**
 * Fixed in the bottom-right corner above the page, below the navigation layer; from 768 px the
 * label shows beside the green disc, below only the disc (the name is read out either way).
 */
export const Layout: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvasElement, globals }) => {
    const link = () => chatLink(canvasElement, globals);
    const label = () => within(link()).getByText(storyMessage(globals, "whatsapp.label"));
    await step(
      "sees it float in the bottom-right corner, 16 to 24 px from the edges, under the navigation",
      async () => {
        await expect(link()).toHaveStyle({ position: "fixed", zIndex: "9998" });
        const box = link().getBoundingClientRect();
        await expect(window.innerWidth - box.right, "gap to the right edge, px").toBeGreaterThanOrEqual(16);
        await expect(window.innerWidth - box.right, "gap to the right edge, px").toBeLessThanOrEqual(24);
        await expect(window.innerHeight - box.bottom, "gap to the bottom edge, px").toBeGreaterThanOrEqual(16);
        await expect(window.innerHeight - box.bottom, "gap to the bottom edge, px").toBeLessThanOrEqual(24);
      },
    );
    await step("can hit it easily: at least 48 px tall", async () => {
      await expect(Math.round(link().getBoundingClientRect().height), "its height, px").toBeGreaterThanOrEqual(48);
    });
    if (window.innerWidth >= 768) {
      await step(`sees "${storyMessage(globals, "whatsapp.label")}" beside the green disc`, async () => {
        await expect(label(), "the label, shown").toHaveStyle({ clipPath: "none" });
        await expect(label().getBoundingClientRect().width, "the label's width, px").toBeGreaterThan(1);
      });
    } else {
      await step(
        `sees only the green disc; "${storyMessage(globals, "whatsapp.label")}" is still read out`,
        async () => {
          await expect(label(), "the label, visually hidden").toHaveStyle({ clipPath: "inset(50%)" });
        },
      );
    }
    await step("sees WhatsApp's mark on the disc", async () => {
      await expect(label()).toHaveTextContent(storyMessage(globals, "whatsapp.label"));
      // The mark is decoration, hidden from assistive technology: the link's name speaks for it.
      await expect(decorativePart(link(), "svg path"), "the WhatsApp mark").toBeInTheDocument();
    });
  },
};

/** Another prefilled message id: the link carries that text instead. */
export const OtherMessage: Story = {
  args: { messageId: "nav.contact" },
  play: async ({ step, canvasElement, globals }) => {
    await step("finds the other greeting prefilled in the chat link", async () => {
      const text = new URL(chatLink(canvasElement, globals).getAttribute("href")!).searchParams.get("text");
      await expect(text?.replace(/\s+/g, " "), "the message, decoded").toBe(storyMessage(globals, "nav.contact"));
    });
  },
};

/**
 * The spec sheet: in the flow of a panel (`position="inline"`) at rest, hovered and focused from the
 * keyboard, and the floating button in the corner of a frame. The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <SpecSheet className="p-6">
      {(["default", "hover", "focus-visible"] as const).map((state) => (
        <SpecCell key={state} spec={["position=inline"]} state={state}>
          <WhatsAppButton {...args} position="inline" />
        </SpecCell>
      ))}
      <SpecCell spec={["position=fixed"]} state="default">
        {/* A transformed frame holds the fixed button, so it floats in the frame's corner, by its label. */}
        <div className="h-28 w-72 max-w-full [transform:translateZ(0)] bg-surface-muted">
          <WhatsAppButton {...args} position="fixed" />
        </div>
      </SpecCell>
    </SpecSheet>
  ),
  play: async ({ step, canvas, globals }) => {
    await step("sees four chat links: three in the flow of the panel, one floating", async () => {
      const links = canvas.getAllByRole("link", {
        name: sameText(`${storyMessage(globals, "whatsapp.label")} ${storyMessage(globals, "shell.newTabHint")}`),
      });
      await expect(links).toHaveLength(4);
      await expect(links[0], "the first, in the flow").toHaveStyle({ position: "relative" });
    });
  },
};
