import type { ComponentProps } from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { cva, type VariantProps } from "class-variance-authority";
import { useIntl } from "react-intl";
import { LOCALES, NAV_COPY, getLocale, isLocaleCode, type Locale, type LocaleCode } from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { Flag } from "../../media/flag/flag.tsx";
import { MENU_ITEM_HIGHLIGHT } from "../nav-item-classes.ts";

const languageSwitcherTriggerVariants = cva(
  [
    "group/language-trigger inline-flex items-center gap-2 rounded-md font-semibold text-ink transition-colors duration-(--motion-fast)",
    "hover:bg-brand-50 data-[state=open]:bg-brand-50",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
  ],
  {
    variants: {
      variant: {
        /** Compact button for the top navigation bar. */
        desktop: "h-10 px-3 text-sm",
        /** Full-width, 48 px tall button for the mobile side panel. */
        mobile: "h-12 w-full justify-between px-4 text-base",
      },
    },
    defaultVariants: { variant: "desktop" },
  },
);

const languageSwitcherContentVariants = cva(
  "z-(--layer-nav) rounded-lg border border-line bg-surface p-1 text-ink shadow-menu data-[state=open]:animate-menu-in",
  {
    variants: {
      variant: {
        desktop: "min-w-52",
        mobile: "w-(--radix-dropdown-menu-trigger-width) min-w-60",
      },
    },
    defaultVariants: { variant: "desktop" },
  },
);

const languageSwitcherItemVariants = cva(
  [
    "flex cursor-pointer items-center gap-3 rounded-md px-3 outline-none select-none",
    // The menu's current item (styles.css): a tint and the focus ring inside it.
    MENU_ITEM_HIGHLIGHT,
    "data-[state=checked]:font-semibold data-[state=checked]:text-accent-700",
  ],
  {
    variants: {
      variant: {
        desktop: "min-h-10 text-sm",
        mobile: "min-h-12 text-base",
      },
    },
    defaultVariants: { variant: "desktop" },
  },
);

export type LanguageSwitcherProps = Omit<ComponentProps<typeof DropdownMenu.Root>, "children" | "dir"> &
  VariantProps<typeof languageSwitcherTriggerVariants> & {
    /** Code of the language the interface shows now; its label is shown on the button. */
    value: LocaleCode;
    /** Called with the code of the language the visitor chooses. The list closes itself. */
    onValueChange: (code: LocaleCode) => void;
    /** Languages offered, in order. Defaults to the seven languages of the locale registry. */
    locales?: readonly Locale[];
    /** Extra classes for the trigger button. */
    className?: string;
    /**
     * Where the switcher sits: `desktop` (the compact button of the navigation bar) or `mobile`
     * (a full-width row of the phone menu panel). Default `desktop`.
     */
    variant?: "desktop" | "mobile";
    /**
     * Whether the open list hides the rest of the page from assistive technology and blocks
     * scrolling. Default `false`: the page stays readable while the short list is open.
     */
    modal?: boolean;
  };

/**
 * The language switcher of the navigation (desktop bar and mobile panel variants): a button with
 * the current language's flag and three-letter label that opens the list of languages, each with
 * its flag and own name. The button's accessible name is one localized phrase that starts with the
 * visible label ("ENG: English. Change language"); the flags are decorative. Choosing a language
 * reports it and closes the list; an outside press or Escape closes it too (Radix DropdownMenu,
 * APG menu button pattern: Enter, Space or ArrowDown opens it, focus returns to the button).
 * Non-modal by default: the page stays readable by assistive technology while the short list is open.
 */
export function LanguageSwitcher({
  value,
  onValueChange,
  locales = LOCALES,
  variant = "desktop",
  className,
  modal = false,
  ...rootProps
}: LanguageSwitcherProps) {
  const intl = useIntl();
  const current = getLocale(value);

  return (
    <DropdownMenu.Root modal={modal} {...rootProps}>
      <DropdownMenu.Trigger
        data-slot="language-switcher-trigger"
        // One phrase, not the visible label glued to hidden text: "ENG: English. Change language".
        // It starts with the visible label (WCAG 2.5.3 Label in Name, docs/decisions/0123-language-trigger-name.md).
        aria-label={intl.formatMessage(
          { id: NAV_COPY.languageTriggerId },
          { label: current.label, language: current.name },
        )}
        className={cn(languageSwitcherTriggerVariants({ variant }), className)}
      >
        <span className="inline-flex items-center gap-2">
          <Flag code={current.flag} />
          <span>{current.label}</span>
        </span>
        <ChevronIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot="language-switcher-content"
          align={variant === "mobile" ? "start" : "end"}
          sideOffset={6}
          collisionPadding={8}
          className={languageSwitcherContentVariants({ variant })}
        >
          <DropdownMenu.RadioGroup
            value={value}
            onValueChange={(code) => {
              if (isLocaleCode(code)) onValueChange(code);
            }}
          >
            {locales.map((locale) => (
              <DropdownMenu.RadioItem
                key={locale.code}
                value={locale.code}
                lang={locale.tag}
                data-slot="language-switcher-item"
                className={languageSwitcherItemVariants({ variant })}
              >
                <Flag code={locale.flag} />
                <span className="flex-1">{locale.name}</span>
                <span className="text-xs font-medium text-ink-muted" aria-hidden="true">
                  {locale.label}
                </span>
                <span className="inline-flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon />
                  </DropdownMenu.ItemIndicator>
                </span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function ChevronIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      className="size-4 transition-transform duration-(--motion-fast) group-data-[state=open]/language-trigger:rotate-180"
    >
      <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-4">
      <path
        d="m3.5 8.5 3 3 6-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export { languageSwitcherTriggerVariants, languageSwitcherContentVariants, languageSwitcherItemVariants };
