/**
 * The learning area (docs/product.md#8-learning-area): the course overview at /learn and the four course pages
 * /learn/full-stack-dev, /learn/app-dev, /learn/software-testing and /learn/placement-training.
 * Every page exists in all seven languages.
 *
 * Durations and prices are numbers passed to `learn.course.duration` (`{months}`) and
 * `learn.course.price` (`{price}`, formatted as Indian rupees); see {@link courseFactValues}.
 */
import { LOCALE_CODES, type LocaleCode } from "../locales.ts";
import type { MessageId } from "../messages.ts";
import { ROUTE_PATHS } from "../routes.ts";
import type { ContactFormVariant, ContactSubmission, TrainingOptionKey } from "./contact-forms.ts";
import type { CourseKey } from "./keys.ts";

/** A button or link: label and target (a site path without language prefix, or `#anchor`). */
export interface LearnLink {
  readonly labelId: MessageId;
  readonly href: string;
}

/** One module of a course curriculum. */
export interface CourseModule {
  readonly key: string;
  readonly titleId: MessageId;
  readonly descId: MessageId;
}

/** The detail page of a course. */
export interface CoursePage {
  /** Route path without language prefix. */
  readonly path: string;
  readonly metaTitleId: MessageId;
  readonly metaDescriptionId: MessageId;
  /** Subtitle under the course title in the page hero. */
  readonly taglineId: MessageId;
  /** Paragraphs of the overview section. */
  readonly overviewIds: readonly MessageId[];
  /** The curriculum, in teaching order (section `#curriculum`). */
  readonly modules: readonly CourseModule[];
  /** What a learner achieves (docs/product.md#82-course-pages). */
  readonly outcomeIds: readonly MessageId[];
  /** URL of a brochure file; the 'Download Brochure' button shows only when there is one. */
  readonly brochureHref?: string;
}

/** A course: its card on /learn and, when it has one, its detail page. */
export interface Course {
  readonly key: CourseKey;
  readonly titleId: MessageId;
  /** Card text. */
  readonly descriptionId: MessageId;
  /** The card's list under 'What you'll learn', per course (docs/product.md#81-course-overview). */
  readonly highlights: {
    readonly titleId: MessageId;
    readonly itemIds: readonly MessageId[];
  };
  /** Technology and tool names (not translated), shown under 'Technologies and Tools'. */
  readonly technologies: readonly string[];
  /** Course length in months: the `{months}` argument of `learn.course.duration`. */
  readonly durationMonths: number;
  /** Course fee in Indian rupees: the `{price}` argument of `learn.course.price`. */
  readonly priceInr: number;
  /** The training form choice preselected when enrolling from this course, if the form has one. */
  readonly enquiryOption?: TrainingOptionKey;
  /** Artwork key; the UI maps it to an image. */
  readonly image: string;
  /** The course's own page; courses without one enrol through the form on /learn. */
  readonly page?: CoursePage;
}

/** Every language: the learning area exists in all seven, placement training included. */
export const LEARN_LOCALES: readonly LocaleCode[] = LOCALE_CODES;

/** Element ids the learning area's buttons jump to. */
export const LEARN_ANCHORS = {
  courses: "courses",
  curriculum: "curriculum",
  enroll: "enroll",
} as const;

/** Every action label of the learning area (docs/product.md#82-course-pages), available in all languages. */
export const LEARN_ACTIONS = {
  startLearningId: "learn.actions.startLearning",
  downloadBrochureId: "learn.actions.downloadBrochure",
  viewCurriculumId: "learn.actions.viewCurriculum",
  enrollId: "learn.actions.enroll",
  contactId: "learn.actions.contact",
  viewCourseDetailsId: "learn.actions.viewCourseDetails",
  learnMoreId: "learn.actions.learnMore",
} as const satisfies Record<string, MessageId>;

