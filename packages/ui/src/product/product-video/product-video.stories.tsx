import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { PRODUCT_PAGES, VERTICAL_KEYS, getProductPage } from "@studio/content";
import {
  ALL_STATES_PARAMETERS,
  decorativePart,
  sameText,
  storyLocale,
  storyMessage,
} from "../../test/story-helpers.ts";
import { ProductVideo, type VideoTextTrack } from "./product-video.tsx";
import { VideoPosterIllustration } from "./video-poster-illustration.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

const VIDEO_VERTICALS = VERTICAL_KEYS.filter((key) => PRODUCT_PAGES[key].middleSection === "video");

/**
 * A real, playable half-second clip for the stories, recorded in the browser from a canvas (no
 * video file in the repository, no network), and a caption track in the story's language. Short:
 * every story mode records it again while the test waits.
 */
let sampleClip: Promise<string> | undefined;
/** How long the sample clip runs at least. */
const CLIP_MS = 500;
/**
 * What the recorder must have handed over before it stops, in bytes: more than the WebM header
 * (110 bytes), i.e. encoded frames. On a busy machine the encoder lags behind the drawing, and a
 * recorder stopped before it caught up gave a header without frames, a clip no player can read.
 */
const CLIP_MIN_BYTES = 1024;
function recordSampleClip(): Promise<string> {
  sampleClip ??= new Promise((resolve) => {
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext("2d")!;
    // Each frame is handed to the recorder as it is drawn (a stream of 0 fps plus requestFrame).
    const stream = canvas.captureStream(0);
    const [track] = stream.getVideoTracks() as CanvasCaptureMediaStreamTrack[];
    const recorder = new MediaRecorder(stream, { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    let recorded = 0;
    recorder.ondataavailable = (event) => {
      chunks.push(event.data);
      recorded += event.data.size;
    };
    recorder.onstop = () => resolve(URL.createObjectURL(new Blob(chunks, { type: "video/webm" })));
    let frame = 0;
    const draw = () => {
      context.fillStyle = "#0a1233";
      context.fillRect(0, 0, 640, 360);
      context.fillStyle = "#2f4ac0";
      for (let bar = 0; bar < 7; bar++) {
        const height = 40 + ((bar * 37 + frame * 4) % 180);
        context.fillRect(120 + bar * 60, 300 - height, 36, height);
      }
      track!.requestFrame();
      frame += 1;
    };
    // Data every 100 ms, so that the drawing goes on until encoded frames have arrived.
    recorder.start(100);
    const started = performance.now();
    draw();
    // Timers rather than animation frames: they also run in background tabs and headless captures.
    const timer = setInterval(() => {
      draw();
      if (recorded < CLIP_MIN_BYTES || performance.now() - started < CLIP_MS) return;
      clearInterval(timer);
      recorder.stop();
    }, 1000 / 24);
  });
  return sampleClip;
}

function captionTrack(globals: Record<string, unknown>): VideoTextTrack {
  const cue = storyMessage(globals, "product.video.text");
  const vtt = `WEBVTT\n\n00:00.000 --> 00:02.000\n${cue}\n`;
  const locale = storyLocale(globals);
  return {
    src: URL.createObjectURL(new Blob([vtt], { type: "text/vtt" })),
    srcLang: locale.tag,
    label: locale.name,
    default: true,
  };
}

const meta = {
  title: "Sections/Product/ProductVideo",
  id: "product-productvideo",
  component: ProductVideo,
  parameters: { layout: "fullscreen" },
  args: { vertical: "electronics" },
  argTypes: {
    vertical: { control: "select", options: VIDEO_VERTICALS },
    videoType: { control: "inline-radio", options: ["file", "embed"] },
    tracks: { control: false },
  },
} satisfies Meta<typeof ProductVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player (or the still in its place) fills the frame, which keeps a 16:9 ratio at every width. */
async function expectSixteenByNine(player: Element) {
  const box = player.getBoundingClientRect();
  await expect(box.width / box.height, "width ÷ height").toBeCloseTo(16 / 9, 1);
}

/** The player's name: the video's label, the embedded page's title. */
const playerTitle = (globals: Record<string, unknown>, vertical: (typeof VIDEO_VERTICALS)[number]) =>
  sameText(
    storyMessage(globals, "product.video.title", { product: storyMessage(globals, getProductPage(vertical).titleId) }),
  );

/** Controls for every prop (no video source: the still shows). */
export const Playground: Story = {};

/** No video yet: heading, text and a drawn still of the store in the frame, no player at all. */
export const WithoutSource: Story = {
  args: { vertical: "homeNeeds" },
  play: async ({ step, canvas, canvasElement, globals }) => {
    // The still is decoration, hidden from assistive technology: no accessible query reaches it.
    const still = () => decorativePart(canvasElement, '[data-slot="video-poster-illustration"]');
    await step("sees the heading and the text", async () => {
      await expect(
        canvas.getByRole("heading", { level: 2, name: sameText(storyMessage(globals, "product.video.heading")) }),
      ).toBeInTheDocument();
      await expect(canvas.getByText(storyMessage(globals, "product.video.text"))).toBeVisible();
    });
    await step("finds no player: neither a video nor an embedded page", async () => {
      await expect(canvas.queryByLabelText(playerTitle(globals, "homeNeeds"))).not.toBeInTheDocument();
      await expect(canvas.queryByTitle(playerTitle(globals, "homeNeeds"))).not.toBeInTheDocument();
    });
    await step("sees a drawn still of the store in its place, which screen readers skip", async () => {
      await expect(still(), "the still, hidden from screen readers").toHaveAttribute("aria-hidden", "true");
      await expect(still()).toHaveAttribute("data-vertical", "homeNeeds");
    });
    await step("sees the frame keep 16:9", async () => {
      await expectSixteenByNine(still());
    });
  },
};

/** A video file: the browser's player with controls, named after the product, with captions; it loads. */
export const WithVideo: Story = {
  args: { vertical: "beauty" },
  loaders: [async ({ globals }) => ({ clip: await recordSampleClip(), track: captionTrack(globals) })],
  render: (args, { loaded }) => <ProductVideo {...args} videoSrc={loaded.clip} tracks={[loaded.track]} />,
  play: async ({ step, canvas, globals, loaded }) => {
    const video = () => canvas.getByLabelText<HTMLVideoElement>(playerTitle(globals, "beauty"));
    await step("finds the player, named after the product, with the browser's controls", async () => {
      await expect(video()).toHaveAccessibleName(playerTitle(globals, "beauty"));
      await expect(video()).toHaveAttribute("controls");
    });
    await step("sees the clip load, with captions in this language", async () => {
      // Until the player has read the clip's header or given up on it, so that a clip it cannot
      // read fails below with the player's own error.
      await waitFor(() =>
        expect(
          video().error !== null || video().readyState >= HTMLMediaElement.HAVE_METADATA,
          "the player read the clip or failed",
        ).toBe(true),
      );
      await expect(video().error, "the player's error").toBeNull();
      await expect(video().readyState, "the player's ready state").toBeGreaterThanOrEqual(
        HTMLMediaElement.HAVE_METADATA,
      );
      await expect(video()).toHaveProperty("currentSrc", loaded.clip);
      await expect(video().textTracks[0], "the player's text track").toMatchObject({
        kind: "captions",
        language: storyLocale(globals).tag,
      });
    });
    await step("sees the frame keep 16:9", async () => {
      await expectSixteenByNine(video());
    });
  },
};

/** An embedded player page: an iframe titled after the product, allowed to go full screen. */
export const Embedded: Story = {
  args: { vertical: "furniture", videoType: "embed", videoSrc: "about:blank" },
  play: async ({ step, canvas, globals }) => {
    const player = () => canvas.getByTitle(playerTitle(globals, "furniture"));
    await step("finds the embedded player, titled after the product", async () => {
      await expect(player()).toHaveAttribute("title", expect.stringMatching(playerTitle(globals, "furniture")));
    });
    await step("can take it full screen", async () => {
      await expect(player()).toHaveAttribute("allowfullscreen");
    });
    await step("sees the frame keep 16:9", async () => {
      await expectSixteenByNine(player());
    });
  },
};

/** A playable video, then the still of each video page's vertical: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  loaders: WithVideo.loaders,
  render: (args, { loaded }) => (
    <SpecSheet layout="stack">
      <SpecCell spec={["video", "captions"]} state="default" bleed>
        <ProductVideo {...args} videoSrc={loaded.clip} tracks={[loaded.track]} />
      </SpecCell>
      <div className="mx-auto grid max-w-7xl gap-6 px-gutter pb-section sm:grid-cols-2">
        {VIDEO_VERTICALS.map((vertical) => (
          <SpecCell key={vertical} spec={["poster", vertical]}>
            <div className="aspect-video overflow-hidden rounded-xl">
              <VideoPosterIllustration vertical={vertical} />
            </div>
          </SpecCell>
        ))}
      </div>
    </SpecSheet>
  ),
};
