import { createLazyResource, type LazyResource } from "../utils/lazy-resource.ts";
import { grammarName, importGrammar } from "./grammars.ts";
import type { Lowlight } from "./lowlight-instance.ts";

const core = createLazyResource(async () => (await import("./lowlight-instance.ts")).lowlight);
const languages = new Map<string, LazyResource<Lowlight>>();

/**
 * lowlight with the grammar of `language` registered, fetched on first need (core once, then one
 * small chunk per language); null when the language has no grammar here (the code shows plain).
 */
export function highlighterFor(language: string): LazyResource<Lowlight> | null {
  const name = grammarName(language);
  if (!name) return null;
  let resource = languages.get(name);
  if (!resource) {
    resource = createLazyResource(async () => {
      const [lowlight, grammar] = await Promise.all([core.load(), importGrammar(name)]);
      if (!lowlight.registered(name)) {
        lowlight.register(name, grammar.default);
        // highlight.js compiles a grammar on its first use: do it now, while the fence is still
        // streaming, rather than in the render that closes it.
        lowlight.highlight(name, "");
      }
      return lowlight;
    });
    languages.set(name, resource);
  }
  return resource;
}

/** The name lowlight knows `language` by (its canonical grammar name), or null. */
export { grammarName };

/** Starts fetching the highlighter core early (optional: code blocks ask for it themselves). */
export function preloadHighlighter(...languagesToLoad: string[]): Promise<unknown> {
  return Promise.all([core.load(), ...languagesToLoad.map((language) => highlighterFor(language)?.load())]);
}
