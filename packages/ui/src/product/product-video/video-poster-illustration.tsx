import { useId, type ComponentProps } from "react";
import { Check } from "lucide-react";
import type { VerticalKey } from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { VERTICAL_THEMES } from "../product-icons.ts";

export type VideoPosterIllustrationProps = Omit<ComponentProps<"svg">, "children"> & {
  /** The vertical whose colours and goods the picture shows. */
  vertical: VerticalKey;
};

/**
 * The still shown in the video frame when a page has no video yet: the store's admin dashboard
 * (sales chart, orders) beside its app, in the vertical's colours. Decorative, 16:9, inline SVG;
 * deliberately without a play symbol, since there is nothing to play.
 */
export function VideoPosterIllustration({ vertical, className, ...props }: VideoPosterIllustrationProps) {
  const theme = VERTICAL_THEMES[vertical];
  const [First, Second, Third] = theme.products;
  const bars = [46, 70, 58, 92, 80, 112, 100];
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 640 360"
      aria-hidden="true"
      focusable="false"
      data-slot="video-poster-illustration"
      data-vertical={vertical}
      className={cn("size-full", className)}
      preserveAspectRatio="xMidYMid slice"
      {...props}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f1c4d" />
          <stop offset="1" stopColor={theme.primary} />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill={`url(#${gradientId})`} />
      <circle cx="560" cy="40" r="90" fill="#fff" opacity="0.06" />
      <circle cx="60" cy="330" r="70" fill="#fff" opacity="0.06" />

      {/* Admin dashboard */}
      <rect x="48" y="48" width="380" height="264" rx="14" fill="#fff" />
      <rect x="48" y="48" width="86" height="264" rx="14" fill="#f1f5f9" />
      <rect x="120" y="48" width="14" height="264" fill="#f1f5f9" />
      {[0, 1, 2, 3, 4].map((row) => (
        <rect
          key={row}
          x="64"
          y={78 + row * 30}
          width={row === 1 ? 54 : 44}
          height="10"
          rx="5"
          fill={row === 1 ? theme.primary : "#cbd5e1"}
        />
      ))}
      {[0, 1, 2].map((card) => (
        <g key={card} transform={`translate(${150 + card * 88} 68)`}>
          <rect width="78" height="52" rx="8" fill={card === 0 ? theme.tint : "#f8fafc"} stroke="#e2e8f0" />
          <rect x="10" y="12" width="34" height="7" rx="3.5" fill="#94a3b8" />
          <rect x="10" y="28" width="50" height="12" rx="6" fill={card === 0 ? theme.primary : "#334155"} />
        </g>
      ))}
      <rect x="150" y="132" width="254" height="160" rx="8" fill="#f8fafc" stroke="#e2e8f0" />
      {bars.map((height, index) => (
        <rect
          key={index}
          x={170 + index * 32}
          y={276 - height}
          width="20"
          height={height}
          rx="4"
          fill={index === bars.length - 2 ? theme.primary : theme.mid}
        />
      ))}
      <polyline
        points="180,226 212,204 244,214 276,178 308,190 340,150 372,162"
        fill="none"
        stroke="#0f1c4d"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* Store app */}
      <rect x="460" y="40" width="140" height="282" rx="24" fill="#0a1233" />
      <rect x="468" y="48" width="124" height="266" rx="18" fill="#fff" />
      <rect x="468" y="62" width="124" height="34" fill={theme.primary} />
      <rect x="480" y="74" width="58" height="9" rx="4.5" fill="#fff" opacity="0.9" />
      {[First, Second, Third].map((Glyph, index) => (
        <g key={index} transform={`translate(478 ${108 + index * 58})`}>
          <rect width="104" height="48" rx="8" fill={theme.tint} />
          <Glyph x={10} y={10} width={28} height={28} color={theme.primary} strokeWidth={1.75} />
          <rect x="46" y="13" width="46" height="7" rx="3.5" fill={theme.mid} />
          <rect x="46" y="27" width="26" height="8" rx="4" fill={theme.primary} />
        </g>
      ))}
      <rect x="478" y="286" width="104" height="18" rx="9" fill={theme.primary} />
      <circle cx="448" cy="300" r="22" fill="#fff" />
      <circle cx="448" cy="300" r="15" fill="#15803d" />
      <Check x={439} y={291} width={18} height={18} color="#fff" strokeWidth={3} />
    </svg>
  );
}
