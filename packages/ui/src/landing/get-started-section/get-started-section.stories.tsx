import type { Meta, StoryObj } from "@storybook/react-vite";
import { useIntl } from "react-intl";
import { expect, waitFor } from "storybook/test";
import { LANDING_PAGES, LEARN_ENROLL_SECTION, promoPage } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { ALL_STATES_PARAMETERS, sameText, storyMessage } from "../../test/story-helpers.ts";
import { GetStartedSection } from "./get-started-section.tsx";
import { inSpecCell } from "../../test/spec-sheet.tsx";

const englishServicesPromo = promoPage("englishServices");

/** A stand-in for the contact form the site passes in (the real one lives in the forms group). */
function FormStandIn() {
  const intl = useIntl();
  return (
    <form className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
      {(["contactForm.fullName.label", "contactForm.email.label"] as const).map((labelId, index) => (
        <label key={labelId} className="grid gap-1.5 text-sm font-medium">
          {intl.formatMessage({ id: labelId })}
          <input
            type={index === 0 ? "text" : "email"}
            className="h-11 rounded-md border border-line px-3 text-base focus-visible:outline-3 focus-visible:outline-focus"
          />
        </label>
      ))}
      <Button type="submit">{intl.formatMessage({ id: "contactForm.submit" })}</Button>
    </form>
  );
}

const meta = {
  title: "Sections/Landing/GetStartedSection",
  id: "landing-getstartedsection",
  component: GetStartedSection,
  parameters: { layout: "fullscreen" },
  args: { contact: LANDING_PAGES.training.contact, children: <FormStandIn /> },
  argTypes: {
    contact: {
      control: "select",
      options: ["training", "services", "englishTraining", "learn"],
      mapping: {
        training: LANDING_PAGES.training.contact,
        services: LANDING_PAGES.services.contact,
        englishTraining: LANDING_PAGES.englishTraining.contact,
        learn: LEARN_ENROLL_SECTION,
      },
    },
    children: { control: false },
  },
} satisfies Meta<typeof GetStartedSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop. */
export const Playground: Story = {};

const contactTitle = (globals: Record<string, unknown>) => storyMessage(globals, "landing.common.contactTitle");

/** Training page: 'Get Started Today' with the form, reachable at #contact-form. */
export const Training: Story = {
  play: async ({ step, canvas, globals }) => {
    const region = () => canvas.getByRole("region", { name: sameText(contactTitle(globals)) });
    await step(`sees "${contactTitle(globals)}" with its intro and the form`, async () => {
      await expect(region()).toHaveTextContent(storyMessage(globals, "landing.training.contact.intro"));
      const name = canvas.getByRole("textbox", { name: storyMessage(globals, "contactForm.fullName.label") });
      await expect(region()).toContainElement((name as HTMLInputElement).form);
    });
    await step("can jump to it at #contact-form", async () => {
      await expect(region()).toHaveAttribute("id", "contact-form");
    });
  },
};

/** English services promo: the form's anchor is #contact. */
export const PromoEnglishServices: Story = {
  args: { contact: englishServicesPromo.contact },
  play: async ({ step, canvas, globals }) => {
    await step("can jump to the form at #contact on this promo page", async () => {
      await expect(canvas.getByRole("region", { name: sameText(contactTitle(globals)) })).toHaveAttribute(
        "id",
        "contact",
      );
    });
  },
};

/**
 * Jumping to the anchor under a sticky 64 px navigation: the heading stays below the bar, thanks
 * to the section's scroll margin.
 */
export const ClearOfStickyNav: Story = {
  render: (args) => (
    <>
      <div className="sticky top-0 z-(--layer-nav) h-16 bg-brand-950" />
      <div className="h-[150vh]" />
      <GetStartedSection {...args} />
      <div className="h-[150vh]" />
    </>
  ),
  play: async ({ step, canvas, globals }) => {
    const region = () => canvas.getByRole("region", { name: sameText(contactTitle(globals)) });
    await step("finds the section keeping 64 px clear above it when jumped to", async () => {
      await expect(
        Number.parseFloat(getComputedStyle(region()).scrollMarginTop),
        "the section's scroll margin, px",
      ).toBeGreaterThanOrEqual(64);
    });
    await step("jumps to it: its heading shows below the sticky bar", async () => {
      region().scrollIntoView({ block: "start" });
      try {
        await waitFor(() =>
          expect(region().getBoundingClientRect().top, "the section's top, px").toBeGreaterThanOrEqual(64),
        );
        await expect(
          canvas.getByRole("heading", { level: 2 }).getBoundingClientRect().top,
          "the heading's top, px",
        ).toBeGreaterThan(64);
      } finally {
        window.scrollTo(0, 0);
      }
    });
  },
};

/** The learning area's enrolment section reuses the frame (#enroll). */
export const LearnEnroll: Story = {
  args: { contact: LEARN_ENROLL_SECTION },
  play: async ({ step, canvas, globals }) => {
    const title = storyMessage(globals, "learn.enroll.title");
    await step(`finds "${title}", the learning area's enrolment, at #enroll`, async () => {
      await expect(canvas.getByRole("region", { name: sameText(title) })).toHaveAttribute("id", "enroll");
    });
  },
};

/** Services page with its form: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  decorators: [inSpecCell({ spec: ["services"], state: "default", bleed: true })],
  args: { contact: LANDING_PAGES.services.contact },
};
