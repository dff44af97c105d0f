import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { PRODUCT_PAGES, VERTICAL_KEYS, getProductPage } from "@studio/content";
import { ALL_STATES_PARAMETERS, sameText, storyLocale, storyMessage } from "../../test/story-helpers.ts";
import { ProductVideo, type VideoTextTrack } from "./product-video.tsx";
import { VideoPosterIllustration } from "./video-poster-illustration.tsx";

const VIDEO_VERTICALS = VERTICAL_KEYS.filter((key) => PRODUCT_PAGES[key].middleSection === "video");

/**
 * A real, playable two-second clip for the stories, recorded in the browser from a canvas (no
 * video file in the repository, no network), and a caption track in the story's language.
 */
let sampleClip: Promise<string> | undefined;
function recordSampleClip(): Promise<string> {
  sampleClip ??= new Promise((resolve) => {
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = () => resolve(URL.createObjectURL(new Blob(chunks, { type: "video/webm" })));
    // Timers rather than animation frames: they also run in background tabs and headless captures.
    let frame = 0;
    const draw = () => {
      context.fillStyle = "#0a1233";
      context.fillRect(0, 0, 640, 360);
      context.fillStyle = "#2f4ac0";
      for (let bar = 0; bar < 7; bar++) {
        const height = 40 + ((bar * 37 + frame * 4) % 180);
        context.fillRect(120 + bar * 60, 300 - height, 36, height);
      }
      frame += 1;
    };
    draw();
    recorder.start();
    const timer = setInterval(draw, 1000 / 24);
    setTimeout(() => {
      clearInterval(timer);
      recorder.stop();
    }, 2000);
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

/** The frame keeps a 16:9 ratio at every width. */
async function expectSixteenByNine(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector('[data-slot="product-video-frame"]')!.getBoundingClientRect();
  await expect(frame.width / frame.height).toBeCloseTo(16 / 9, 1);
}

/** Controls for every prop (no video source: the still shows). */
export const Playground: Story = {};

/** No video yet: heading, text and a drawn still of the store in the frame, no player at all. */
export const WithoutSource: Story = {
  args: { vertical: "homeNeeds" },
  play: async ({ step, canvas, canvasElement, globals }) => {
    await step(
      "no video yet: heading, text and a drawn still of the store in the frame, no player at all",
      async () => {
        await expect(
          canvas.getByRole("heading", { level: 2, name: sameText(storyMessage(globals, "product.video.heading")) }),
        ).toBeInTheDocument();
        await expect(canvas.getByText(storyMessage(globals, "product.video.text"))).toBeVisible();
        await expect(canvasElement.querySelector("video, iframe")).not.toBeInTheDocument();
        const still = canvasElement.querySelector('[data-slot="video-poster-illustration"]')!;
        await expect(still).toHaveAttribute("aria-hidden", "true");
        await expect(still).toHaveAttribute("data-vertical", "homeNeeds");
        await expectSixteenByNine(canvasElement);
      },
    );
  },
};

/** A video file: the browser's player with controls, named after the product, with captions; it loads. */
export const WithVideo: Story = {
  args: { vertical: "beauty" },
  loaders: [async ({ globals }) => ({ clip: await recordSampleClip(), track: captionTrack(globals) })],
  render: (args, { loaded }) => <ProductVideo {...args} videoSrc={loaded.clip} tracks={[loaded.track]} />,
  play: async ({ step, canvasElement, globals, loaded }) => {
    await step(
      "a video file: the browser's player with controls, named after the product, with captions; it loads",
      async () => {
        const product = storyMessage(globals, getProductPage("beauty").titleId);
        const video = canvasElement.querySelector("video")!;
        await expect(video).toHaveAccessibleName(sameText(storyMessage(globals, "product.video.title", { product })));
        await expect(video).toHaveAttribute("controls");
        await expect(video.querySelector("source")).toHaveAttribute("src", loaded.clip);
        const track = video.querySelector("track")!;
        await expect(track).toHaveAttribute("kind", "captions");
        await expect(track).toHaveAttribute("srclang", storyLocale(globals).tag);
        await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
        await expect(video.error).toBeNull();
        await expectSixteenByNine(canvasElement);
      },
    );
  },
};

/** An embedded player page: an iframe titled after the product, allowed to go full screen. */
export const Embedded: Story = {
  args: { vertical: "furniture", videoType: "embed", videoSrc: "about:blank" },
  play: async ({ step, canvasElement, globals }) => {
    await step("an embedded player page: an iframe titled after the product, allowed to go full screen", async () => {
      const product = storyMessage(globals, getProductPage("furniture").titleId);
      const iframe = canvasElement.querySelector("iframe")!;
      await expect(iframe).toHaveAttribute(
        "title",
        expect.stringMatching(sameText(storyMessage(globals, "product.video.title", { product }))),
      );
      await expect(iframe).toHaveAttribute("allowfullscreen");
      await expectSixteenByNine(canvasElement);
    });
  },
};

/** A playable video, then the still of each video page's vertical: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  loaders: WithVideo.loaders,
  render: (args, { loaded }) => (
    <>
      <ProductVideo {...args} videoSrc={loaded.clip} tracks={[loaded.track]} />
      <div className="mx-auto grid max-w-7xl gap-6 px-gutter pb-section sm:grid-cols-2">
        {VIDEO_VERTICALS.map((vertical) => (
          <div key={vertical} className="aspect-video overflow-hidden rounded-xl">
            <VideoPosterIllustration vertical={vertical} />
          </div>
        ))}
      </div>
    </>
  ),
};