/** Section titles and shared texts of the course cards and course pages. */
export const COURSE_COPY = {
  highlightsTitleId: "learn.card.highlightsTitle",
  durationId: "learn.course.duration",
  priceId: "learn.course.price",
  allCoursesId: "learn.coursePage.allCourses",
  overviewTitleId: "learn.coursePage.overviewTitle",
  curriculumTitleId: "learn.coursePage.curriculumTitle",
  moduleLabelId: "learn.coursePage.moduleLabel",
  technologiesTitleId: "learn.coursePage.technologiesTitle",
  outcomesTitleId: "learn.coursePage.outcomesTitle",
  relatedTitleId: "learn.coursePage.relatedTitle",
} as const satisfies Record<string, MessageId>;

/** The enrolment section that ends every learning-area page (the training contact form). */
export const LEARN_ENROLL_SECTION = {
  anchorId: LEARN_ANCHORS.enroll,
  titleId: "learn.enroll.title",
  introId: "learn.enroll.intro",
  form: "training",
  submission: "submitContact",
} as const satisfies {
  anchorId: string;
  titleId: MessageId;
  introId: MessageId;
  form: ContactFormVariant;
  submission: ContactSubmission;
};

const HIGHLIGHTS_TITLE_ID = COURSE_COPY.highlightsTitleId;

