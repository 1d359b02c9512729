// The markdown feature's public surface: message rendering, streaming text, lazy loaders, texts.
export { MarkdownContent, type MarkdownContentProps } from "./components/markdown-content.tsx";
export { CodeBlock } from "./components/code-block.tsx";
export { MathFormula } from "./components/math-formula.tsx";
export {
  useStreamedText,
  STREAM_RENDER_INTERVAL_MS,
  type StreamedText,
  type StreamedTextOptions,
} from "./hooks/use-streamed-text.ts";
export { preloadMath } from "./math/math-loader.ts";
export { preloadHighlighter } from "./highlight/highlighter-loader.ts";
export { prewarmMarkdown } from "./utils/prewarm-markdown.tsx";
export { splitBlocks, type MarkdownBlock } from "./utils/split-blocks.ts";
export { safeUrl } from "./utils/safe-url.ts";
export {
  markdownResources,
  MARKDOWN_NAMESPACE,
  MARKDOWN_KEY_PREFIX,
  type MarkdownMessages,
} from "./i18n/markdown-resources.ts";
