import { Component, lazy, Suspense, type ReactNode } from "react";
import styles from "./message.module.css";

export interface MarkdownViewProps {
  content: string;
  markdown: boolean;
  latex: boolean;
  streaming: boolean;
}

// The markdown renderer (react-markdown, GFM, math; KaTeX and highlighting lazy inside it) is the
// largest part of the chat screen: it loads after the screen, which shows plain text until then. Named,
// so that a page can declare it among the chunks the document preloads.
const loadMarkdown = () => import(/* webpackChunkName: "markdown" */ "../../markdown/index.ts");
const MarkdownContent = lazy(() => loadMarkdown().then((module) => ({ default: module.MarkdownContent })));

/** Starts loading the renderer early (when the chat screen mounts), so messages rarely wait for it. */
export function preloadMarkdown(): void {
  loadMarkdown().catch(() => undefined);
}

function PlainText({ content }: { content: string }) {
  return (
    <div className={styles.plain} dir="auto">
      {content}
    </div>
  );
}

/** A renderer failure (or a chunk that did not load) shows the text as written, not a broken screen. */
class PlainOnError extends Component<{ content: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PlainText content={this.props.content} /> : this.props.children;
  }
}

/** A message body through the markdown feature's MarkdownContent, plain text while it loads. */
export function MarkdownView({ content, markdown, latex, streaming }: MarkdownViewProps) {
  return (
    <PlainOnError content={content}>
      <Suspense fallback={<PlainText content={content} />}>
        <MarkdownContent content={content} markdown={markdown} latex={latex} streaming={streaming} />
      </Suspense>
    </PlainOnError>
  );
}
