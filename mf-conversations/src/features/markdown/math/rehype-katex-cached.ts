// rehype-katex with a cache of rendered formulas: while a reply streams, the block being written is
// parsed again every frame, and without the cache each of its formulas would go through KaTeX (and
// an HTML parse of KaTeX's output) every frame too.
import rehypeKatex, { type Options } from "rehype-katex";

type Transformer = ReturnType<typeof rehypeKatex>;
type Root = Parameters<Transformer>[0];
type VFile = Parameters<Transformer>[1];
type Node = Root | Root["children"][number];
type Element = Extract<Node, { type: "element" }>;
type Content = Element["children"][number];

const CACHE_LIMIT = 500;

function classesOf(element: Element): unknown[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value : [];
}

/** The element rehype-katex would replace (the `<pre>` of a ```math fence), or null. */
function mathScope(element: Element): Element | null {
  const classes = classesOf(element);
  if (classes.includes("math-inline") || classes.includes("math-display")) return element;
  if (element.tagName === "pre") {
    const code = element.children.find((child): child is Element => child.type === "element");
    if (code?.tagName === "code" && classesOf(code).includes("language-math")) return element;
  }
  return null;
}

function textOf(node: Node): string {
  if ("value" in node) return node.value;
  if ("children" in node) return node.children.map(textOf).join("");
  return "";
}

export function rehypeKatexCached(options: Options) {
  const render = rehypeKatex(options);
  const cache = new Map<string, Content[]>();

  return function transform(tree: Root, file: VFile): undefined {
    const visit = (parent: Root | Element) => {
      for (let index = 0; index < parent.children.length; index++) {
        const child = parent.children[index]!;
        if (child.type !== "element") continue;
        const scope = mathScope(child);
        if (!scope) {
          visit(child);
          continue;
        }
        const key = `${scope.tagName}:${classesOf(scope).includes("math-display")}:${textOf(scope)}`;
        let rendered = cache.get(key);
        if (!rendered) {
          const single: Root = { type: "root", children: [scope] };
          render(single, file);
          rendered = single.children as Content[];
          if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
          cache.set(key, rendered);
        }
        // Copies, since later steps of the pipeline may change the nodes they are given.
        const copies = structuredClone(rendered);
        parent.children.splice(index, 1, ...copies);
        index += copies.length - 1;
      }
    };
    visit(tree);
  };
}
