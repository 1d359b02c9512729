import { memo, useMemo } from "react";
import { grammarName, highlighterFor } from "../highlight/highlighter-loader.ts";
import { highlightCode } from "../highlight/highlighted-code.tsx";
import { useLazyResource } from "../hooks/use-lazy-resource.ts";
import { useMarkdownTranslation } from "../hooks/use-markdown-translation.ts";
import { CopyButton } from "./copy-button.tsx";
import styles from "./markdown.module.css";

interface CodeBlockProps {
  /** Language of the fence's info string ("" when none). */
  language: string;
  code: string;
  /** False while the fence is still streaming: plain text until it closes, no highlighting per chunk. */
  highlight?: boolean;
}

/** A fenced code block: language label, Copy button, and highlighting once lowlight has loaded. */
export const CodeBlock = memo(function CodeBlock({ language, code, highlight = true }: CodeBlockProps) {
  const { t } = useMarkdownTranslation();
  const grammar = grammarName(language);
  // The grammar is fetched as soon as the fence names its language, so it is there when the
  // fence closes; highlighting waits for the close (no re-highlighting on every chunk).
  const loaded = useLazyResource(highlighterFor(language), true);
  const lowlight = highlight ? loaded : null;
  const highlighted = useMemo(
    () => (lowlight && grammar ? highlightCode(lowlight, grammar, code) : null),
    [lowlight, grammar, code],
  );

  return (
    <div className={styles.codeBlock} dir="ltr" data-testid="markdown.code-block">
      <div className={styles.codeHeader}>
        <span className={styles.codeLanguage}>{language || t("plainText")}</span>
        <CopyButton text={code} />
      </div>
      <pre className={styles.codePre}>
        <code className={language ? `hljs language-${language}` : "hljs"}>{highlighted ?? code}</code>
      </pre>
    </div>
  );
});
