// The naive baseline: the whole reply re-rendered through react-markdown + remark-gfm + remark-math
// + rehype-katex on every chunk (a setState per delta; no block memoisation, no frame coalescing,
// no highlighting). React may still batch deltas that arrive within one task, as any app gets.
import "katex/dist/katex.min.css";
import { useEffect, useLayoutEffect, useState } from "react";
import Markdown from "react-markdown";
import rehypeKatex from "rehype-katex";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import { mountBenchPage, type ViewProps } from "./bench-page.tsx";

function NaiveView({ onReady, onCommit }: ViewProps) {
  const [text, setText] = useState("");
  useLayoutEffect(() => {
    onCommit(text.length);
  }, [onCommit, text]);
  useEffect(() => {
    onReady({ append: (chunk) => setText((current) => current + chunk), end: () => undefined });
  }, [onReady]);
  return (
    <Markdown remarkPlugins={[remarkGfm, remarkMath]} rehypePlugins={[rehypeKatex]}>
      {text}
    </Markdown>
  );
}

mountBenchPage(NaiveView);
