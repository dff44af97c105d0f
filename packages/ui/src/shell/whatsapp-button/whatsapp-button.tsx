import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { useIntl } from "react-intl";
import { siWhatsapp } from "simple-icons";
import { WHATSAPP, whatsappChatUrl, type MessageId } from "@studio/content";
import { cn } from "../../lib/cn.ts";

const whatsappButtonVariants = cva(
  [
    // Above the page content, just below the navigation layer (9999).
    "z-[calc(var(--layer-nav)-1)] inline-flex items-center gap-3 rounded-pill font-semibold text-ink shadow-menu",
    "transition-colors duration-(--motion-fast)",
    "focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-focus",
    // From 768 px: a white pill with the label, the green disc at its end.
    "md:border md:border-line md:bg-surface md:py-1 md:pr-1 md:pl-5 md:hover:bg-brand-50",
  ],
  {
    variants: {
      position: {
        /** Floating in the bottom-right corner of the window, over the page (the site's use). */
        fixed: "fixed right-4 bottom-4 md:right-6 md:bottom-6",
        /** In the flow of its container (documentation, previews). */
        inline: "relative",
      },
    },
    defaultVariants: { position: "fixed" },
  },
);

export type WhatsAppButtonProps = Omit<ComponentProps<"a">, "href" | "target" | "rel" | "children"> &
  VariantProps<typeof whatsappButtonVariants> & {
    /**
     * Where it sits:
     * - `fixed`: Floating in the bottom-right corner of the window, over the page (the site's use).
     * - `inline`: In the flow of its container (documentation, previews).
     *
     * Default `fixed`.
     */
    position?: "fixed" | "inline";
    /** The company's WhatsApp number in international format; only its digits are used (site configuration). */
    phoneNumber: string;
    /** Message id of the chat's prefilled text, formatted in the visitor's language. */
    messageId?: MessageId;
  };

/**
 * The floating "Chat on WhatsApp" button: a link to the WhatsApp chat with the
 * company, with a prefilled message in the visitor's language, opening in a new tab. WhatsApp
 * green disc with the white logo; from 768 px the label shows beside it (below, only the disc),
 * and the accessible name is always the label followed by the new-tab hint.
 */
export function WhatsAppButton({
  phoneNumber,
  messageId = WHATSAPP.prefilledMessageId,
  position,
  className,
  ...props
}: WhatsAppButtonProps) {
  const intl = useIntl();
  const href = whatsappChatUrl(phoneNumber, intl.formatMessage({ id: messageId }));
  return (
    <a
      data-slot="whatsapp-button"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(whatsappButtonVariants({ position }), className)}
      {...props}
    >
      <span data-slot="whatsapp-button-label" className="sr-only md:not-sr-only">
        {intl.formatMessage({ id: WHATSAPP.labelId })}
      </span>
      {/* WhatsApp green with the white logo; the dark teal ring keeps the disc visible on white (3:1).
          Forced colours drop both: a border keeps the disc's edge (decision 0163). */}
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full text-white ring-2 ring-[#075e54] md:size-12 forced-colors:border-2"
        style={{ backgroundColor: `#${siWhatsapp.hex}` }}
      >
        <svg viewBox="0 0 24 24" focusable="false" className="size-7 fill-current md:size-6">
          <path d={siWhatsapp.path} />
        </svg>
      </span>
      <span className="sr-only"> {intl.formatMessage({ id: WHATSAPP.newTabHintId })}</span>
    </a>
  );
}

export { whatsappButtonVariants };
