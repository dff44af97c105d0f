import MagicString from "magic-string";
import type { Plugin } from "vite";

/** An ESTree node, as far as this walk needs one. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

/** Is `node` a call `__name(value, "Name")`? */
function isKeptName(node: Node): node is Node & { arguments: Node[] } {
  const callee = node.callee as Node | undefined;
  return (
    node.type === "CallExpression" &&
    callee?.type === "Identifier" &&
    callee.name === "__name" &&
    (node.arguments as Node[]).length === 2
  );
}

/**
 * Radix UI's published code is built with "keep names": each component and helper is wrapped in, or
 * followed by, `__name(fn, "Name")`, which sets `Function.prototype.name` at run time. The site
 * never reads those names (React DevTools uses `displayName`, which stays), yet every page with a
 * menu or an accordion downloads each call and its string. In the production build this plugin
 * drops them from `@radix-ui/*`: `__name(fn, "Name")` becomes `(fn)`, and a statement
 * `__name(fn, "fn");` goes. The components are the same functions, with the same behaviour.
 */
export function withoutKeptNames(): Plugin {
  return {
    name: "studio:without-kept-names",
    apply: "build",
    transform: {
      filter: { id: /[\\/]node_modules[\\/]@radix-ui[\\/].+\.m?js$/, code: "__name(" },
      handler(code, id) {
        const program = this.parse(code) as unknown as Node;
        const edits = new MagicString(code);
        let changed = false;
        const visit = (node: Node, parent: Node | null) => {
          if (isKeptName(node)) {
            const [value] = node.arguments;
            if (parent?.type === "ExpressionStatement" && value!.type === "Identifier")
              edits.remove(parent.start, parent.end);
            else {
              // In parentheses: `__name(() => x, "f")()` must still call what the arrow returns.
              edits.overwrite(node.start, value!.start, "(");
              edits.overwrite(value!.end, node.end, ")");
            }
            changed = true;
            visit(value!, node);
            return;
          }
          for (const child of Object.values(node)) {
            if (Array.isArray(child)) for (const item of child) if (isNode(item)) visit(item, node);
            if (isNode(child)) visit(child, node);
          }
        };
        visit(program, null);
        return changed ? { code: edits.toString(), map: edits.generateMap({ hires: true, source: id }) } : null;
      },
    },
  };
}
