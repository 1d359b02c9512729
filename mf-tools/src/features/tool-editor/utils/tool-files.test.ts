import { describe, expect, it } from "vitest";
import {
  ICON_MAX_BYTES,
  iconProblem,
  iconType,
  isImageFile,
  sizeLabel,
  unsupportedKnowledge,
} from "./tool-files.ts";

const file = (name: string, type = "", size = 4) => {
  const made = new File(["x"], name, { type });
  Object.defineProperty(made, "size", { value: size });
  return made;
};

describe("tool file checks", () => {
  it("take a .jpg or .png icon of at most 10 MB", () => {
    expect(iconProblem(file("a.png", "image/png"))).toBeNull();
    expect(iconProblem(file("a.JPG", "image/jpeg"))).toBeNull();
    expect(iconProblem(file("a.jpeg", ""))).toBeNull();
    expect(iconProblem(file("a.png", "image/png", ICON_MAX_BYTES))).toBeNull();
    expect(iconProblem(file("a.png", "image/png", ICON_MAX_BYTES + 1))).toBe("size");
    expect(iconProblem(file("a.gif", "image/gif"))).toBe("type");
    expect(iconProblem(file("a.png", "image/webp"))).toBe("type");
    expect(iconProblem(file("png", "image/png"))).toBe("type");
    expect(iconType(file("a.png"))).toBe("image/png");
    expect(iconType(file("a.jpg"))).toBe("image/jpeg");
  });

  it("sort knowledge files into images and documents, and name what the tool does not take", () => {
    expect(isImageFile(file("chart.webp"))).toBe(true);
    expect(isImageFile(file("notes.pdf"))).toBe(false);
    const refused = unsupportedKnowledge([file("a.pdf"), file("b.exe"), file("c.MD"), file("noext")]);
    expect(refused.map((f) => f.name)).toEqual(["b.exe", "noext"]);
  });

  it("write sizes for people", () => {
    expect(sizeLabel(512, "en")).toBe("512 byte");
    expect(sizeLabel(1536, "en")).toBe("1.5 kB");
    expect(sizeLabel(3 * 1024 * 1024, "de")).toBe("3 MB");
  });
});
