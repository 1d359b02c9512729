// The streaming benches' reply: a deterministic markdown answer of 20,271 characters with 10 fenced
// code blocks, 20 inline and 10 display formulas, tables, lists and quotes — the same bytes the
// peer comparisons were measured with (checked by workloads.test.ts).

const LANGUAGES = ["python", "typescript", "rust", "go", "javascript", "c", "java", "ruby", "sql", "python"];
const INLINE: [string, string][] = [
  ["e^{i\\pi} + 1 = 0", "a^2 + b^2 = c^2"],
  ["\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}", "\\sqrt{2} \\approx 1.41421"],
  ["\\int_0^1 x^2\\,dx = \\frac{1}{3}", "f'(x) = \\lim_{h \\to 0} \\frac{f(x+h)-f(x)}{h}"],
  ["O(n \\log n)", "\\binom{n}{k} = \\frac{n!}{k!(n-k)!}"],
  [
    "\\nabla \\cdot \\mathbf{E} = \\frac{\\rho}{\\varepsilon_0}",
    "P(A \\mid B) = \\frac{P(B \\mid A) P(A)}{P(B)}",
  ],
  ["\\alpha + \\beta = \\gamma", "x_{n+1} = x_n - \\frac{f(x_n)}{f'(x_n)}"],
  ["\\det(A) = ad - bc", "\\lVert v \\rVert_2 = \\sqrt{\\sum_i v_i^2}"],
  ["\\mathbb{E}[X] = \\sum_x x\\,p(x)", "\\sigma^2 = \\mathbb{E}[(X-\\mu)^2]"],
  ["\\hat{y} = W x + b", "\\text{softmax}(z)_i = \\frac{e^{z_i}}{\\sum_j e^{z_j}}"],
  ["\\gcd(a, b) = \\gcd(b, a \\bmod b)", "\\phi = \\frac{1+\\sqrt{5}}{2}"],
];
const DISPLAY = [
  "\\int_{-\\infty}^{\\infty} e^{-x^2}\\,dx = \\sqrt{\\pi}",
  "\\sum_{n=0}^{\\infty} \\frac{x^n}{n!} = e^x",
  "\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}^{-1} = \\frac{1}{ad-bc}\\begin{pmatrix} d & -b \\\\ -c & a \\end{pmatrix}",
  "\\mathcal{L}(\\theta) = -\\frac{1}{N}\\sum_{i=1}^{N} \\left[ y_i \\log \\hat{y}_i + (1-y_i)\\log(1-\\hat{y}_i) \\right]",
  "\\frac{\\partial u}{\\partial t} = \\alpha \\nabla^2 u",
  "F(\\omega) = \\int_{-\\infty}^{\\infty} f(t)\\, e^{-i\\omega t}\\, dt",
  "\\prod_{p \\text{ prime}} \\frac{1}{1-p^{-s}} = \\sum_{n=1}^{\\infty} \\frac{1}{n^s}",
  "\\mathbf{A}\\mathbf{x} = \\lambda \\mathbf{x}",
  "T(n) = 2T\\left(\\frac{n}{2}\\right) + O(n) \\implies T(n) = O(n \\log n)",
  "\\oint_{\\partial \\Sigma} \\mathbf{B} \\cdot d\\boldsymbol{\\ell} = \\mu_0 I",
];

const WORDS =
  "a the streaming renderer must keep up with incremental markdown while preserving layout stability and scroll position across many small updates to the same message".split(
    " ",
  );

/** `n` words picked by a fixed stride from `seed`, capitalised, ending with a full stop. */
export function paragraph(seed: number, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(WORDS[(seed * 7 + i * 3) % WORDS.length] ?? "");
  const first = out[0] ?? "";
  out[0] = (first[0] ?? "").toUpperCase() + first.slice(1);
  return `${out.join(" ")}.`;
}

