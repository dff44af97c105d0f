import type { ComponentProps, ComponentType } from "react";
import { COGWHEEL_PATH } from "../lifecycle/cogwheel.tsx";

type IllustrationProps = ComponentProps<"svg">;

/** Shared attributes: decorative (the selected item's heading carries the meaning), never focusable. */
const svgProps = { viewBox: "0 0 320 240", "aria-hidden": true, focusable: false } as const;

/** A design board with a wireframe and sticky notes under a magnifying glass. */
export function EvaluationDesignIllustration(props: IllustrationProps) {
  return (
    <svg {...svgProps} {...props}>
      <rect x="36" y="32" width="212" height="164" rx="14" className="fill-surface stroke-brand-200" strokeWidth="3" />
      <path d="M50 32h184a14 14 0 0 1 14 14v12H36V46a14 14 0 0 1 14-14z" className="fill-brand-600" />
      <g className="fill-brand-200">
        <circle cx="54" cy="45" r="4" />
        <circle cx="68" cy="45" r="4" />
        <circle cx="82" cy="45" r="4" />
      </g>
      <rect x="54" y="74" width="84" height="60" rx="8" className="fill-brand-100" />
      <path d="M62 124l22-26 16 18 10-10 20 18z" className="fill-brand-500" />
      <circle cx="118" cy="90" r="7" className="fill-accent-400" />
      <g className="fill-brand-200">
        <rect x="152" y="76" width="78" height="9" rx="4.5" />
        <rect x="152" y="93" width="60" height="9" rx="4.5" />
        <rect x="152" y="110" width="70" height="9" rx="4.5" />
      </g>
      <rect x="152" y="124" width="46" height="16" rx="8" className="fill-accent-500" />
      <rect x="54" y="148" width="40" height="34" rx="5" className="fill-accent-100" />
      <rect x="102" y="148" width="40" height="34" rx="5" className="fill-brand-100" />
      <path
        d="M62 160h24M62 170h16M110 160h24M110 170h18"
        className="stroke-brand-500"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="236" cy="162" r="34" className="fill-surface/70 stroke-brand-700" strokeWidth="9" />
      <path d="M260 188l28 28" className="stroke-brand-700" strokeWidth="14" strokeLinecap="round" />
      <path
        d="M220 162l11 11 21-22"
        className="stroke-accent-700"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

/** A code editor, a cogwheel and a database: software built around a business's processes. */
export function CustomSoftwareIllustration(props: IllustrationProps) {
  return (
    <svg {...svgProps} {...props}>
      <rect x="24" y="36" width="190" height="140" rx="14" className="fill-brand-900" />
      <circle cx="44" cy="54" r="5" className="fill-accent-400" />
      <circle cx="60" cy="54" r="5" className="fill-brand-200" />
      <circle cx="76" cy="54" r="5" className="fill-surface" />
      <g strokeWidth="8" strokeLinecap="round">
        <path d="M44 82h40M94 82h56" className="stroke-accent-400" />
        <path d="M60 102h70M140 102h34" className="stroke-brand-200" />
        <path d="M60 122h46M116 122h60" className="stroke-brand-500" />
        <path d="M44 142h30M84 142h62" className="stroke-brand-200" />
      </g>
      <path
        d={`${COGWHEEL_PATH}M50 34a16 16 0 1 0 0 32a16 16 0 1 0 0-32Z`}
        fillRule="evenodd"
        transform="translate(168 20) scale(0.9)"
        className="fill-accent-500"
      />
      <path d="M226 166v40c0 8 18 14 40 14s40-6 40-14v-40" className="fill-brand-600" />
      <path d="M226 186c0 8 18 14 40 14s40-6 40-14" className="stroke-brand-500" strokeWidth="4" fill="none" />
      <ellipse cx="266" cy="166" rx="40" ry="14" className="fill-brand-500" />
      <ellipse cx="266" cy="166" rx="24" ry="7" className="fill-brand-200" />
    </svg>
  );
}

/** A browser window with a page layout and a pointer. */
export function WebDevelopmentIllustration(props: IllustrationProps) {
  return (
    <svg {...svgProps} {...props}>
      <rect x="22" y="26" width="276" height="188" rx="14" className="fill-surface stroke-brand-200" strokeWidth="3" />
      <path d="M36 26h248a14 14 0 0 1 14 14v16H22V40a14 14 0 0 1 14-14z" className="fill-brand-100" />
      <g className="fill-brand-500">
        <circle cx="40" cy="41" r="4.5" />
        <circle cx="54" cy="41" r="4.5" />
        <circle cx="68" cy="41" r="4.5" />
      </g>
      <rect x="88" y="34" width="190" height="14" rx="7" className="fill-surface" />
      <rect x="40" y="72" width="240" height="62" rx="10" className="fill-brand-600" />
      <rect x="56" y="88" width="104" height="9" rx="4.5" className="fill-surface" />
      <rect x="56" y="104" width="70" height="9" rx="4.5" className="fill-brand-200" />
      <rect x="196" y="94" width="66" height="20" rx="10" className="fill-accent-500" />
      {[40, 124, 208].map((x, index) => (
        <g key={x}>
          <rect
            x={x}
            y="148"
            width="72"
            height="50"
            rx="8"
            className="fill-brand-50 stroke-brand-200"
            strokeWidth="2"
          />
          <circle cx={x + 16} cy="166" r="7" className={index === 1 ? "fill-accent-400" : "fill-brand-500"} />
          <rect x={x + 12} y="180" width="46" height="7" rx="3.5" className="fill-brand-200" />
        </g>
      ))}
      <path
        d="M232 150v46l11-11 9 20 9-4-9-19h16z"
        className="fill-brand-900 stroke-surface"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Two phones with app screens and a notification. */
export function MobileDevelopmentIllustration(props: IllustrationProps) {
  return (
    <svg {...svgProps} {...props}>
      <g transform="rotate(-12 92 128)">
        <rect x="48" y="44" width="90" height="172" rx="16" className="fill-brand-200" />
        <rect x="56" y="58" width="74" height="144" rx="9" className="fill-brand-50" />
        <rect x="64" y="68" width="58" height="40" rx="6" className="fill-accent-100" />
        <rect x="64" y="116" width="58" height="8" rx="4" className="fill-brand-200" />
        <rect x="64" y="130" width="40" height="8" rx="4" className="fill-brand-200" />
      </g>
      <rect x="118" y="22" width="106" height="200" rx="18" className="fill-brand-900" />
      <rect x="126" y="38" width="90" height="170" rx="10" className="fill-surface" />
      <rect x="155" y="28" width="32" height="5" rx="2.5" className="fill-brand-700" />
      <rect x="134" y="48" width="74" height="30" rx="6" className="fill-brand-600" />
      {[92, 120, 148].map((y, index) => (
        <g key={y}>
          <circle cx="146" cy={y + 8} r="8" className={index === 0 ? "fill-accent-400" : "fill-brand-200"} />
          <rect x="160" y={y + 1} width="46" height="6" rx="3" className="fill-brand-500" />
          <rect x="160" y={y + 11} width="30" height="5" rx="2.5" className="fill-brand-200" />
        </g>
      ))}
      <rect x="134" y="184" width="74" height="16" rx="8" className="fill-brand-100" />
      <circle cx="171" cy="192" r="4" className="fill-accent-700" />
      <path d="M236 54h52a16 16 0 0 1 0 32h-40l-10 10v-11a16 16 0 0 1-2-31z" className="fill-accent-500" />
      <path d="M250 66h36M250 76h22" className="stroke-surface" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

/** A server rack, a shield with a tick and a wrench: systems kept running and secure. */
export function MaintenanceSupportIllustration(props: IllustrationProps) {
  return (
    <svg {...svgProps} {...props}>
      {[58, 104, 150].map((y, index) => (
        <g key={y}>
          <rect x="30" y={y} width="132" height="38" rx="8" className="fill-brand-600" />
          <circle cx="50" cy={y + 19} r="6" className={index === 1 ? "fill-accent-400" : "fill-brand-200"} />
          <path
            d={`M70 ${y + 19}h42M122 ${y + 19}h24`}
            className="stroke-brand-500"
            strokeWidth="6"
            strokeLinecap="round"
          />
        </g>
      ))}
      <path
        d="M232 34l58 22v46c0 40-25 68-58 82-33-14-58-42-58-82V56z"
        className="fill-brand-100 stroke-brand-700"
        strokeWidth="7"
        strokeLinejoin="round"
      />
      <path
        d="M206 108l18 18 34-36"
        className="stroke-accent-700"
        strokeWidth="11"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <g transform="rotate(40 170 188)" className="fill-accent-500">
        <rect x="160" y="170" width="20" height="62" rx="10" />
        <circle cx="170" cy="166" r="20" />
      </g>
      <g transform="rotate(40 170 188)">
        <rect x="163" y="140" width="14" height="26" rx="2" className="fill-brand-50" />
      </g>
    </svg>
  );
}

/** A neutral picture for an artwork key that has no illustration of its own. */
export function FallbackServiceIllustration(props: IllustrationProps) {
  return (
    <svg {...svgProps} {...props}>
      <path d="M160 40l18 62 62 18-62 18-18 62-18-62-62-18 62-18z" className="fill-brand-500" />
      <circle cx="238" cy="62" r="12" className="fill-accent-500" />
      <circle cx="86" cy="182" r="8" className="fill-brand-200" />
    </svg>
  );
}

/** The illustration of each service area by artwork key (`ServiceItem.illustration`). */
export const SERVICE_ILLUSTRATIONS: Readonly<Record<string, ComponentType<IllustrationProps>>> = {
  evaluationDesign: EvaluationDesignIllustration,
  customSoftware: CustomSoftwareIllustration,
  webDevelopment: WebDevelopmentIllustration,
  mobileDevelopment: MobileDevelopmentIllustration,
  maintenanceSupport: MaintenanceSupportIllustration,
};

export type ServiceIllustrationProps = IllustrationProps & {
  /** Artwork key of the service (`ServiceItem.illustration`); unknown keys get a neutral picture. */
  name: string;
  /** Its size and place; by default the container's width and the drawing's own proportions. */
  className?: string;
};

/** The decorative illustration of one service area (aria-hidden; the service's title names it). */
export function ServiceIllustration({ name, className = "h-auto w-full", ...props }: ServiceIllustrationProps) {
  const Illustration = SERVICE_ILLUSTRATIONS[name] ?? FallbackServiceIllustration;
  return (
    <Illustration
      data-slot="service-illustration"
      data-illustration={name in SERVICE_ILLUSTRATIONS ? name : "fallback"}
      className={className}
      {...props}
    />
  );
}
