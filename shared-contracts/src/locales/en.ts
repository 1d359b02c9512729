import { catalogue, type Catalogue } from "../messages.ts";

/** English is the catalogue's source text; re-exported so every language loads the same way. */
const en: Catalogue = catalogue;
export default en;
