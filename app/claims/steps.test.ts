import { describe, expect, it } from "vitest";

import { canMove, CLAIM_STEPS, isClaimStep, nextSteps, noteRequired } from "./steps.ts";

describe("claim steps", () => {
  it("go forward from received, and nowhere from closed", () => {
    expect(canMove("received", "assessor-appointed")).toBe(true);
    expect(canMove("assessor-appointed", "approved")).toBe(true);
    expect(canMove("approved", "paid")).toBe(true);
    expect(canMove("paid", "closed")).toBe(true);
    expect(nextSteps("closed")).toEqual([]);
  });

  it("never skip to paid without approval, nor go back to received", () => {
    for (const from of CLAIM_STEPS) {
      expect(canMove(from, "received")).toBe(false);
      expect(canMove(from, "paid")).toBe(from === "approved");
      expect(canMove(from, from)).toBe(false);
    }
  });

  it("close only a claim paid, declined or withdrawn", () => {
    for (const from of CLAIM_STEPS) {
      expect(canMove(from, "closed"), from).toBe(from === "paid" || from === "declined" || from === "withdrawn");
    }
    expect(canMove("received", "withdrawn")).toBe(true);
    expect(noteRequired("withdrawn")).toBe(true);
  });

  it("let a declined claim be approved after representations, or closed", () => {
    expect(nextSteps("declined")).toEqual(["approved", "closed"]);
  });

  it("need a note to the claimant for a decline and for documents asked for", () => {
    expect(noteRequired("declined")).toBe(true);
    expect(noteRequired("awaiting-documents")).toBe(true);
    expect(noteRequired("assessor-appointed")).toBe(false);
  });

  it("know their own names only", () => {
    expect(isClaimStep("paid")).toBe(true);
    expect(isClaimStep("lost")).toBe(false);
    expect(isClaimStep(undefined)).toBe(false);
  });
});
