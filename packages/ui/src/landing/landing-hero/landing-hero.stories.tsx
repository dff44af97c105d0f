import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MouseEvent } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { LANDING_PAGES, localizedPath, promoPage, type LandingPage } from "@studio/content";
import { ALL_STATES_PARAMETERS, sameText, storyLocale, storyMessage } from "../../test/story-helpers.ts";
import { localizeHrefFor } from "../localize-href.ts";
import { LandingHero } from "./landing-hero.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

const frenchCoursesPromo = promoPage("frenchCourses");

const meta = {
  title: "Sections/Landing/LandingHero",
  id: "landing-landinghero",
  component: LandingHero,
  parameters: { layout: "fullscreen" },
  args: {
    hero: LANDING_PAGES.training.hero,
    tone: "brand",
    onContactClick: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
  },
  argTypes: {
    tone: { control: "inline-radio", options: ["brand", "light"] },
    hero: {
      control: "select",
      options: ["training", "services", "englishTraining"],
      mapping: {
        training: LANDING_PAGES.training.hero,
        services: LANDING_PAGES.services.hero,
        englishTraining: LANDING_PAGES.englishTraining.hero,
      },
    },
    localizeHref: { control: false },
  },
  // Paths get the story language's prefix, as the site does.
  render: (args, { globals }) => <LandingHero localizeHref={localizeHrefFor(storyLocale(globals).code)} {...args} />,
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The headline as the page heading, the tagline, and both buttons with their targets. */
function heroStory(hero: LandingPage["hero"]): Story {
  return {
    args: { hero },
    play: async ({ step, canvas, globals }) => {
      await step(`sees "${storyMessage(globals, hero.titleId)}" as the page's heading, and the tagline`, async () => {
        await expect(
          canvas.getByRole("heading", { level: 1, name: sameText(storyMessage(globals, hero.titleId)) }),
        ).toBeInTheDocument();
        await expect(canvas.getByText(storyMessage(globals, hero.taglineId))).toBeVisible();
      });
      await step(`finds "${storyMessage(globals, hero.explore.labelId)}", leading on in this language`, async () => {
        const explore = canvas.getByRole("link", { name: sameText(storyMessage(globals, hero.explore.labelId)) });
        await expect(explore).toHaveAttribute("href", localizedPath(hero.explore.href, storyLocale(globals).code));
      });
      await step(`finds "${storyMessage(globals, hero.contact.labelId)}", leading to the form`, async () => {
        const contact = canvas.getByRole("link", { name: sameText(storyMessage(globals, hero.contact.labelId)) });
        await expect(contact).toHaveAttribute("href", hero.contact.href);
      });
    },
  };
}

/** Controls for every prop. */
export const Playground: Story = {};

/** Training page: 'Explore Courses' to /learn, 'Contact Us' to #contact-form. */
export const Training: Story = heroStory(LANDING_PAGES.training.hero);

/** Services page: 'Explore Services' to the home page. */
export const Services: Story = heroStory(LANDING_PAGES.services.hero);

/** English-only training page (English copy in every language): 'Contact Us' to #contact. */
export const EnglishTraining: Story = heroStory(LANDING_PAGES.englishTraining.hero);

/** French courses promo: the training hero jumping to #contact (in the story's language here). */
export const PromoFrenchCourses: Story = heroStory(frenchCoursesPromo.hero);

/** 'Contact Us' reports the click, so the site can scroll smoothly to the form. */
export const ContactClick: Story = {
  play: async ({ step, args, canvas, globals }) => {
    const contactUs = storyMessage(globals, "landing.common.contactUs");
    await step(`clicks "${contactUs}": the site is told, so it can scroll smoothly to the form`, async () => {
      await userEvent.click(canvas.getByRole("link", { name: sameText(contactUs) }));
      await expect(args.onContactClick).toHaveBeenCalledOnce();
    });
  },
};

/** Light band for pages that open under a dark header. */
export const LightTone: Story = { args: { tone: "light", hero: LANDING_PAGES.services.hero } };

/** The three landing heroes, dark and light: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args, { globals }) => (
    <SpecSheet layout="stack">
      <SpecCell spec={["training", "tone=brand"]} state="default" bleed>
        <LandingHero {...args} localizeHref={localizeHrefFor(storyLocale(globals).code)} />
      </SpecCell>
      <SpecCell spec={["services", "tone=light"]} state="default" bleed>
        <LandingHero
          {...args}
          hero={LANDING_PAGES.services.hero}
          tone="light"
          localizeHref={localizeHrefFor(storyLocale(globals).code)}
        />
      </SpecCell>
      <SpecCell spec={["englishTraining", "tone=brand"]} state="default" bleed>
        <LandingHero
          {...args}
          hero={LANDING_PAGES.englishTraining.hero}
          localizeHref={localizeHrefFor(storyLocale(globals).code)}
        />
      </SpecCell>
    </SpecSheet>
  ),
};
