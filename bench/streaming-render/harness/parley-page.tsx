// Parley's renderer: MarkdownContent (block-memoised, lazy KaTeX and lowlight) fed by useStreamedText
// (one render per animation frame), with the same i18next set-up the host gives a remote.
import i18next from "i18next";
import { useEffect, useLayoutEffect, useState } from "react";
import { initReactI18next } from "react-i18next";
import {
  MARKDOWN_NAMESPACE,
  MarkdownContent,
  markdownResources,
  useStreamedText,
} from "../../../mf-conversations/src/features/markdown/index.ts";
import { mountBenchPage, type ViewProps } from "./bench-page.tsx";

function ParleyView({ onReady, onCommit }: ViewProps) {
  const { text, append, flush } = useStreamedText();
  useLayoutEffect(() => onCommit(text.length), [onCommit, text]);
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
  return <MarkdownContent content={text} latex streaming={streaming} />;
}

void i18next
  .use(initReactI18next)
  .init({ lng: "en", resources: {}, interpolation: { escapeValue: false } })
  .then(async () => {
    i18next.addResourceBundle("en", MARKDOWN_NAMESPACE, await markdownResources("en"), true, true);
    mountBenchPage(ParleyView);
  });
