import { useId, type ComponentProps, type ReactNode } from "react";
import {
  Award,
  BrainCircuit,
  BriefcaseBusiness,
  Bug,
  ChartPie,
  Check,
  CodeXml,
  Database,
  FolderKanban,
  GraduationCap,
  Headset,
  Layers,
  Lightbulb,
  PiggyBank,
  Search,
  ShoppingCart,
  Sparkles,
  Star,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { cn } from "../../lib/cn.ts";

/** Colours of one picture: background wash, main colour and a light tint. */
interface Palette {
  readonly from: string;
  readonly to: string;
  readonly main: string;
  readonly tint: string;
}

const BLUE: Palette = { from: "#eef3ff", to: "#dbe5ff", main: "#2f4ac0", tint: "#b8caff" };
const ORANGE: Palette = { from: "#fff7ed", to: "#ffedd5", main: "#c2410c", tint: "#fdba74" };
const GREEN: Palette = { from: "#f0fdf4", to: "#dcfce7", main: "#15803d", tint: "#86efac" };
const VIOLET: Palette = { from: "#f5f3ff", to: "#ede9fe", main: "#6d28d9", tint: "#c4b5fd" };
const TEAL: Palette = { from: "#f0fdfa", to: "#ccfbf1", main: "#0f766e", tint: "#5eead4" };
const ROSE: Palette = { from: "#fff1f2", to: "#ffe4e6", main: "#be123c", tint: "#fda4af" };

/** A browser window with a few content lines. */
function Browser({ x, y, palette, children }: { x: number; y: number; palette: Palette; children?: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="4" y="6" width="170" height="116" rx="10" fill="#0f1c4d" opacity="0.08" />
      <rect width="170" height="116" rx="10" fill="#fff" stroke="#d9dee8" />
      <path d="M0 10a10 10 0 0 1 10-10h150a10 10 0 0 1 10 10v8H0z" fill="#eef1f6" />
      <circle cx="12" cy="9" r="3" fill="#f87171" />
      <circle cx="22" cy="9" r="3" fill="#fbbf24" />
      <circle cx="32" cy="9" r="3" fill="#34d399" />
      <rect x="12" y="30" width="70" height="8" rx="4" fill={palette.main} />
      <rect x="12" y="44" width="50" height="6" rx="3" fill={palette.tint} />
      {children}
    </g>
  );
}

/** A phone with app tiles. */
function Phone({ x, y, palette, rotate = 0 }: { x: number; y: number; palette: Palette; rotate?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate} 36 62)`}>
      <rect width="72" height="124" rx="14" fill="#0f1c4d" />
      <rect x="5" y="5" width="62" height="114" rx="10" fill="#fff" />
      <rect x="5" y="14" width="62" height="16" fill={palette.main} />
      {[0, 1, 2, 3].map((tile) => (
        <rect
          key={tile}
          x={11 + (tile % 2) * 27}
          y={38 + Math.floor(tile / 2) * 30}
          width="23"
          height="24"
          rx="5"
          fill={tile === 0 ? palette.tint : "#eef1f6"}
        />
      ))}
      <rect x="11" y="102" width="50" height="9" rx="4.5" fill={palette.main} />
    </g>
  );
}

/** A round badge with an icon, floating over the scene. */
function Badge({
  x,
  y,
  icon: Icon,
  palette,
  r = 20,
}: {
  x: number;
  y: number;
  icon: LucideIcon;
  palette: Palette;
  r?: number;
}) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="#fff" stroke={palette.tint} strokeWidth="3" />
      <Icon x={x - r * 0.55} y={y - r * 0.55} width={r * 1.1} height={r * 1.1} color={palette.main} strokeWidth={2} />
    </g>
  );
}

function Backdrop({ id, palette }: { id: string; palette: Palette }) {
  return (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id})`} />
      <circle cx="290" cy="24" r="46" fill={palette.tint} opacity="0.35" />
      <circle cx="24" cy="168" r="36" fill={palette.tint} opacity="0.35" />
    </>
  );
}

