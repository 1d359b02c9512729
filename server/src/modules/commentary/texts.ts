// The spoken commentary lines in the 12 interface languages. Counted lines have one text per
// plural category the language uses (Intl.PluralRules; "other" always); placeholders: {{count}},
// {{sentence}}. Short on purpose: each line is spoken while the reply is being written.
import type { LanguageCode } from "@parley/shared-contracts/languages";

export type PluralTexts = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface CommentaryTexts {
  /** The reply starts reading the message's attached files. */
  readingFiles: PluralTexts;
  /** The reply reads the pages of the message's {{url}}s (its tool section). */
  readingPages: PluralTexts;
  /** The end of a long answer, with its first sentence. */
  summary: string;
}

export const COMMENTARY_TEXTS: Record<LanguageCode, CommentaryTexts> = {
  en: {
    readingFiles: { one: "Reading {{count}} file…", other: "Reading {{count}} files…" },
    readingPages: { one: "Reading {{count}} web page…", other: "Reading {{count}} web pages…" },
    summary: "Answer ready: {{sentence}}",
  },
  fr: {
    readingFiles: { one: "Lecture de {{count}} fichier…", other: "Lecture de {{count}} fichiers…" },
    readingPages: { one: "Lecture de {{count}} page web…", other: "Lecture de {{count}} pages web…" },
    summary: "Réponse prête : {{sentence}}",
  },
  da: {
    readingFiles: { one: "Læser {{count}} fil…", other: "Læser {{count}} filer…" },
    readingPages: { one: "Læser {{count}} webside…", other: "Læser {{count}} websider…" },
    summary: "Svaret er klar: {{sentence}}",
  },
  ja: {
    readingFiles: { other: "{{count}} 件のファイルを読み込んでいます…" },
    readingPages: { other: "{{count}} 件のウェブページを読み込んでいます…" },
    summary: "回答の準備ができました。{{sentence}}",
  },
  ar: {
    readingFiles: {
      one: "جارٍ قراءة ملف واحد…",
      two: "جارٍ قراءة ملفين…",
      few: "جارٍ قراءة {{count}} ملفات…",
      many: "جارٍ قراءة {{count}} ملفًا…",
      other: "جارٍ قراءة {{count}} ملف…",
    },
    readingPages: {
      one: "جارٍ قراءة صفحة ويب واحدة…",
      two: "جارٍ قراءة صفحتَي ويب…",
      few: "جارٍ قراءة {{count}} صفحات ويب…",
      many: "جارٍ قراءة {{count}} صفحة ويب…",
      other: "جارٍ قراءة {{count}} صفحة ويب…",
    },
    summary: "الإجابة جاهزة: {{sentence}}",
  },
  ko: {
    readingFiles: { other: "파일 {{count}}개를 읽는 중…" },
    readingPages: { other: "웹 페이지 {{count}}개를 읽는 중…" },
    summary: "답변이 준비되었습니다. {{sentence}}",
  },
  de: {
    readingFiles: { one: "{{count}} Datei wird gelesen…", other: "{{count}} Dateien werden gelesen…" },
    readingPages: { one: "{{count}} Webseite wird gelesen…", other: "{{count}} Webseiten werden gelesen…" },
    summary: "Antwort fertig: {{sentence}}",
  },
  "zh-cn": {
    readingFiles: { other: "正在读取 {{count}} 个文件…" },
    readingPages: { other: "正在读取 {{count}} 个网页…" },
    summary: "回答已就绪：{{sentence}}",
  },
  "zh-hk": {
    readingFiles: { other: "正在讀取 {{count}} 個檔案…" },
    readingPages: { other: "正在讀取 {{count}} 個網頁…" },
    summary: "回答已準備好：{{sentence}}",
  },
  es: {
    readingFiles: { one: "Leyendo {{count}} archivo…", other: "Leyendo {{count}} archivos…" },
    readingPages: { one: "Leyendo {{count}} página web…", other: "Leyendo {{count}} páginas web…" },
    summary: "Respuesta lista: {{sentence}}",
  },
  pt: {
    readingFiles: { one: "Lendo {{count}} arquivo…", other: "Lendo {{count}} arquivos…" },
    readingPages: { one: "Lendo {{count}} página da web…", other: "Lendo {{count}} páginas da web…" },
    summary: "Resposta pronta: {{sentence}}",
  },
  vi: {
    readingFiles: { other: "Đang đọc {{count}} tệp…" },
    readingPages: { other: "Đang đọc {{count}} trang web…" },
    summary: "Câu trả lời đã sẵn sàng: {{sentence}}",
  },
};
