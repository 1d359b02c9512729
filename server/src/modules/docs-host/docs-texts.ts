// The docs host's own words (its frame around the product pages) in the 12 interface languages.
// Placeholder: {{product}}. The not-found page's title is the catalogue's "notFound.title".
import type { LanguageCode } from "@parley/shared-contracts/languages";

export interface DocsTexts {
  /** The site's name, in the header and every page's title. */
  title: string;
  /** The index page's name in the list of pages. */
  overview: string;
  /** The list of pages (a navigation landmark's label). */
  pages: string;
  /** The list of languages (a navigation landmark's label). */
  languages: string;
  /** Above a page shown in English because it has no translation in the reader's language. */
  untranslated: string;
  /** The not-found page's explanation. */
  notFound: string;
  /** The not-found page's way back. */
  backToIndex: string;
  skipToContent: string;
}

export const DOCS_TEXTS: Record<LanguageCode, DocsTexts> = {
  en: {
    title: "{{product}} documentation",
    overview: "Overview",
    pages: "Documentation pages",
    languages: "Languages",
    untranslated: "This page is not available in your language yet, so it is shown in English.",
    notFound: "This page is not part of the documentation.",
    backToIndex: "Go to the documentation home",
    skipToContent: "Skip to content",
  },
  fr: {
    title: "Documentation de {{product}}",
    overview: "Vue d’ensemble",
    pages: "Pages de la documentation",
    languages: "Langues",
    untranslated: "Cette page n’est pas encore traduite en français : elle s’affiche en anglais.",
    notFound: "Cette page ne fait pas partie de la documentation.",
    backToIndex: "Aller à l’accueil de la documentation",
    skipToContent: "Aller au contenu",
  },
  da: {
    title: "{{product}}-dokumentation",
    overview: "Oversigt",
    pages: "Dokumentationens sider",
    languages: "Sprog",
    untranslated: "Denne side er endnu ikke oversat til dansk, så den vises på engelsk.",
    notFound: "Denne side findes ikke i dokumentationen.",
    backToIndex: "Gå til dokumentationens forside",
    skipToContent: "Spring til indholdet",
  },
  ja: {
    title: "{{product}} ドキュメント",
    overview: "概要",
    pages: "ドキュメントのページ",
    languages: "言語",
    untranslated: "このページはまだ日本語に翻訳されていないため、英語で表示しています。",
    notFound: "このページはドキュメントにありません。",
    backToIndex: "ドキュメントのトップへ",
    skipToContent: "本文へスキップ",
  },
  ar: {
    title: "وثائق {{product}}",
    overview: "نظرة عامة",
    pages: "صفحات الوثائق",
    languages: "اللغات",
    untranslated: "لم تُترجم هذه الصفحة إلى العربية بعد، لذا تُعرض بالإنجليزية.",
    notFound: "هذه الصفحة ليست جزءًا من الوثائق.",
    backToIndex: "الانتقال إلى الصفحة الرئيسية للوثائق",
    skipToContent: "الانتقال إلى المحتوى",
  },
  ko: {
    title: "{{product}} 문서",
    overview: "개요",
    pages: "문서 페이지",
    languages: "언어",
    untranslated: "이 페이지는 아직 한국어로 번역되지 않아 영어로 표시됩니다.",
    notFound: "이 페이지는 문서에 없습니다.",
    backToIndex: "문서 홈으로 이동",
    skipToContent: "본문으로 건너뛰기",
  },
  de: {
    title: "{{product}}-Dokumentation",
    overview: "Überblick",
    pages: "Seiten der Dokumentation",
    languages: "Sprachen",
    untranslated: "Diese Seite ist noch nicht ins Deutsche übersetzt und wird daher auf Englisch angezeigt.",
    notFound: "Diese Seite gehört nicht zur Dokumentation.",
    backToIndex: "Zur Startseite der Dokumentation",
    skipToContent: "Zum Inhalt springen",
  },
  "zh-cn": {
    title: "{{product}} 文档",
    overview: "概览",
    pages: "文档页面",
    languages: "语言",
    untranslated: "此页面尚未翻译成简体中文，因此以英文显示。",
    notFound: "文档中没有此页面。",
    backToIndex: "前往文档首页",
    skipToContent: "跳到正文",
  },
  "zh-hk": {
    title: "{{product}} 文件",
    overview: "概覽",
    pages: "文件頁面",
    languages: "語言",
    untranslated: "此頁面尚未翻譯成繁體中文，因此以英文顯示。",
    notFound: "文件中沒有此頁面。",
    backToIndex: "前往文件首頁",
    skipToContent: "跳到正文",
  },
  es: {
    title: "Documentación de {{product}}",
    overview: "Descripción general",
    pages: "Páginas de la documentación",
    languages: "Idiomas",
    untranslated: "Esta página aún no está traducida al español, por eso se muestra en inglés.",
    notFound: "Esta página no forma parte de la documentación.",
    backToIndex: "Ir al inicio de la documentación",
    skipToContent: "Saltar al contenido",
  },
  pt: {
    title: "Documentação do {{product}}",
    overview: "Visão geral",
    pages: "Páginas da documentação",
    languages: "Idiomas",
    untranslated: "Esta página ainda não foi traduzida para português, por isso é exibida em inglês.",
    notFound: "Esta página não faz parte da documentação.",
    backToIndex: "Ir para o início da documentação",
    skipToContent: "Ir para o conteúdo",
  },
  vi: {
    title: "Tài liệu {{product}}",
    overview: "Tổng quan",
    pages: "Các trang tài liệu",
    languages: "Ngôn ngữ",
    untranslated: "Trang này chưa được dịch sang tiếng Việt nên được hiển thị bằng tiếng Anh.",
    notFound: "Trang này không có trong tài liệu.",
    backToIndex: "Đến trang chủ tài liệu",
    skipToContent: "Chuyển đến nội dung",
  },
};