const SCENES: Readonly<Record<string, { palette: Palette; draw: (palette: Palette) => ReactNode }>> = {
  courseFullStack: {
    palette: BLUE,
    draw: (p) => (
      <>
        <Browser x={40} y={30} palette={p}>
          <CodeXml x={104} y={54} width={48} height={48} color={p.main} strokeWidth={1.75} />
          <rect x="12" y="62" width="70" height="6" rx="3" fill="#cbd5e1" />
          <rect x="12" y="74" width="58" height="6" rx="3" fill="#cbd5e1" />
          <rect x="12" y="86" width="64" height="6" rx="3" fill="#cbd5e1" />
        </Browser>
        <Badge x={238} y={62} icon={Layers} palette={p} r={24} />
        <Badge x={254} y={124} icon={Database} palette={p} r={22} />
      </>
    ),
  },
  courseAppDev: {
    palette: VIOLET,
    draw: (p) => (
      <>
        <Phone x={96} y={34} palette={p} rotate={-8} />
        <Phone x={160} y={24} palette={p} rotate={6} />
        <Badge x={262} y={64} icon={Sparkles} palette={p} />
      </>
    ),
  },
  coursePlacement: {
    palette: ORANGE,
    draw: (p) => (
      <>
        <g transform="translate(92 22)">
          <rect x="4" y="6" width="110" height="140" rx="10" fill="#0f1c4d" opacity="0.08" />
          <rect width="110" height="140" rx="10" fill="#fff" stroke="#d9dee8" />
          <circle cx="30" cy="32" r="14" fill={p.tint} />
          <rect x="52" y="24" width="44" height="7" rx="3.5" fill={p.main} />
          <rect x="52" y="36" width="32" height="6" rx="3" fill="#cbd5e1" />
          {[0, 1, 2, 3].map((line) => (
            <rect key={line} x="16" y={62 + line * 16} width={78 - (line % 2) * 20} height="6" rx="3" fill="#cbd5e1" />
          ))}
        </g>
        <Badge x={232} y={58} icon={BriefcaseBusiness} palette={p} r={24} />
        <Badge x={80} y={130} icon={Check} palette={p} />
      </>
    ),
  },
  courseSoftwareTesting: {
    palette: GREEN,
    draw: (p) => (
      <>
        <g transform="translate(70 30)">
          <rect x="4" y="6" width="130" height="120" rx="10" fill="#0f1c4d" opacity="0.08" />
          <rect width="130" height="120" rx="10" fill="#fff" stroke="#d9dee8" />
          {[0, 1, 2, 3].map((row) => (
            <g key={row} transform={`translate(14 ${16 + row * 25})`}>
              <rect width="16" height="16" rx="4" fill={row < 3 ? p.main : "#eef1f6"} />
              {row < 3 ? <Check x={2} y={2} width={12} height={12} color="#fff" strokeWidth={3} /> : null}
              <rect x="26" y="5" width={70 - row * 6} height="6" rx="3" fill="#cbd5e1" />
            </g>
          ))}
        </g>
        <Badge x={236} y={70} icon={Bug} palette={p} r={26} />
        <Badge x={214} y={134} icon={Search} palette={p} r={18} />
      </>
    ),
  },
  courseDataScience: {
    palette: TEAL,
    draw: (p) => (
      <>
        <g transform="translate(56 30)">
          <rect x="4" y="6" width="160" height="116" rx="10" fill="#0f1c4d" opacity="0.08" />
          <rect width="160" height="116" rx="10" fill="#fff" stroke="#d9dee8" />
          {[30, 52, 40, 70, 58, 84].map((height, bar) => (
            <rect
              key={bar}
              x={16 + bar * 22}
              y={100 - height}
              width="14"
              height={height}
              rx="3"
              fill={bar === 5 ? p.main : p.tint}
            />
          ))}
          <polyline
            points="23,62 45,44 67,54 89,28 111,38 133,16"
            fill="none"
            stroke="#0f1c4d"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </g>
        <Badge x={258} y={70} icon={ChartPie} palette={p} r={26} />
      </>
    ),
  },
  courseAiMl: {
    palette: VIOLET,
    draw: (p) => {
      const layers = [
        [50, 90, 130],
        [40, 76, 112, 148],
        [70, 110],
      ];
      const xs = [90, 160, 230];
      return (
        <>
          {layers
            .slice(0, -1)
            .map((column, index) =>
              column.flatMap((y1) =>
                layers[index + 1]!.map((y2) => (
                  <line
                    key={`${index}-${y1}-${y2}`}
                    x1={xs[index]}
                    y1={y1}
                    x2={xs[index + 1]}
                    y2={y2}
                    stroke={p.tint}
                    strokeWidth="2"
                  />
                )),
              ),
            )}
          {layers.map((column, index) =>
            column.map((y) => (
              <circle key={`${index}-${y}`} cx={xs[index]} cy={y} r="9" fill="#fff" stroke={p.main} strokeWidth="3" />
            )),
          )}
          <Badge x={278} y={44} icon={BrainCircuit} palette={p} r={22} />
        </>
      );
    },
  },
  serviceWebDevelopment: {
    palette: BLUE,
    draw: (p) => (
      <>
        <Browser x={52} y={28} palette={p}>
          <rect x="12" y="60" width="44" height="40" rx="6" fill={p.tint} />
          <rect x="62" y="60" width="44" height="40" rx="6" fill="#eef1f6" />
          <rect x="112" y="60" width="44" height="40" rx="6" fill="#eef1f6" />
        </Browser>
        <Badge x={250} y={120} icon={CodeXml} palette={p} r={24} />
      </>
    ),
  },
  serviceMobileApp: {
    palette: ROSE,
    draw: (p) => (
      <>
        <Phone x={112} y={28} palette={p} />
        <Badge x={220} y={60} icon={Star} palette={p} />
        <Badge x={90} y={130} icon={Check} palette={p} r={18} />
      </>
    ),
  },
  serviceEcommerce: {
    palette: ORANGE,
    draw: (p) => (
      <>
        <g transform="translate(80 36)">
          <rect x="4" y="6" width="150" height="112" rx="10" fill="#0f1c4d" opacity="0.08" />
          <rect y="24" width="150" height="94" rx="8" fill="#fff" stroke="#d9dee8" />
          {[0, 1, 2, 3, 4].map((stripe) => (
            <path
              key={stripe}
              d={`M${stripe * 30} 24 l6 -24 h18 l6 24 a15 12 0 0 1 -30 0z`}
              fill={stripe % 2 === 0 ? p.main : "#fff"}
              stroke={p.main}
              strokeWidth="1.5"
            />
          ))}
          <rect x="16" y="56" width="40" height="46" rx="5" fill={p.tint} />
          <rect x="68" y="56" width="66" height="24" rx="5" fill="#eef1f6" />
        </g>
        <Badge x={254} y={126} icon={ShoppingCart} palette={p} r={24} />
      </>
    ),
  },
};

