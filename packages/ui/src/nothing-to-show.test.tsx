// @vitest-environment jsdom
import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COURSES, messagesFor } from "@studio/content";
import { ErrorSummary } from "./forms/field/error-summary.tsx";
import { Lifecycle } from "./home/lifecycle/lifecycle.tsx";
import { ServicesAccordion } from "./home/services-accordion/services-accordion.tsx";
import { TechShowcase } from "./home/tech-showcase/tech-showcase.tsx";
import { WhyChoose } from "./home/why-choose/why-choose.tsx";
import { SiteIntlProvider } from "./i18n/site-intl-provider.tsx";
import { CourseDetail } from "./learn/course-detail/course-detail.tsx";
import { stubMatchMediaMatchingNothing } from "./test/jsdom.ts";

/**
 * Parts that leave no trace when they have nothing to show: no heading over nothing, no empty
 * box. The site never gives them nothing (their data is the site's own copy, and a course page
 * exists only for a course with a page), so they have no story for that case: a story of nothing
 * is a blank canvas. This keeps the rule itself held.
 */

stubMatchMediaMatchingNothing();

function renderAlone(element: ReactElement): HTMLElement {
  return render(
    <SiteIntlProvider locale="en" messages={messagesFor("en")}>
      {element}
    </SiteIntlProvider>,
  ).container;
}

describe("a part with nothing to show renders nothing", () => {
  const cases: [string, () => ReactElement][] = [
    ["the why-choose cards without cards", () => <WhyChoose cards={[]} />],
    ["the lifecycle without phases", () => <Lifecycle phaseSet="wide" phases={[]} />],
    ["the services accordion without services", () => <ServicesAccordion items={[]} />],
    ["the technologies without groups", () => <TechShowcase groups={[]} />],
    ["the error summary without problems", () => <ErrorSummary errors={[]} />],
  ];
  it.each(cases)("%s", (_, element) => {
    expect(renderAlone(element()).innerHTML).toBe("");
  });

  it("the course body of a course without a page of its own", () => {
    // Any course, without its page: which courses have one is the content's to decide.
    const { page: _page, ...course } = COURSES[0];
    expect(renderAlone(<CourseDetail course={course} />).innerHTML).toBe("");
  });
});
