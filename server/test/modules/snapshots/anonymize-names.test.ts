// The names rule of anonymized snapshots: whole names, e-mail addresses and mentions become the
// participant's label; the words a name is made of stay, in every script. Names that are common words
// in the product's languages (English, German, French, Spanish, Portuguese, Vietnamese, Danish,
// Arabic) are the hard cases; Chinese, Japanese and Korean have no spaces, so there only the full
// name counts.
import { describe, expect, it } from "vitest";
import { nameHider } from "../../../src/modules/snapshots/anonymize-names.ts";
import type { NamedPerson } from "../../../src/modules/snapshots/anonymize-names.ts";

const P1 = "Participant 1";
const P2 = "Participant 2";

const one = (name: string, email = ""): NamedPerson[] => [{ name, email, label: P1 }];
const text = (people: NamedPerson[], input: string) => nameHider(people).text(input);
const fileName = (people: NamedPerson[], input: string) => nameHider(people).fileName(input);

describe("anonymized snapshot names: whole names, not words", () => {
  const mia = one("Mia Member", "mia.member@acme.test");

  it("keeps the common word of a name and replaces the full name", () => {
    expect(text(mia, "Every member of the team thanks Mia Member.")).toBe(
      `Every member of the team thanks ${P1}.`,
    );
    expect(text(mia, "Every Member of the team")).toBe("Every Member of the team");
    expect(text(mia, "Membership and remembered stay")).toBe("Membership and remembered stay");
  });

  it("replaces the full name with any spacing, in capitals, and last name first", () => {
    expect(text(mia, "Mia  Member\nMIA MEMBER\nMember, Mia\nMember Mia")).toBe(`${P1}\n${P1}\n${P1}\n${P1}`);
  });

  it("never replaces a first or last name alone, nor the full name in lower case", () => {
    expect(text(mia, "Mia said hi. Member states agree. mia member")).toBe(
      "Mia said hi. Member states agree. mia member",
    );
  });

  it("replaces mentions of the full name or one part, in any case, keeping the '@'", () => {
    expect(text(mia, "@Mia Member, @mia and @MEMBER: see this")).toBe(`@${P1}, @${P1} and @${P1}: see this`);
    expect(text(mia, "@Miami is not her")).toBe("@Miami is not her");
  });

  it("replaces the e-mail address in any case, whole addresses only", () => {
    expect(text(mia, "Write to mia.member@acme.test or MIA.MEMBER@ACME.TEST.")).toBe(
      `Write to ${P1} or ${P1}.`,
    );
    expect(text(mia, "<mailto:mia.member@acme.test>")).toBe(`<mailto:${P1}>`);
    expect(text(mia, "xmia.member@acme.test and mia.member@acme.test.evil.com stay")).toBe(
      "xmia.member@acme.test and mia.member@acme.test.evil.com stay",
    );
  });

  it("English: Will, Mark, May, Long and Ada stay words", () => {
    const people: NamedPerson[] = [
      { name: "Will Long", email: "", label: P1 },
      { name: "Mark May", email: "", label: P2 },
    ];
    expect(
      text(
        people,
        "Will you mark the date? It will not take long. Long live Will Long! Mark May's notes in May. " +
          "Maybe Willow marks it.",
      ),
    ).toBe(
      `Will you mark the date? It will not take long. Long live ${P1}! ${P2}'s notes in May. ` +
        "Maybe Willow marks it.",
    );
    expect(text(one("Ada Lovelace"), "Adapt the Ada code for Ada Lovelace")).toBe(
      `Adapt the Ada code for ${P1}`,
    );
  });

  it("German: Mai and Lang", () => {
    const people: NamedPerson[] = [
      { name: "Mai Lang", email: "", label: P1 },
      { name: "Jonas Lang", email: "", label: P2 },
    ];
    expect(text(people, "Im Mai dauert es lang. Mai Lang und Jonas Lang kommen, Lang, Mai auch.")).toBe(
      `Im Mai dauert es lang. ${P1} und ${P2} kommen, ${P1} auch.`,
    );
  });

  it("French: Rose and Pierre", () => {
    expect(text(one("Rose Pierre"), "La Rose et la pierre. Rose Pierre arrive ; Pierre, Rose aussi.")).toBe(
      `La Rose et la pierre. ${P1} arrive ; ${P1} aussi.`,
    );
  });

  it("Spanish and Portuguese: Luz, Paz and Dia", () => {
    expect(text(one("Luz Paz"), "La luz y la Paz. Luz Paz escribió.")).toBe(
      `La luz y la Paz. ${P1} escribió.`,
    );
    expect(text(one("Maria Dia"), "Bom dia! Dia de festa com Maria Dia.")).toBe(
      `Bom dia! Dia de festa com ${P1}.`,
    );
  });

  it("Vietnamese: Long, with diacritics and a middle name (first and last name together count)", () => {
    expect(
      text(
        one("Nguyễn Văn Long"),
        "Long nói: Nguyễn Văn Long và Nguyễn Long đã đến, chúc mừng Nguyễn Thị Lan.",
      ),
    ).toBe(`Long nói: ${P1} và ${P1} đã đến, chúc mừng Nguyễn Thị Lan.`);
  });

  it("Danish and Arabic: Bo and أمل (hope) stay words", () => {
    expect(text(one("Bo Holm"), "Vi bor i Bo. Bo Holm kommer.")).toBe(`Vi bor i Bo. ${P1} kommer.`);
    expect(text(one("أمل نور"), "لدينا أمل في النور. كتبت أمل نور الرسالة")).toBe(
      `لدينا أمل في النور. كتبت ${P1} الرسالة`,
    );
  });

  it("Japanese, Chinese and Korean: the full name only, written together or apart, without word boundaries", () => {
    expect(text(one("山田 太郎"), "山田太郎さんと山田 太郎さん。山田さんと太郎さんは別です。")).toBe(
      `${P1}さんと${P1}さん。山田さんと太郎さんは別です。`,
    );
    expect(text(one("王芳"), "我是王芳的同事，王先生很好。")).toBe(`我是${P1}的同事，王先生很好。`);
    expect(text(one("김민수"), "김민수님 안녕하세요. 민수 씨")).toBe(`${P1}님 안녕하세요. 민수 씨`);
    expect(text(one("山田 太郎"), "@山田 さん")).toBe(`@${P1} さん`);
  });

  it("a one-word name is the full name; in plain lower case it never matches the lower-case word", () => {
    expect(text(one("may"), "you may ask May")).toBe(`you may ask ${P1}`);
    expect(text(one("cole.colleague"), "Kick-off with cole.colleague (Cole.colleague)")).toBe(
      `Kick-off with ${P1} (${P1})`,
    );
  });

  it("the longest name wins; names with pattern characters are literal", () => {
    const people: NamedPerson[] = [
      { name: "Ada Lovelace", email: "", label: P1 },
      { name: "Ada Lovelace King", email: "", label: P2 },
    ];
    expect(text(people, "Ada Lovelace King and Ada Lovelace")).toBe(`${P2} and ${P1}`);
    expect(text(one("J. (Jay) Smith+"), "J. (Jay) Smith+ and J. Smith+ and Jay")).toBe(
      `${P1} and ${P1} and Jay`,
    );
  });

  it("an empty name or e-mail replaces nothing", () => {
    expect(text(one("  ", ""), "Nothing to hide")).toBe("Nothing to hide");
    expect(text([], "Nothing to hide")).toBe("Nothing to hide");
  });

  it("file names follow the same rule, with '_', '-' and '.' between the parts", () => {
    expect(fileName(mia, "Mia Member CV.pdf")).toBe(`${P1} CV.pdf`);
    expect(fileName(mia, "mia-member-cv.pdf")).toBe(`${P1}-cv.pdf`);
    expect(fileName(mia, "Member_Mia_2024.docx")).toBe(`${P1}_2024.docx`);
    expect(fileName(mia, "mia.member@acme.test.pdf")).toBe(`${P1}.pdf`);
    expect(fileName(mia, "team-members.pdf")).toBe("team-members.pdf");
    expect(fileName(mia, "Every member.png")).toBe("Every member.png");
    expect(fileName(one("Will Long"), "Will-do list.txt")).toBe("Will-do list.txt");
  });

  it("stays linear on a long text full of near misses", () => {
    const people: NamedPerson[] = Array.from({ length: 50 }, (_, i) => ({
      name: `Name${i} Surname${i} Third${i}`,
      email: `name${i}@example.test`,
      label: `Participant ${i + 1}`,
    }));
    const long =
      "Name1 Surname1 Thir @Name2 Surnam name3@example.tes Name4\u00a0".repeat(20_000) + " ".repeat(100_000);
    const hide = nameHider(people);
    const before = process.cpuUsage();
    const out = hide.text(long);
    const used = process.cpuUsage(before);
    expect(out).toBe(long.replaceAll("@Name2", "@Participant 3"));
    // About a second's bound for ~1.3 MB; a backtracking pattern would take minutes.
    expect((used.user + used.system) / 1000).toBeLessThan(5_000);
  });
});
