// Loaded on demand (first code block): lowlight and highlight.js's core, without grammars; each
// language's grammar is a chunk of its own (grammars.ts), so a reply pays only for what it uses.
import { createLowlight } from "lowlight";

export const lowlight = createLowlight();

export type Lowlight = typeof lowlight;