/** The six courses, in the order of the cards on /learn. */
export const COURSES = [
  {
    key: "fullStack",
    titleId: "learn.course.fullStack.title",
    descriptionId: "learn.course.fullStack.description",
    highlights: {
      titleId: HIGHLIGHTS_TITLE_ID,
      itemIds: [
        "learn.course.fullStack.highlights.mernStack",
        "learn.course.fullStack.highlights.restApi",
        "learn.course.fullStack.highlights.databases",
        "learn.course.fullStack.highlights.cloudDeployment",
        "learn.course.fullStack.highlights.realProjects",
      ],
    },
    technologies: [
      "HTML5",
      "CSS3",
      "JavaScript",
      "TypeScript",
      "React",
      "Node.js",
      "Express.js",
      "MongoDB",
      "Git",
      "Postman",
      "Docker",
      "AWS",
    ],
    durationMonths: 6,
    priceInr: 45000,
    enquiryOption: "fullStack",
    image: "courseFullStack",
    page: {
      path: ROUTE_PATHS.learnFullStackDev,
      metaTitleId: "meta.learn.fullStack.title",
      metaDescriptionId: "meta.learn.fullStack.description",
      taglineId: "learn.course.fullStack.tagline",
      overviewIds: ["learn.course.fullStack.overview.p1", "learn.course.fullStack.overview.p2"],
      modules: [
        {
          key: "webFundamentals",
          titleId: "learn.course.fullStack.modules.webFundamentals.title",
          descId: "learn.course.fullStack.modules.webFundamentals.desc",
        },
        {
          key: "react",
          titleId: "learn.course.fullStack.modules.react.title",
          descId: "learn.course.fullStack.modules.react.desc",
        },
        {
          key: "node",
          titleId: "learn.course.fullStack.modules.node.title",
          descId: "learn.course.fullStack.modules.node.desc",
        },
        {
          key: "databases",
          titleId: "learn.course.fullStack.modules.databases.title",
          descId: "learn.course.fullStack.modules.databases.desc",
        },
        {
          key: "apis",
          titleId: "learn.course.fullStack.modules.apis.title",
          descId: "learn.course.fullStack.modules.apis.desc",
        },
        {
          key: "deployment",
          titleId: "learn.course.fullStack.modules.deployment.title",
          descId: "learn.course.fullStack.modules.deployment.desc",
        },
        {
          key: "capstone",
          titleId: "learn.course.fullStack.modules.capstone.title",
          descId: "learn.course.fullStack.modules.capstone.desc",
        },
      ],
      outcomeIds: [
        "learn.course.fullStack.outcomes.buildApps",
        "learn.course.fullStack.outcomes.portfolio",
        "learn.course.fullStack.outcomes.teamwork",
        "learn.course.fullStack.outcomes.jobReady",
      ],
    },
  },
  {
    key: "appDev",
    titleId: "learn.course.appDev.title",
    descriptionId: "learn.course.appDev.description",
    highlights: {
      titleId: HIGHLIGHTS_TITLE_ID,
      itemIds: [
        "learn.course.appDev.highlights.crossPlatform",
        "learn.course.appDev.highlights.uiDesign",
        "learn.course.appDev.highlights.apis",
        "learn.course.appDev.highlights.testing",
        "learn.course.appDev.highlights.publishing",
      ],
    },
    technologies: [
      "JavaScript",
      "Dart",
      "React Native",
      "Flutter",
      "Expo",
      "Firebase",
      "Android Studio",
      "Xcode",
      "Figma",
    ],
    durationMonths: 4,
    priceInr: 40000,
    enquiryOption: "appDev",
    image: "courseAppDev",
    page: {
      path: ROUTE_PATHS.learnAppDev,
      metaTitleId: "meta.learn.appDev.title",
      metaDescriptionId: "meta.learn.appDev.description",
      taglineId: "learn.course.appDev.tagline",
      overviewIds: ["learn.course.appDev.overview.p1", "learn.course.appDev.overview.p2"],
      modules: [
        {
          key: "foundations",
          titleId: "learn.course.appDev.modules.foundations.title",
          descId: "learn.course.appDev.modules.foundations.desc",
        },
        {
          key: "reactNative",
          titleId: "learn.course.appDev.modules.reactNative.title",
          descId: "learn.course.appDev.modules.reactNative.desc",
        },
        {
          key: "flutter",
          titleId: "learn.course.appDev.modules.flutter.title",
          descId: "learn.course.appDev.modules.flutter.desc",
        },
        {
          key: "backend",
          titleId: "learn.course.appDev.modules.backend.title",
          descId: "learn.course.appDev.modules.backend.desc",
        },
        {
          key: "testing",
          titleId: "learn.course.appDev.modules.testing.title",
          descId: "learn.course.appDev.modules.testing.desc",
        },
        {
          key: "publishing",
          titleId: "learn.course.appDev.modules.publishing.title",
          descId: "learn.course.appDev.modules.publishing.desc",
        },
      ],
      outcomeIds: [
        "learn.course.appDev.outcomes.buildApps",
        "learn.course.appDev.outcomes.publish",
        "learn.course.appDev.outcomes.portfolio",
        "learn.course.appDev.outcomes.jobReady",
      ],
    },
  },
  {
    key: "softwareTesting",
    titleId: "learn.course.softwareTesting.title",
    descriptionId: "learn.course.softwareTesting.description",
    highlights: {
      titleId: HIGHLIGHTS_TITLE_ID,
      itemIds: [
        "learn.course.softwareTesting.highlights.manual",
        "learn.course.softwareTesting.highlights.automation",
        "learn.course.softwareTesting.highlights.apiTesting",
        "learn.course.softwareTesting.highlights.performance",
        "learn.course.softwareTesting.highlights.agile",
      ],
    },
    technologies: ["Selenium", "Cypress", "Jest", "Mocha", "Chai", "Postman", "JMeter", "Jira", "Git"],
    durationMonths: 3,
    priceInr: 30000,
    enquiryOption: "softwareTesting",
    image: "courseSoftwareTesting",
    page: {
      path: ROUTE_PATHS.learnSoftwareTesting,
      metaTitleId: "meta.learn.softwareTesting.title",
      metaDescriptionId: "meta.learn.softwareTesting.description",
      taglineId: "learn.course.softwareTesting.tagline",
      overviewIds: ["learn.course.softwareTesting.overview.p1", "learn.course.softwareTesting.overview.p2"],
      modules: [
        {
          key: "fundamentals",
          titleId: "learn.course.softwareTesting.modules.fundamentals.title",
          descId: "learn.course.softwareTesting.modules.fundamentals.desc",
        },
        {
          key: "testDesign",
          titleId: "learn.course.softwareTesting.modules.testDesign.title",
          descId: "learn.course.softwareTesting.modules.testDesign.desc",
        },
        {
          key: "automation",
          titleId: "learn.course.softwareTesting.modules.automation.title",
          descId: "learn.course.softwareTesting.modules.automation.desc",
        },
        {
          key: "unitTesting",
          titleId: "learn.course.softwareTesting.modules.unitTesting.title",
          descId: "learn.course.softwareTesting.modules.unitTesting.desc",
        },
        {
          key: "apiPerformance",
          titleId: "learn.course.softwareTesting.modules.apiPerformance.title",
          descId: "learn.course.softwareTesting.modules.apiPerformance.desc",
        },
        {
          key: "capstone",
          titleId: "learn.course.softwareTesting.modules.capstone.title",
          descId: "learn.course.softwareTesting.modules.capstone.desc",
        },
      ],
      outcomeIds: [
        "learn.course.softwareTesting.outcomes.planTests",
        "learn.course.softwareTesting.outcomes.automate",
        "learn.course.softwareTesting.outcomes.reportBugs",
        "learn.course.softwareTesting.outcomes.jobReady",
      ],
    },
  },
  {
    key: "dataScience",
    titleId: "learn.course.dataScience.title",
    descriptionId: "learn.course.dataScience.description",
    highlights: {
      titleId: HIGHLIGHTS_TITLE_ID,
      itemIds: [
        "learn.course.dataScience.highlights.statisticalAnalysis",
        "learn.course.dataScience.highlights.machineLearning",
        "learn.course.dataScience.highlights.dataVisualization",
        "learn.course.dataScience.highlights.predictiveModeling",
        "learn.course.dataScience.highlights.bigData",
      ],
    },
    technologies: [
      "Python",
      "pandas",
      "NumPy",
      "scikit-learn",
      "SQL",
      "Jupyter",
      "Power BI",
      "Tableau",
      "Apache Spark",
    ],
    durationMonths: 6,
    priceInr: 50000,
    enquiryOption: "dataScience",
    image: "courseDataScience",
  },
  {
    key: "aiMl",
    titleId: "learn.course.aiMl.title",
    descriptionId: "learn.course.aiMl.description",
    highlights: {
      titleId: HIGHLIGHTS_TITLE_ID,
      itemIds: [
        "learn.course.aiMl.highlights.deepLearning",
        "learn.course.aiMl.highlights.neuralNetworks",
        "learn.course.aiMl.highlights.computerVision",
        "learn.course.aiMl.highlights.nlp",
        "learn.course.aiMl.highlights.reinforcementLearning",
      ],
    },
    technologies: ["Python", "TensorFlow", "PyTorch", "Keras", "scikit-learn", "OpenCV", "Hugging Face"],
    durationMonths: 6,
    priceInr: 55000,
    image: "courseAiMl",
  },
  {
    key: "placement",
    titleId: "learn.course.placement.title",
    descriptionId: "learn.course.placement.description",
    highlights: {
      titleId: HIGHLIGHTS_TITLE_ID,
      itemIds: [
        "learn.course.placement.highlights.resume",
        "learn.course.placement.highlights.softSkills",
        "learn.course.placement.highlights.communication",
        "learn.course.placement.highlights.interview",
      ],
    },
    technologies: [],
    durationMonths: 1,
    priceInr: 10000,
    enquiryOption: "placement",
    image: "coursePlacement",
    page: {
      path: ROUTE_PATHS.learnPlacementTraining,
      metaTitleId: "meta.learn.placement.title",
      metaDescriptionId: "meta.learn.placement.description",
      taglineId: "learn.course.placement.tagline",
      overviewIds: ["learn.course.placement.overview.p1", "learn.course.placement.overview.p2"],
      modules: [
        {
          key: "resume",
          titleId: "learn.course.placement.modules.resume.title",
          descId: "learn.course.placement.modules.resume.desc",
        },
        {
          key: "softSkills",
          titleId: "learn.course.placement.modules.softSkills.title",
          descId: "learn.course.placement.modules.softSkills.desc",
        },
        {
          key: "communication",
          titleId: "learn.course.placement.modules.communication.title",
          descId: "learn.course.placement.modules.communication.desc",
        },
        {
          key: "aptitude",
          titleId: "learn.course.placement.modules.aptitude.title",
          descId: "learn.course.placement.modules.aptitude.desc",
        },
        {
          key: "interviews",
          titleId: "learn.course.placement.modules.interviews.title",
          descId: "learn.course.placement.modules.interviews.desc",
        },
        {
          key: "jobSearch",
          titleId: "learn.course.placement.modules.jobSearch.title",
          descId: "learn.course.placement.modules.jobSearch.desc",
        },
      ],
      outcomeIds: [
        "learn.course.placement.outcomes.careerReadiness",
        "learn.course.placement.outcomes.professionalDevelopment",
      ],
    },
  },
] as const satisfies readonly Course[];

