import { createElement, type ReactNode } from "react";
import type { Lowlight } from "./lowlight-instance.ts";

type HighlightRoot = ReturnType<Lowlight["highlight"]>;
type HighlightNode = HighlightRoot["children"][number];

/** lowlight's output is spans with classes and text; nothing else is rendered (no other tag, no attribute). */
function render(nodes: readonly HighlightNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === "text") return node.value;
    if (node.type !== "element") return null;
    const className = node.properties.className;
    return createElement(
      "span",
      { key: index, className: Array.isArray(className) ? className.join(" ") : undefined },
      ...render(node.children),
    );
  });
}

/** Highlights `code` with the grammar `name` (registered in `lowlight`). */
export function highlightCode(lowlight: Lowlight, name: string, code: string): ReactNode[] {
  return render(lowlight.highlight(name, code).children);
}
