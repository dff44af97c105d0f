/**
 * Doc blocks of the components' docs pages: a live example with its parts numbered on it, and the
 * same example in the languages whose text runs longest. Designers read these pages; the blocks
 * render the real components, never a picture of them. The examples are `sb-unstyled`: the docs
 * page's typography must not restyle the components' headings, paragraphs and links.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { messagesFor, type LocaleCode, type MessageId } from "@studio/content";
import { PSEUDO_LOCALE, PSEUDO_TAG, pseudoMessages } from "@studio/content/pseudo";
import { SiteIntlProvider } from "../i18n/site-intl-provider.tsx";
import { LONGEST_RUNNING, LONGEST_WORD, english, languageName, longerBy } from "./doc-facts.ts";

/** One part of a component: how to find it in the live example, and its name for designers. */
export interface AnatomyPart {
  /** CSS selector inside the example (`[data-slot=field-label]`, `svg`, `button`). */
  selector: string;
  /** The part's name and what it is for. */
  label: ReactNode;
  /** The side of the part its number sits on, outside it. Default `top`. */
  at?: "top" | "bottom" | "left" | "right";
}

interface Marker {
  readonly number: number;
  readonly top: number;
  readonly left: number;
}

/**
 * A live example with a numbered marker on each of its parts, and the numbered list of the parts
 * under it. Markers follow the parts when the example reflows (language, width).
 */
export function Anatomy({ parts, children }: { parts: readonly AnatomyPart[]; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [markers, setMarkers] = useState<readonly Marker[]>([]);
  useLayoutEffect(() => {
    const root = frame.current;
    if (!root) return;
    const place = () => {
      const origin = root.getBoundingClientRect();
      setMarkers(
        parts.flatMap((part, index) => {
          const element = root.querySelector(`[data-anatomy-example] ${part.selector}`);
          if (!element) return [];
          const box = element.getBoundingClientRect();
          // A part hidden at this width (or until focused) is listed, not marked.
          const clipped = getComputedStyle(element).clip.startsWith("rect(0");
          if (clipped || box.width <= 1 || box.height <= 1) return [];
          const top = box.top - origin.top;
          const left = box.left - origin.left;
          const gap = 16;
          const at = {
            top: { top: top - gap, left: left + box.width / 2 },
            bottom: { top: top + box.height + gap, left: left + box.width / 2 },
            left: { top: top + box.height / 2, left: left - gap },
            right: { top: top + box.height / 2, left: left + box.width + gap },
          }[part.at ?? "top"];
          return [{ number: index + 1, ...at }];
        }),
      );
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(root);
    return () => observer.disconnect();
  }, [parts]);
  return (
    <figure className="my-6">
      <div ref={frame} className="sb-unstyled relative rounded-lg border border-line p-10">
        <SiteIntlProvider locale="en" messages={messagesFor("en")}>
          <div data-anatomy-example="">{children}</div>
        </SiteIntlProvider>
        {markers.map((marker) => (
          <span
            key={marker.number}
            aria-hidden="true"
            className="absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent-700 text-xs font-bold text-white shadow-card"
            style={{ top: marker.top, left: marker.left }}
          >
            {marker.number}
          </span>
        ))}
      </div>
      <figcaption>
        <ol className="mt-3 list-decimal pl-6">
          {parts.map((part, index) => (
            <li key={index}>{part.label}</li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}

/**
 * The languages an example is shown in to judge its text, each captioned from the catalogs:
 * English, the language whose text runs longest, the one with the longest words, Russian
 * (Cyrillic), and the pseudo-locale.
 */
const LONG_TEXT_LANGUAGES: readonly { code: LocaleCode | typeof PSEUDO_LOCALE; name: string }[] = [
  { code: "en", name: languageName("en") },
  ...[
    { code: LONGEST_RUNNING[0]!.code, why: "the longest text" },
    { code: LONGEST_WORD.code, why: `the longest words, such as '${LONGEST_WORD.word}'` },
    { code: "ru" as const, why: "Cyrillic" },
  ]
    .filter((entry, index, all) => all.findIndex((other) => other.code === entry.code) === index)
    .map(({ code, why }) => ({ code, name: `${languageName(code)} (${why}; ${longerBy(code)} on average)` })),
  {
    code: PSEUDO_LOCALE,
    name: `Pseudo-locale (accented, ${longerBy(PSEUDO_LOCALE)}: plain English left in it is not translatable)`,
  },
];

/**
 * The same live example in English, the languages whose text runs longest or has the longest
 * words, Russian and the pseudo-locale, one under the other: how the component's text grows,
 * wraps and stays whole.
 */
export function InLongLanguages({ children }: { children: ReactNode }) {
  return (
    <div className="my-6 flex flex-col gap-4">
      {LONG_TEXT_LANGUAGES.map(({ code, name }) => (
        <figure key={code} className="rounded-lg border border-line p-4">
          <figcaption className="mb-3 text-sm font-semibold text-ink-muted">{name}</figcaption>
          {code === PSEUDO_LOCALE ? (
            <SiteIntlProvider locale="en" messages={pseudoMessages()} tag={PSEUDO_TAG}>
              <div lang={PSEUDO_TAG} className="sb-unstyled">
                {children}
              </div>
            </SiteIntlProvider>
          ) : (
            <SiteIntlProvider locale={code} messages={messagesFor(code)}>
              <div lang={code} className="sb-unstyled">
                {children}
              </div>
            </SiteIntlProvider>
          )}
        </figure>
      ))}
    </div>
  );
}

/**
 * A page's sections in the order the site stacks them (`PAGE_SECTIONS` of @studio/content), each
 * with what the docs page says of it: the order comes from the data, so the list cannot disagree
 * with the site, and a section the page does not describe fails the page.
 */
export function SectionOrder({
  order,
  sections,
}: {
  order: readonly string[];
  sections: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <ol>
      {order.map((key) => {
        const description = sections[key];
        if (description === undefined) throw new Error(`SectionOrder: the page does not describe the section "${key}"`);
        return <li key={key}>{description}</li>;
      })}
    </ol>
  );
}

/** One field of a form as the form definitions in @studio/content describe it. */
interface DocField {
  readonly name: string;
  readonly labelId: MessageId;
  readonly control: string;
  readonly required: boolean;
  readonly rows?: number;
}

/**
 * A form's fields, from its definition in @studio/content, in order: the English label, the
 * control (with a select's number of choices and a text area's rows) and whether it is required.
 */
export function FieldTable({
  fields,
  choices = {},
}: {
  fields: readonly DocField[];
  /** The number of choices of each select, by field name. */
  choices?: Readonly<Record<string, number>>;
}) {
  const control = (field: DocField) =>
    field.control === "select" && choices[field.name] !== undefined
      ? `a list of ${choices[field.name]}`
      : field.rows !== undefined
        ? `${field.control}, ${field.rows} lines`
        : field.control;
  return (
    <table>
      <thead>
        <tr>
          <th>Field</th>
          <th>Control</th>
          <th>Required</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <td>{english(field.labelId)}</td>
            <td>{control(field)}</td>
            <td>{field.required ? "required" : "optional"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