/** The course overview page /learn. */
export const LEARN_PAGE = {
  path: ROUTE_PATHS.learn,
  metaTitleId: "meta.learn.index.title",
  metaDescriptionId: "meta.learn.index.description",
  hero: {
    titleId: "learn.hero.title",
    leadId: "learn.hero.lead",
    primary: { labelId: LEARN_ACTIONS.startLearningId, href: `#${LEARN_ANCHORS.courses}` },
    secondary: { labelId: LEARN_ACTIONS.contactId, href: `#${LEARN_ANCHORS.enroll}` },
  },
  courses: {
    anchorId: LEARN_ANCHORS.courses,
    titleId: "learn.courses.title",
    introId: "learn.courses.intro",
  },
  enroll: LEARN_ENROLL_SECTION,
} as const satisfies {
  path: string;
  metaTitleId: MessageId;
  metaDescriptionId: MessageId;
  hero: { titleId: MessageId; leadId: MessageId; primary: LearnLink; secondary: LearnLink };
  courses: { anchorId: string; titleId: MessageId; introId: MessageId };
  enroll: typeof LEARN_ENROLL_SECTION;
};

/** The buttons of a course page's hero, in order; 'Download Brochure' only with a brochure. */
export function coursePageActions(page: CoursePage): LearnLink[] {
  const actions: LearnLink[] = [
    { labelId: LEARN_ACTIONS.enrollId, href: `#${LEARN_ANCHORS.enroll}` },
    { labelId: LEARN_ACTIONS.viewCurriculumId, href: `#${LEARN_ANCHORS.curriculum}` },
  ];
  if (page.brochureHref) actions.push({ labelId: LEARN_ACTIONS.downloadBrochureId, href: page.brochureHref });
  return actions;
}

/**
 * The action of a course card on /learn: 'View Course Details' to the course page, or 'Enroll
 * Now' to the enrolment form for a course without a page.
 */
export function courseCardAction(course: Course): LearnLink {
  return course.page
    ? { labelId: LEARN_ACTIONS.viewCourseDetailsId, href: course.page.path }
    : { labelId: LEARN_ACTIONS.enrollId, href: `#${LEARN_ANCHORS.enroll}` };
}

/** The ICU arguments of `learn.course.duration` and `learn.course.price` for a course. */
export function courseFactValues(course: Course): { months: number; price: number } {
  return { months: course.durationMonths, price: course.priceInr };
}

/** The course with a given key. */
export function getCourse(key: CourseKey): Course {
  const course = COURSES.find((entry) => entry.key === key);
  if (!course) throw new Error(`Unknown course: ${key}`);
  return course;
}

/** The other courses that have a page, for the 'Other Courses You May Like' section ('Learn more'). */
export function relatedCourses(key: CourseKey): Course[] {
  return COURSES.filter((course: Course) => course.key !== key && course.page !== undefined);
}