/** Icons of the why-choose-us points by the data's `image` keys. */
export const REASON_ICONS: Readonly<Record<string, LucideIcon>> = {
  reasonExperts: Award,
  reasonProjects: FolderKanban,
  reasonPlacement: BriefcaseBusiness,
  reasonMentoring: UsersRound,
  reasonExpertise: Lightbulb,
  reasonCostEffective: PiggyBank,
  reasonSupport: Headset,
};

/** The icon of a why-choose-us point, or a neutral one for an unknown key. */
export function reasonIcon(image: string): LucideIcon {
  return REASON_ICONS[image] ?? Sparkles;
}

/** The artwork keys this component can draw (course and service cards of the landing and learning pages). */
export const LANDING_ARTWORK_KEYS = Object.keys(SCENES);

export type LandingArtworkProps = Omit<ComponentProps<"svg">, "children"> & {
  /** Artwork key from the data (`courseFullStack`, `serviceEcommerce`, …); an unknown key draws a neutral scene. */
  artwork: string;
};

/**
 * The picture of a course or service card: a small 16:9 inline-SVG scene (browser, phone, résumé,
 * chart…) in a palette of its own. Decorative: the card's title says what it is.
 */
export function LandingArtwork({ artwork, className, ...props }: LandingArtworkProps) {
  const scene = SCENES[artwork];
  const palette = scene?.palette ?? BLUE;
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 320 180"
      aria-hidden="true"
      focusable="false"
      data-slot="landing-artwork"
      data-artwork={artwork}
      preserveAspectRatio="xMidYMid slice"
      className={cn("h-auto w-full", className)}
      {...props}
    >
      <Backdrop id={gradientId} palette={palette} />
      {scene ? scene.draw(palette) : <Badge x={160} y={90} icon={GraduationCap} palette={palette} r={36} />}
    </svg>
  );
}
