import type { ComponentProps } from "react";
import { Check, ShoppingCart } from "lucide-react";
import type { VerticalKey } from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { VERTICAL_THEMES } from "../product-icons.ts";

/*
 * Motion runs only when the visitor has not asked to reduce it: without the media query match
 * the picture simply rests in its drawn position.
 */
const MOTION_CSS = `
@media (prefers-reduced-motion: no-preference) {
  .storefront-illustration [data-motion="float"] { animation: storefront-float 6s ease-in-out infinite; }
  .storefront-illustration [data-motion="pulse"] {
    animation: storefront-pulse 3s ease-in-out infinite;
    transform-box: fill-box;
    transform-origin: center;
  }
  .storefront-illustration [data-motion="cart"] { animation: storefront-cart 6s ease-in-out infinite; }
}
@keyframes storefront-float { 0%, 100% { transform: translateY(0); } 50% { transform: translateY(-10px); } }
@keyframes storefront-pulse { 0%, 100% { transform: scale(1); } 50% { transform: scale(1.08); } }
@keyframes storefront-cart { 0%, 70%, 100% { transform: translateX(0); } 80% { transform: translateX(4px); } 90% { transform: translateX(-4px); } }
`;

export type StorefrontIllustrationProps = Omit<ComponentProps<"svg">, "children"> & {
  /** The vertical whose colours and goods the store wears. */
  vertical: VerticalKey;
  /** Accessible name of the picture; without one the picture is decorative (hidden from assistive technology). */
  label?: string;
};

/**
 * A white-label store on a website and a mobile app, in a vertical's colours with its goods on the
 * tiles. The phone floats gently and the order badge pulses; both rest under
 * `prefers-reduced-motion`. About 4 kB of inline SVG, no external images.
 */
export function StorefrontIllustration({ vertical, label, className, ...props }: StorefrontIllustrationProps) {
  const theme = VERTICAL_THEMES[vertical];
  const [First, Second, Third] = theme.products;
  return (
    <svg
      viewBox="0 0 480 400"
      data-slot="storefront-illustration"
      data-vertical={vertical}
      className={cn("storefront-illustration h-auto w-full", className)}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      focusable="false"
      {...props}
    >
      <style>{MOTION_CSS}</style>
      {/* Backdrop */}
      <circle cx="250" cy="210" r="180" fill={theme.tint} />
      <circle cx="420" cy="70" r="28" fill={theme.mid} opacity="0.6" />
      <circle cx="50" cy="340" r="18" fill={theme.mid} opacity="0.6" />

      {/* Website in a browser window */}
      <g>
        <rect x="22" y="56" width="350" height="250" rx="16" fill="#0f1c4d" opacity="0.08" />
        <rect x="16" y="48" width="350" height="250" rx="16" fill="#fff" stroke="#d9dee8" />
        <path d="M16 64a16 16 0 0 1 16-16h318a16 16 0 0 1 16 16v12H16z" fill="#eef1f6" />
        <circle cx="34" cy="62" r="4" fill="#f87171" />
        <circle cx="48" cy="62" r="4" fill="#fbbf24" />
        <circle cx="62" cy="62" r="4" fill="#34d399" />
        <rect x="84" y="57" width="140" height="10" rx="5" fill="#fff" />
        <rect x="16" y="76" width="350" height="30" fill={theme.primary} />
        <circle cx="36" cy="91" r="8" fill="#fff" opacity="0.9" />
        <rect x="52" y="87" width="54" height="8" rx="4" fill="#fff" opacity="0.9" />
        <rect x="230" y="87" width="34" height="8" rx="4" fill="#fff" opacity="0.6" />
        <rect x="272" y="87" width="34" height="8" rx="4" fill="#fff" opacity="0.6" />
        <g data-motion="cart">
          <ShoppingCart x={326} y={82} width={18} height={18} color="#fff" strokeWidth={2.25} />
        </g>
        <rect x="32" y="118" width="318" height="70" rx="10" fill={theme.tint} />
        <rect x="48" y="134" width="130" height="12" rx="6" fill={theme.primary} />
        <rect x="48" y="154" width="100" height="8" rx="4" fill={theme.mid} />
        <rect x="48" y="168" width="56" height="12" rx="6" fill={theme.primary} opacity="0.85" />
        <First x={262} y={122} width={62} height={62} color={theme.primary} strokeWidth={1.5} />
        {[First, Second, Third].map((Glyph, index) => (
          <g key={index} transform={`translate(${32 + index * 108} 200)`}>
            <rect width="98" height="84" rx="10" fill="#fff" stroke="#e5e7eb" />
            <rect x="8" y="8" width="82" height="40" rx="6" fill={theme.tint} />
            <Glyph x={35} y={14} width={28} height={28} color={theme.primary} strokeWidth={1.75} />
            <rect x="8" y="56" width="50" height="7" rx="3.5" fill="#cbd5e1" />
            <rect x="8" y="68" width="30" height="8" rx="4" fill={theme.primary} />
          </g>
        ))}
      </g>

      {/* Mobile app on a phone */}
      <g data-motion="float">
        <rect x="318" y="120" width="140" height="262" rx="24" fill="#0f1c4d" />
        <rect x="326" y="128" width="124" height="246" rx="18" fill="#fff" />
        <rect x="370" y="134" width="36" height="6" rx="3" fill="#0f1c4d" />
        <rect x="326" y="146" width="124" height="34" fill={theme.primary} />
        <rect x="336" y="158" width="60" height="9" rx="4.5" fill="#fff" opacity="0.9" />
        <rect x="336" y="190" width="104" height="18" rx="9" fill="#f1f5f9" />
        {[First, Second, Third, First].map((Glyph, index) => (
          <g key={index} transform={`translate(${336 + (index % 2) * 54} ${216 + Math.floor(index / 2) * 64})`}>
            <rect width="50" height="58" rx="8" fill={theme.tint} />
            <Glyph x={13} y={8} width={24} height={24} color={theme.primary} strokeWidth={1.75} />
            <rect x="7" y="38" width="36" height="6" rx="3" fill={theme.mid} />
            <rect x="7" y="47" width="20" height="6" rx="3" fill={theme.primary} />
          </g>
        ))}
        <rect x="336" y="348" width="104" height="18" rx="9" fill={theme.primary} />
        <rect x="366" y="354" width="44" height="6" rx="3" fill="#fff" opacity="0.9" />
      </g>

      {/* Order confirmed badge */}
      <g data-motion="pulse">
        <circle cx="300" cy="44" r="26" fill="#fff" stroke={theme.mid} strokeWidth="3" />
        <circle cx="300" cy="44" r="17" fill={theme.primary} />
        <Check x={290} y={34} width={20} height={20} color="#fff" strokeWidth={3} />
      </g>
    </svg>
  );
}
