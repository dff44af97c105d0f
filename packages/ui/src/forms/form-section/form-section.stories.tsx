import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { DEMO_BOOKING_FORM, FORM_SECTIONS, HOME_ENQUIRY_FIELDS, type FormSectionKey } from "@studio/content";
import { ToastProvider } from "../../feedback/toaster/toaster.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import { ALL_STATES_PARAMETERS, sameText, storyMessage } from "../../test/story-helpers.ts";
import { control, replying, type Canvas, type Globals } from "../form-story-helpers.ts";
import { FormSection } from "./form-section.tsx";
import { FramedForm } from "./form-section.fixtures.tsx";

/** The forms answer "sent" at once: no API here. */
const submitted = replying("success");

const meta = {
  title: "Sections/Forms/FormSection",
  id: "forms-formsection",
  component: FormSection,
  parameters: { layout: "fullscreen" },
  args: { form: "enquiry", children: null },
  argTypes: {
    form: { control: "inline-radio", options: ["enquiry", "demoBooking"] },
    children: { control: false, description: "The form: here the one `form` names, as the site places it." },
  },
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
  render: (args) => (
    <FormSection {...args}>
      <FramedForm form={args.form} onSubmit={submitted} />
    </FormSection>
  ),
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop: pick the form and the section follows. */
export const Playground: Story = {};

/** The section of `form`, found as a screen reader lists it: a region named by its heading. */
const region = (canvas: Canvas, globals: Globals, form: FormSectionKey) =>
  canvas.getByRole("region", { name: sameText(storyMessage(globals, FORM_SECTIONS[form].titleId)) });

/** The first field of each form: the form is found through it, as a visitor meets it. */
const FIRST_FIELD = { enquiry: HOME_ENQUIRY_FIELDS[0], demoBooking: DEMO_BOOKING_FORM.fields[0] } as const;

/** The section's heading in the story's language. */
const titleOf = (globals: Globals, form: FormSectionKey) => storyMessage(globals, FORM_SECTIONS[form].titleId);

/** The heading, the lead line under it and the form, all inside the section. */
async function expectFramedForm(canvas: Canvas, globals: Globals, form: FormSectionKey) {
  const section = region(canvas, globals, form);
  await expect(canvas.getByRole("heading", { level: 2, name: sameText(titleOf(globals, form)) })).toBeVisible();
  await expect(section).toHaveTextContent(storyMessage(globals, FORM_SECTIONS[form].leadId));
  const firstField = control(canvas, globals, FIRST_FIELD[form]) as HTMLInputElement;
  await expect(section).toContainElement(firstField.form);
}

/** The section is at its anchor, and a jump there keeps it 64 px (the sticky bar) below the window's top. */
async function expectAnchor(canvas: Canvas, globals: Globals, form: FormSectionKey) {
  const section = region(canvas, globals, form);
  await expect(section).toHaveAttribute("id", FORM_SECTIONS[form].anchorId);
  await expect(
    Number.parseFloat(getComputedStyle(section).scrollMarginTop),
    "the section's scroll margin, px",
  ).toBeGreaterThanOrEqual(64);
}

/**
 * The story of one form's section: the visitor sees its heading, lead and form, the heading sits
 * where the frame puts it, and links jump to its anchor.
 */
function formSectionStory(form: FormSectionKey, headingAlign: "start" | "center"): Story {
  const anchor = FORM_SECTIONS[form].anchorId;
  return {
    args: { form },
    play: async ({ step, canvas, globals }) => {
      await step(`sees "${titleOf(globals, form)}", its lead line and the form under them`, () =>
        expectFramedForm(canvas, globals, form),
      );
      await step(
        `reads the heading ${headingAlign === "center" ? "centred" : "at the start"}, above the form`,
        async () => {
          const heading = canvas.getByRole("heading", { level: 2, name: sameText(titleOf(globals, form)) });
          await expect(heading).toHaveStyle({ textAlign: headingAlign });
        },
      );
      await step(`can jump to it at #${anchor}, its heading clear of the sticky navigation bar`, () =>
        expectAnchor(canvas, globals, form),
      );
    },
  };
}

/** The home page's 'Get in touch' (#contact): a light band, the heading at the start, the enquiry form. */
export const Enquiry: Story = formSectionStory("enquiry", "start");

/** A product page's 'Book a free demo' (#book-demo): a light band, heading and form centred. */
export const DemoBooking: Story = formSectionStory("demoBooking", "center");

/** Both forms' sections, one under the other: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: () => (
    <SpecSheet layout="stack">
      {(["enquiry", "demoBooking"] as const).map((form) => (
        <SpecCell key={form} spec={[form]} state="default" bleed>
          <FormSection form={form}>
            <FramedForm form={form} onSubmit={submitted} />
          </FormSection>
        </SpecCell>
      ))}
    </SpecSheet>
  ),
};
