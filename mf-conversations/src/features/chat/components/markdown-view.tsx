import { Component, type ReactNode } from "react";
import { loadableComponent, useLoadedComponent } from "@parley/ui-kit/hooks/use-loaded-component.ts";
import { loadMarkdown } from "../utils/load-markdown.ts";
import styles from "./message.module.css";

export interface MarkdownViewProps {
  content: string;
  markdown: boolean;
  latex: boolean;
  streaming: boolean;
}

// The markdown renderer loads after the screen, which shows plain text until then (load-markdown.ts).
// Not React.lazy: a resolved Suspense fallback waits out React's throttle (use-loaded-component.ts).
const markdownContent = loadableComponent(() => loadMarkdown().then((module) => module.MarkdownContent));

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
  const { component: MarkdownContent } = useLoadedComponent(markdownContent);
  // Until the renderer has loaded, or if it did not: the text as written.
  if (MarkdownContent === null) return <PlainText content={content} />;
  return (
    <PlainOnError content={content}>
      <MarkdownContent content={content} markdown={markdown} latex={latex} streaming={streaming} />
    </PlainOnError>
  );
}
