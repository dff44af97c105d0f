/** Ports of the visual suites' servers (different from `npm start`, preview and e2e, so all can run at once). */
export const VISUAL_PORTS = {
  storybook: Number(process.env.VISUAL_STORYBOOK_PORT ?? 6911),
  api: Number(process.env.VISUAL_API_PORT ?? 3911),
  site: Number(process.env.VISUAL_SITE_PORT ?? 4911),
};

export const STORYBOOK_URL = `http://localhost:${VISUAL_PORTS.storybook}`;
export const SITE_URL = `http://localhost:${VISUAL_PORTS.site}`;
