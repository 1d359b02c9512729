// Parley's renderer: MarkdownContent (block-memoised, lazy KaTeX and lowlight) fed by useStreamedText
// (one render per animation frame), with the same i18next set-up the host gives a remote.
import i18next from "i18next";
import { useEffect, useLayoutEffect, useState } from "react";
import {
  MARKDOWN_NAMESPACE,
  MarkdownContent,
  markdownResources,
  preloadHighlighter,
  preloadMath,
  prewarmMarkdown,
  useStreamedText,
} from "../../../mf-conversations/src/features/markdown/index.ts";
import { mountBenchPage, type ViewProps } from "./bench-page.tsx";

// Exploration only (the bench uses the defaults): `?interval=<ms>` overrides the render spacing,
// `?markdown=0` renders plain text (the floor: what the page costs without any markdown).
const params = new URLSearchParams(location.search);
const intervalParam = params.get("interval");
const markdown = params.get("markdown") !== "0";
const streamOptions = intervalParam === null ? {} : { minIntervalMs: Number(intervalParam) };

function ParleyView({ onReady, onCommit }: ViewProps) {
  const { text, append, flush } = useStreamedText("", streamOptions);
  useLayoutEffect(() => {
    onCommit(text.length);
  }, [onCommit, text]);
  const [streaming, setStreaming] = useState(true);
  useEffect(() => {
    onReady({
      append,
      end: () => {
        flush();
        setStreaming(false);
      },
    });
  }, [onReady, append, flush]);
  return <MarkdownContent content={text} markdown={markdown} latex streaming={streaming} />;
}

// As the chat screen does when it opens a conversation whose latex view is on: KaTeX and the
// highlighter core load before the user sends, not in the middle of the reply (grammars still
// load on first use, one small chunk per language); and, as preloadMarkdown does, the renderer runs
// once on a sample when the page is idle.
void preloadMath();
void preloadHighlighter();
prewarmMarkdown();

void i18next.init({ lng: "en", resources: {}, interpolation: { escapeValue: false } }).then(async () => {
  i18next.addResourceBundle("en", MARKDOWN_NAMESPACE, await markdownResources("en"), true, true);
  mountBenchPage(ParleyView);
});
