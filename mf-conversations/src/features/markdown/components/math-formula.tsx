import { memo, useCallback, useLayoutEffect, useRef } from "react";
import { useLazyResource } from "../hooks/use-lazy-resource.ts";
import { mathRenderer } from "../math/math-loader.ts";
import styles from "./markdown.module.css";

interface MathFormulaProps {
  source: string;
  display: boolean;
}

/**
 * One formula, rendered by KaTeX into its own element once per source: memoised, so while the
 * paragraph around it streams in, the formula is neither re-rendered nor diffed again. Until KaTeX
 * has loaded the formula shows as written.
 */
export const MathFormula = memo(function MathFormula({ source, display }: MathFormulaProps) {
  const render = useLazyResource(mathRenderer, true);
  const target = useRef<HTMLElement | null>(null);
  const setTarget = useCallback((element: HTMLElement | null) => {
    target.current = element;
  }, []);

  useLayoutEffect(() => {
    if (render && target.current) render(source, target.current, display);
  }, [render, source, display]);

  if (!render) {
    const written = display ? `$$\n${source}\n$$` : `$${source}$`;
    return display ? <div className={styles.mathSource}>{written}</div> : <>{written}</>;
  }
  return display ? <div ref={setTarget} className={styles.mathDisplay} /> : <span ref={setTarget} />;
});
