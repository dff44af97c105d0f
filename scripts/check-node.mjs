// Plain JavaScript on purpose: it must run (and explain itself) on any Node version.
// npm scripts run on the Node 24 binary that the root devDependency `node@24` installs into
// node_modules/.bin; when install scripts were skipped that binary is missing and the scripts
// silently fall back to the Node on PATH, which then fails in obscure ways.
const [major] = process.versions.node.split(".").map(Number);
if (major < 24) {
  console.error(
    [
      `This project runs on Node 24 LTS, but npm scripts are running on Node ${process.versions.node}.`,
      "Node 24 comes from the devDependency `node@24` (node_modules/.bin/node).",
      "Run `npm install` without --ignore-scripts (the `node` package's install script must run), then retry.",
    ].join("\n"),
  );
  process.exit(1);
}