/** Line `j` of code block `i` in `language` (line 0 opens the function). */
function codeLine(language: string, i: number, j: number): string {
  const m = j % 3;
  switch (language) {
    case "python":
      return j === 0
        ? `def step_${i}(values, k=${i + 2}):`
        : `    acc_${j} = sum(v * ${j} for v in values if v % k == ${m})  # line ${j}`;
    case "typescript":
      return j === 0
        ? `export function step${i}(values: number[], k = ${i + 2}): number {`
        : `  const acc${j}: number = values.filter((v) => v % k === ${m}).reduce((a, b) => a + b * ${j}, 0);`;
    case "rust":
      return j === 0
        ? `fn step_${i}(values: &[i64], k: i64) -> i64 {`
        : `    let acc_${j}: i64 = values.iter().filter(|v| *v % k == ${m}).map(|v| v * ${j}).sum();`;
    case "go":
      return j === 0
        ? `func step${i}(values []int, k int) int {`
        : `\tacc${j} := 0; for _, v := range values { if v%k == ${m} { acc${j} += v * ${j} } }`;
    case "javascript":
      return j === 0
        ? `function step${i}(values, k = ${i + 2}) {`
        : `  const acc${j} = values.filter((v) => v % k === ${m}).map((v) => v * ${j}); // ${j}`;
    case "c":
      return j === 0
        ? `long step_${i}(const long *values, size_t n, long k) {`
        : `    long acc_${j} = 0; for (size_t i = 0; i < n; i++) if (values[i] % k == ${m}) acc_${j} += values[i] * ${j};`;
    case "java":
      return j === 0
        ? `static long step${i}(long[] values, long k) {`
        : `    long acc${j} = java.util.Arrays.stream(values).filter(v -> v % k == ${m}).map(v -> v * ${j}).sum();`;
    case "ruby":
      return j === 0
        ? `def step_${i}(values, k = ${i + 2})`
        : `  acc_${j} = values.select { |v| v % k == ${m} }.map { |v| v * ${j} }.sum # line ${j}`;
    default:
      return j === 0
        ? `-- query ${i}`
        : `SELECT user_id, COUNT(*) AS n_${j}, SUM(amount * ${j}) FROM orders WHERE status = 'done_${j}' GROUP BY user_id;`;
  }
}

function codeBlock(language: string, i: number): string {
  const lines = Array.from({ length: 11 }, (_, j) => codeLine(language, i, j));
  // Brace languages close their function (Go without the semicolon).
  if (["typescript", "rust", "go", "javascript", "c", "java"].includes(language))
    lines.push(language === "go" ? "  return 0" : "  return 0;", "}");
  return `\`\`\`${language}\n${lines.join("\n")}\n\`\`\``;
}

export function makeReply(): string {
  let md = "Streambench reply. Here is a long answer with code and math.\n\n";
  for (let s = 0; s < 10; s++) {
    const [first, second] = INLINE[s] ?? ["", ""];
    md += `## Section ${s + 1}: topic ${s + 1}\n\n`;
    md += `${paragraph(s, 30)} Consider $${first}$ and the related **bold term ${s}** with \`inline_code_${s}\`. ${paragraph(s + 1, 22)}\n\n`;
    md += `- First point about item ${s} with *emphasis* and a [link](https://example.com/${s}).\n- Second point: ${paragraph(s + 2, 12)}\n- Third point with $${second}$ inline.\n\n`;
    md += `$$\n${DISPLAY[s] ?? ""}\n$$\n\n`;
    md += `${paragraph(s + 3, 26)}\n\n`;
    md += `${codeBlock(LANGUAGES[s] ?? "sql", s)}\n\n`;
    md += `| Column A | Column B | Column C |\n|---|---|---|\n| ${s} | ${s * 2} | ${s * 3} |\n| x${s} | y${s} | z${s} |\n\n`;
    md += `> ${paragraph(s + 4, 16)}\n\n`;
  }
  // Padded to about 20,000 characters with plain paragraphs, then the end sentinel.
  while (md.length < 19950) md += `${paragraph(md.length, 18)}\n\n`;
  return `${md}Final line ENDOFREPLYSENTINEL`;
}
