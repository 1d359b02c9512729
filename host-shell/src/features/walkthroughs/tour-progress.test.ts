import { beforeEach, describe, expect, it } from "vitest";
import { readTourProgress, startingStep, TOUR_PROGRESS_KEY, writeTourProgress } from "./tour-progress.ts";

beforeEach(() => localStorage.clear());

describe("tour progress", () => {
  it("keeps each tour's step in local storage", () => {
    expect(readTourProgress("helper-app")).toBeNull();
    writeTourProgress("helper-app", { step: 2, done: false });
    writeTourProgress("model-params", { step: 0, done: true });
    expect(JSON.parse(localStorage.getItem(TOUR_PROGRESS_KEY) ?? "{}")).toEqual({
      "helper-app": { step: 2, done: false },
      "model-params": { step: 0, done: true },
    });
  });

  it("resumes an unfinished tour, restarts a finished one, survives bad data", () => {
    expect(startingStep("user-introduction")).toBe(0);
    writeTourProgress("user-introduction", { step: 4, done: false });
    expect(startingStep("user-introduction")).toBe(4);
    writeTourProgress("user-introduction", { step: 99, done: false });
    expect(startingStep("user-introduction")).toBe(6);
    writeTourProgress("user-introduction", { step: 3, done: true });
    expect(startingStep("user-introduction")).toBe(0);
    localStorage.setItem(TOUR_PROGRESS_KEY, "{not json");
    expect(startingStep("user-introduction")).toBe(0);
    localStorage.setItem(TOUR_PROGRESS_KEY, JSON.stringify({ "user-introduction": { step: "2" } }));
    expect(startingStep("user-introduction")).toBe(0);
  });
});
