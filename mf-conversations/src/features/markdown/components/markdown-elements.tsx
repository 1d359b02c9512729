// The react-markdown `components` maps: how links, tables, code and math leave the markdown tree.
// Module-level objects (one with latex, one without), so every render hands over the same map.
import type { Components, ExtraProps } from "react-markdown";
import type { ComponentProps } from "react";
import { useMarkdownTranslation } from "../hooks/use-markdown-translation.ts";
import { CodeBlock } from "./code-block.tsx";
import { MathFormula } from "./math-formula.tsx";
import { isSameOrigin } from "../utils/safe-url.ts";
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
  const { t } = useMarkdownTranslation();
  if (!src) return alt ? <span>{alt}</span> : null;
  // Another origin's image would be requested the moment the message shows (an exfiltration
  // channel for a prompt-injected reply): it becomes a link the reader may choose to open.
  if (!isSameOrigin(src, window.location.href)) {
    return (
      <a href={src} target="_blank" rel="noopener noreferrer nofollow" data-testid="markdown.remote-image">
        {alt || src}
        <span className={styles.visuallyHidden}> {t("opensInNewTab")}</span>
      </a>
    );
  }
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

/** remark-math marks formulas as `code.math-inline` and `pre > code.math-display`. */
function mathOf(element: HastElement | undefined): { source: string; display: boolean } | null {
  if (!element || element.tagName !== "code") return null;
  const classes = classesOf(element);
  if (classes.includes("math-display")) return { source: textOf(element).replace(/\n$/, ""), display: true };
  if (classes.includes("math-inline")) return { source: textOf(element), display: false };
  return null;
}

function firstElement(node: HastElement | undefined): HastElement | undefined {
  return node?.children.find((child): child is HastElement => child.type === "element");
}

function makePre(latex: boolean) {
  return function Pre({ node, children }: ComponentProps<"pre"> & ExtraProps) {
    const code = firstElement(node);
    if (!code || code.tagName !== "code") return <pre>{children}</pre>;
    const math = mathOf(code);
    if (math) {
      // latex off: the formula stays as written.
      if (!latex) return <div className={styles.mathSource}>{`$$\n${math.source}\n$$`}</div>;
      return <MathFormula source={math.source} display />;
    }
    const language =
      classesOf(code)
        .find((name) => name.startsWith("language-"))
        ?.slice("language-".length) ?? "";
    return <CodeBlock language={language} code={textOf(code).replace(/\n$/, "")} />;
  };
}

function makeCode(latex: boolean) {
  return function Code({ node, children, className }: ComponentProps<"code"> & ExtraProps) {
    const math = mathOf(node);
    if (math) return latex ? <MathFormula source={math.source} display={false} /> : <>{`$${math.source}$`}</>;
    return <code className={className}>{children}</code>;
  };
}

const shared: Components = { a: Link, img: Image, table: Table };

/** Formulas rendered by KaTeX. */
export const elementsWithMath: Components = { ...shared, pre: makePre(true), code: makeCode(true) };
/** Formulas left as written (latex off). */
export const elementsWithoutMath: Components = { ...shared, pre: makePre(false), code: makeCode(false) };
