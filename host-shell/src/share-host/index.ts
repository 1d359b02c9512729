// The share host's script (share.<BASE_DOMAIN>). The server renders the whole snapshot page; this
// applies the visitor's view settings, counts the visit and opens the mf_share remote's dialogs on
// demand, so a cold visitor downloads only this file before reading (docs/architecture.md § Share host).
import "katex/dist/katex.min.css";
import "../styles/global.css";
import "./share-page.css";
import { startSharePage } from "./start-share-page.ts";

startSharePage(document);
