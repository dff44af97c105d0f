import type { Preview } from "@storybook/react-vite";
import { DEFAULT_LOCALE, LOCALES, getLocale, isLocaleCode } from "@studio/content";
import { SiteIntlProvider } from "@studio/ui";
import { chromaticModes } from "./modes.ts";
import { VIEWPORTS } from "./viewports.ts";
import "./storybook.css";

const preview: Preview = {
  tags: ["autodocs"],
  globalTypes: {
    locale: {
      description: "Interface language of the stories",
      toolbar: {
        title: "Language",
        icon: "globe",
        dynamicTitle: true,
        items: LOCALES.map((locale) => ({ value: locale.code, title: locale.name, right: locale.label })),
      },
    },
  },
  initialGlobals: {
    locale: DEFAULT_LOCALE,
  },
  decorators: [
    (Story, { globals }) => {
      const locale = isLocaleCode(globals.locale) ? globals.locale : DEFAULT_LOCALE;
      document.documentElement.lang = getLocale(locale).tag;
      return (
        <SiteIntlProvider locale={locale}>
          <Story />
        </SiteIntlProvider>
      );
    },
  ],
  parameters: {
    layout: "padded",
    viewport: { options: VIEWPORTS },
    // Accessibility violations fail the story tests.
    a11y: { test: "error" },
    chromatic: { modes: chromaticModes },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
