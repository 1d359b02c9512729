import { Component, lazy, Suspense, type ReactNode } from "react";
import { loadMarkdown } from "../utils/load-markdown.ts";
import styles from "./message.module.css";

export interface MarkdownViewProps {
  content: string;
  markdown: boolean;
  latex: boolean;
  streaming: boolean;
}

// The markdown renderer loads after the screen, which shows plain text until then (load-markdown.ts).
const MarkdownContent = lazy(() => loadMarkdown().then((module) => ({ default: module.MarkdownContent })));

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
