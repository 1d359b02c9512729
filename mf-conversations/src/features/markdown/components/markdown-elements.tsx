// The react-markdown `components` map: how links, tables, code and math leave the markdown tree.
// One module-level object, so every render hands react-markdown the same map.
import type { Components, ExtraProps } from "react-markdown";
import type { ComponentProps } from "react";
import { useMarkdownTranslation } from "../hooks/use-markdown-translation.ts";
import { CodeBlock } from "./code-block.tsx";
import styles from "./markdown.module.css";

type HastElement = NonNullable<ExtraProps["node"]>;
type HastChild = HastElement["children"][number];

function classesOf(element: HastElement): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function textOf(node: HastElement | HastChild): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if ("children" in node) return node.children.map(textOf).join("");
  return "";
}

function Link({ node: _node, href, children, ...rest }: ComponentProps<"a"> & ExtraProps) {
  const { t } = useMarkdownTranslation();
  // urlTransform empties unsafe URLs: keep the words, drop the link.
  if (!href) return <span>{children}</span>;
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
      <span className={styles.visuallyHidden}> {t("opensInNewTab")}</span>
    </a>
  );
}

function Image({ node: _node, src, alt }: ComponentProps<"img"> & ExtraProps) {
  if (!src) return alt ? <span>{alt}</span> : null;
  return <img src={src} alt={alt ?? ""} loading="lazy" decoding="async" referrerPolicy="no-referrer" />;
}

function Table({ node: _node, ...rest }: ComponentProps<"table"> & ExtraProps) {
  const { t } = useMarkdownTranslation();
  // Focusable so keyboard users can scroll a wide table; named so the stop makes sense.
  return (
    <div className={styles.tableScroll} role="region" aria-label={t("table")} tabIndex={0}>
      <table {...rest} />
    </div>
  );
}

function Pre({ node, children }: ComponentProps<"pre"> & ExtraProps) {
  const code = node?.children.find((child): child is HastElement => child.type === "element");
  if (!code || code.tagName !== "code") return <pre>{children}</pre>;
  const classes = classesOf(code);
  const source = textOf(code).replace(/\n$/, "");
  // Display math that KaTeX did not take (latex off): the formula stays as its source.
  if (classes.includes("math-display")) return <div className={styles.mathSource}>{`$$\n${source}\n$$`}</div>;
  const language = classes.find((name) => name.startsWith("language-"))?.slice("language-".length) ?? "";
  return <CodeBlock language={language} code={source} />;
}

function Code({ node, children, className }: ComponentProps<"code"> & ExtraProps) {
  // Inline math that KaTeX did not take (latex off) is shown as written.
  if (node && classesOf(node).includes("math-inline")) return <>{`$${textOf(node)}$`}</>;
  return <code className={className}>{children}</code>;
}

export const markdownElements: Components = { a: Link, img: Image, table: Table, pre: Pre, code: Code };
