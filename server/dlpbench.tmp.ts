import { detect } from "/work/main/server/src/modules/dlp/detector.ts";
const cases: Record<string, string> = {
  dash: "1-".repeat(90000),
  dots: "1.".repeat(90000),
  email: "a.".repeat(90000) + "@",
  spaces: "1 ".repeat(90000),
  normal: "Hello my card is 4111 1111 1111 1111 and mail bob@example.com. ".repeat(3000),
};
for (const [k, v] of Object.entries(cases)) {
  const t = performance.now();
  const n = detect(v).length;
  console.log(k, v.length, n, (performance.now() - t).toFixed(0) + "ms");
}
const more: Record<string, string> = {
  begin: "-----BEGIN RSA PRIVATE KEY-----".repeat(6000),
  ipv6: ":".repeat(200000),
  atwords: "a (at) ".repeat(30000),
  b64: "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo".repeat(5000),
  digits: "4111 ".repeat(40000),
  arabic: "٤١١١ ".repeat(40000),
  zw: "1\u200b".repeat(90000),
  nl: "1\n".repeat(90000),
};
for (const [k, v] of Object.entries(more)) {
  const t = performance.now();
  const n = detect(v).length;
  console.log(k, v.length, n, (performance.now() - t).toFixed(0) + "ms");
}
